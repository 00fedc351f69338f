import { describe, expect, it } from 'vitest';
import { normalisePhone, SAUDI_MOBILE, SAUDI_PHONE, toLatinDigits } from './phone';

describe('normalisePhone', () => {
  it('keeps a number already in national form', () => {
    expect(normalisePhone('500000001')).toBe('500000001');
    expect(normalisePhone('112345678')).toBe('112345678');
  });

  it('drops the trunk 0 of a mobile and of a landline', () => {
    expect(normalisePhone('0500000001')).toBe('500000001');
    expect(normalisePhone('0112345678')).toBe('112345678');
  });

  it('drops the country code however it is written', () => {
    for (const typed of ['+966500000001', '00966500000001', '966500000001', '+966 50 000 0001', '+966 (0) 50 000 0001', '+9660500000001']) {
      expect(normalisePhone(typed), typed).toBe('500000001');
    }
    expect(normalisePhone('+966 11 234 5678')).toBe('112345678');
  });

  it('drops spaces, dashes, dots, brackets and the invisible marks of right-to-left text', () => {
    expect(normalisePhone('050-000-0001')).toBe('500000001');
    expect(normalisePhone('(011) 234.5678')).toBe('112345678');
    expect(normalisePhone('\u200e+966\u00a050\u2009000\u20130001\u200f')).toBe('500000001');
  });

  it('reads Arabic-Indic and Extended Arabic-Indic digits', () => {
    expect(normalisePhone('٠٥٠٠٠٠٠٠٠١')).toBe('500000001');
    expect(normalisePhone('+٩٦٦ ٥٠ ٠٠٠ ٠٠٠١')).toBe('500000001');
    expect(normalisePhone('۰۵۰۰۰۰۰۰۰۱')).toBe('500000001');
  });

  it('leaves what is not a number for validation to refuse, never guessing', () => {
    expect(normalisePhone('9661')).toBe('9661');
    expect(normalisePhone('5abc')).toBe('5abc');
    expect(normalisePhone('05000')).toBe('05000');
    expect(normalisePhone('')).toBe('');
    // A unified number (9200…) is not a country code followed by a number.
    expect(normalisePhone('920000000')).toBe('920000000');
  });

  it('gives what the contract patterns accept', () => {
    expect(SAUDI_MOBILE.test(normalisePhone('+966 55 123 4567'))).toBe(true);
    expect(SAUDI_MOBILE.test(normalisePhone('0112345678'))).toBe(false);
    expect(SAUDI_PHONE.test(normalisePhone('0112345678'))).toBe(true);
    expect(SAUDI_PHONE.test(normalisePhone('0212345678'))).toBe(false);
  });
});

describe('toLatinDigits', () => {
  it('writes Latin digits, leaving the rest', () => {
    expect(toLatinDigits('٥٠٠ abc ۱۲')).toBe('500 abc 12');
  });
});
