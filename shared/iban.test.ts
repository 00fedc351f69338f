import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanMatchesBank, makeSaudiIban, normaliseIban, saudiIbanBankCode, saudiIbanProblem } from './iban';

describe('Saudi IBAN', () => {
  it('accepts a published Saudi IBAN, with spaces, dashes, in lower case or typed with Arabic-Indic digits', () => {
    expect(saudiIbanProblem('SA0380000000608010167519')).toBeNull();
    expect(saudiIbanProblem('sa03 8000 0000 6080 1016 7519')).toBeNull();
    expect(saudiIbanProblem('SA4420000001234567891234')).toBeNull();
    expect(normaliseIban(' sa03-8000 ٠٠٠٠ ۶۰۸۰ 1016 7519 ')).toBe('SA0380000000608010167519');
    expect(formatIban('sa0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
  });

  it('names the part that is wrong, most basic first', () => {
    expect(saudiIbanProblem('')).toBe('required');
    expect(saudiIbanProblem('   ')).toBe('required');
    expect(saudiIbanProblem('GB82WEST12345698765432')).toBe('country');
    expect(saudiIbanProblem('AE070331234567890123456')).toBe('country');
    expect(saudiIbanProblem('X')).toBe('country');
    expect(saudiIbanProblem('S')).toBe('tooShort');
    expect(saudiIbanProblem('SA03800000006080101675AB')).toBe('characters');
    expect(saudiIbanProblem('SA038000000060801016751')).toBe('tooShort');
    expect(saudiIbanProblem('SA03800000006080101675190')).toBe('tooLong');
  });

  it('refuses a mistyped digit or two swapped digits (what mod 97 exists to catch)', () => {
    expect(saudiIbanProblem('SA0380000000608010167518')).toBe('checksum');
    expect(saudiIbanProblem('SA0380000000608010176519')).toBe('checksum');
    expect(saudiIbanProblem('SA0480000000608010167519')).toBe('checksum');
  });

  it('every built IBAN validates, and every single-digit change of it does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.stringMatching(/^\d{18}$/),
        fc.integer({ min: 2, max: 23 }),
        fc.integer({ min: 1, max: 9 }),
        (bank, account, position, delta) => {
          const iban = makeSaudiIban(String(bank).padStart(2, '0'), account);
          expect(saudiIbanProblem(iban)).toBeNull();
          const digit = (Number(iban[position]) + delta) % 10;
          const changed = iban.slice(0, position) + String(digit) + iban.slice(position + 1);
          expect(saudiIbanProblem(changed)).toBe('checksum');
        },
      ),
    );
  });

  it("reads the bank's code and matches it against the bank chosen from the banks list", () => {
    expect(saudiIbanBankCode('SA03 8000 0000 6080 1016 7519')).toBe('80');
    expect(ibanMatchesBank('SA0380000000608010167519', '80')).toBe(true);
    expect(ibanMatchesBank('SA0380000000608010167519', '10')).toBe(false);
    expect(ibanMatchesBank('SA0380000000608010167519', null)).toBe(true);
  });
});
