import { describe, expect, it } from 'vitest';
import { formatIban, ibanMod97, ibanProblem, normaliseIban } from './iban';

describe('Saudi IBAN', () => {
  it('accepts a valid IBAN, with spaces and in lower case', () => {
    expect(ibanProblem('SA0380000000608010167519')).toBeNull();
    expect(ibanProblem('sa03 8000 0000 6080 1016 7519')).toBeNull();
    expect(ibanProblem('SA4420000001234567891234')).toBeNull();
  });

  it('normalises spaces, dashes, case and Arabic-Indic digits', () => {
    expect(normaliseIban(' sa03-8000 ٠٠٠٠ 6080 1016 7519 ')).toBe('SA0380000000608010167519');
    expect(formatIban('sa0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('names the part that is wrong', () => {
    expect(ibanProblem('')).toBe('required');
    expect(ibanProblem('   ')).toBe('required');
    expect(ibanProblem('GB82WEST12345698765432')).toBe('country');
    expect(ibanProblem('X')).toBe('country');
    expect(ibanProblem('S')).toBe('tooShort');
    expect(ibanProblem('SA03800000006080101675AB')).toBe('characters');
    expect(ibanProblem('SA03800000')).toBe('tooShort');
    expect(ibanProblem('SA03800000006080101675190')).toBe('tooLong');
  });

  it('rejects a wrong check digit or a mistyped digit (mod 97)', () => {
    expect(ibanProblem('SA0480000000608010167519')).toBe('checksum');
    expect(ibanProblem('SA0380000000608010167518')).toBe('checksum');
    expect(ibanMod97('SA0380000000608010167519')).toBe(1);
    // A classic reference IBAN from ISO 13616 examples.
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
  });
});
