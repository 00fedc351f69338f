import { describe, expect, it } from 'vitest';
import { inLocaleDigits } from './intl-locale';

describe('inLocaleDigits', () => {
  it('writes a phone number in Arabic-Indic digits on an Arabic page, keeping its signs and leading zeros', () => {
    expect(inLocaleDigits('ar', '+966 0500000001')).toBe('+٩٦٦ ٠٥٠٠٠٠٠٠٠١');
  });

  it('leaves Latin digits in English, Turkish and Urdu', () => {
    for (const locale of ['en', 'tr', 'ur'] as const) expect(inLocaleDigits(locale, '+966 920000000')).toBe('+966 920000000');
  });
});
