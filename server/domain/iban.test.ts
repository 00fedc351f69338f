import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSaudiIban, makeSaudiIban, maskIban, normalizeIban, saudiIbanBankCode } from './iban';

describe('Saudi IBAN', () => {
  it('accepts a published Saudi IBAN, with or without spaces', () => {
    expect(checkSaudiIban('SA0380000000608010167519')).toBeNull();
    expect(checkSaudiIban('sa03 8000 0000 6080 1016 7519')).toBeNull();
    expect(saudiIbanBankCode('SA03 8000 0000 6080 1016 7519')).toBe('80');
  });

  it('refuses the wrong country, the wrong length and letters in the account part', () => {
    expect(checkSaudiIban('AE070331234567890123456')).toBe('api.booking.iban.format');
    expect(checkSaudiIban('SA038000000060801016751')).toBe('api.booking.iban.format');
    expect(checkSaudiIban('SA03800000006080101675190')).toBe('api.booking.iban.format');
    expect(checkSaudiIban('SA03800000006080101675A9')).toBe('api.booking.iban.format');
    expect(checkSaudiIban('')).toBe('api.booking.iban.format');
  });

  it('refuses a mistyped digit or two swapped digits (what mod 97 exists to catch)', () => {
    expect(checkSaudiIban('SA0380000000608010167518')).toBe('api.booking.iban.checksum');
    expect(checkSaudiIban('SA0380000000608010176519')).toBe('api.booking.iban.checksum');
    expect(checkSaudiIban('SA0480000000608010167519')).toBe('api.booking.iban.checksum');
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
          expect(checkSaudiIban(iban)).toBeNull();
          const digit = (Number(iban[position]) + delta) % 10;
          const changed = iban.slice(0, position) + String(digit) + iban.slice(position + 1);
          expect(checkSaudiIban(changed)).toBe('api.booking.iban.checksum');
        },
      ),
    );
  });

  it('masks all but the bank code and the last four digits', () => {
    expect(maskIban('SA0380000000608010167519')).toBe('SA03 8000 **** **** **** 7519');
    expect(normalizeIban(' sa03-8000 ')).toBe('SA038000');
  });
});
