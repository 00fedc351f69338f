import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

// 21:00 on Wednesday 10 February 2027 in Riyadh is 3 Ramadan 1448 (Umm al-Qura).
const evening = '2027-02-10T18:00:00Z';

describe('formatDay (customers\' pages)', () => {
  it('in Arabic, the Umm al-Qura date follows the Gregorian one in brackets', () => {
    const day = formatDay(createIntl({ locale: 'ar', messages: {} }), evening, 'Asia/Riyadh');
    expect(day).toMatch(/^الأربعاء.*فبراير \(٣ رمضان ١٤٤٨ هـ\)$/);
  });

  it('the Hijri day is the salon\'s: 01:00 in Riyadh is already the next day', () => {
    expect(formatDay(createIntl({ locale: 'ar', messages: {} }), '2027-02-10T22:00:00Z', 'Asia/Riyadh')).toContain('(٤ رمضان ١٤٤٨ هـ)');
  });

  it('English, Turkish and Urdu show the Gregorian date alone', () => {
    expect(formatDay(createIntl({ locale: 'en', messages: {} }), evening, 'Asia/Riyadh')).toBe('Wednesday, February 10');
    for (const locale of ['tr', 'ur']) expect(formatDay(createIntl({ locale, messages: {} }), evening, 'Asia/Riyadh')).not.toContain('(');
  });
});
