import { describe, expect, it } from 'vitest';
import { SAUDI_MOBILE, toLatinDigits as toAsciiDigits } from '../../../shared/phone';
import { mobileProblem, normaliseOtp, normaliseSaudiMobile } from './mobile';

describe('Saudi mobile numbers', () => {
  it('follows the Saudi format 5XXXXXXXX', () => {
    expect(SAUDI_MOBILE.source).toBe('^5\\d{8}$');
    expect(SAUDI_MOBILE.test('512345678')).toBe(true);
    expect(SAUDI_MOBILE.test('412345678')).toBe(false);
    expect(SAUDI_MOBILE.test('5123456789')).toBe(false);
  });

  it.each([
    ['512345678', '512345678'],
    ['0512345678', '512345678'],
    ['+966512345678', '512345678'],
    ['00966512345678', '512345678'],
    ['966 51 234 5678', '512345678'],
    ['٠٥١٢٣٤٥٦٧٨', '512345678'],
    ['۵۱۲۳۴۵۶۷۸', '512345678'],
    ['51-234-5678', '512345678'],
  ])('reads %s as %s', (typed, expected) => {
    expect(normaliseSaudiMobile(typed)).toBe(expected);
  });

  it('names what is wrong with the number', () => {
    expect(mobileProblem('')).toBe('auth.mobile.required');
    expect(mobileProblem('   ')).toBe('auth.mobile.required');
    expect(mobileProblem('12345')).toBe('auth.mobile.invalid');
    expect(mobileProblem('0412345678')).toBe('auth.mobile.invalid');
    expect(mobileProblem('abc')).toBe('auth.mobile.invalid');
    expect(mobileProblem('0512345678')).toBeNull();
  });
});

describe('login codes', () => {
  it('keeps four digits of any script and drops the rest', () => {
    expect(normaliseOtp('12a3-4 5')).toBe('1234');
    expect(normaliseOtp('٤٨٢١')).toBe('4821');
    expect(toAsciiDigits('۰۹')).toBe('09');
  });
});
