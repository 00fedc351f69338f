import { describe, expect, it } from 'vitest';
import { inIntlDigits, inLocaleDigits, phoneText } from './intl-locale';

describe('inLocaleDigits', () => {
  it('writes a phone number in Arabic-Indic digits on an Arabic page, keeping its signs and leading zeros', () => {
    expect(inLocaleDigits('ar', '+966 0500000001')).toBe('+٩٦٦ ٠٥٠٠٠٠٠٠٠١');
  });

  it('leaves Latin digits in English, Turkish and Urdu', () => {
    for (const locale of ['en', 'tr', 'ur'] as const) expect(inLocaleDigits(locale, '+966 920000000')).toBe('+966 920000000');
  });
});

describe('inIntlDigits', () => {
  it("writes the digits of the Intl tag React Aria hands a component, whatever else the tag carries", () => {
    expect(inIntlDigits('ar-SA-u-ca-gregory', '+966 555901234')).toBe('+٩٦٦ ٥٥٥٩٠١٢٣٤');
    expect(inIntlDigits('en-US', '+966 555901234')).toBe('+966 555901234');
    expect(inIntlDigits('ur-PK', '+966 555901234')).toBe('+966 555901234');
  });
});

describe('phoneText', () => {
  it('joins the groups with no-break spaces, so Arabic-Indic groups are read as one number, left to right', () => {
    expect(phoneText('ar-SA-u-ca-gregory', '+966 11  234 5678')).toBe('+٩٦٦\u00A0١١\u00A0٢٣٤\u00A0٥٦٧٨');
    expect(phoneText('en-US', '+966 555901234')).toBe('+966\u00A0555901234');
  });
});
