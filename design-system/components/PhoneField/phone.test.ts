import { describe, expect, it } from 'vitest';
import { mobileProblem, normaliseMobile } from './phone';

describe('normaliseMobile', () => {
  it('keeps a national number as typed', () => {
    expect(normaliseMobile('500000001')).toBe('500000001');
  });
  it('turns Arabic-Indic digits into 0-9', () => {
    expect(normaliseMobile('٥٠٠٠٠٠٠٠١')).toBe('500000001');
  });
  it('drops separators, the country code and the trunk zero of a pasted number', () => {
    expect(normaliseMobile('+966 50 000 0001')).toBe('500000001');
    expect(normaliseMobile('00966500000001')).toBe('500000001');
    expect(normaliseMobile('966-50-000-0001')).toBe('500000001');
    expect(normaliseMobile('050 000 0001')).toBe('500000001');
  });
  it('does not cut a country-code-like start off something that is not a mobile number', () => {
    expect(normaliseMobile('9661')).toBe('9661');
  });
  it('keeps letters so that validation can report them', () => {
    expect(normaliseMobile('5abc')).toBe('5abc');
  });
});

describe('mobileProblem', () => {
  it('accepts 5 followed by eight digits', () => {
    expect(mobileProblem('512345678', true)).toBeNull();
  });
  it('asks for the number when it is required and empty', () => {
    expect(mobileProblem('', true)).toBe('required');
    expect(mobileProblem('', false)).toBeNull();
  });
  it('rejects other shapes', () => {
    for (const wrong of ['412345678', '51234567', '5123456789', '5abc45678']) expect(mobileProblem(wrong, true)).toBe('format');
  });
});
