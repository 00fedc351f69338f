import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { besideHijri, formatHijri, formatHijriAt, formatHijriMonths, hijriDay, showsHijri } from './hijri';

describe('showsHijri', () => {
  it('is on for Arabic locales only', () => {
    expect(showsHijri('ar-SA-u-ca-gregory')).toBe(true);
    expect(showsHijri('ar')).toBe(true);
    expect(showsHijri('en-US')).toBe(false);
    expect(showsHijri('ur-PK')).toBe(false);
    expect(showsHijri('tr-TR')).toBe(false);
  });
});

describe('formatHijri', () => {
  it('gives the Umm al-Qura date of a Gregorian day', () => {
    // 11 March 2024 was 1 Ramadan 1445; 19 July 2023 was 1 Muharram 1445.
    expect(formatHijri(new CalendarDate(2024, 3, 11))).toBe('١ رمضان ١٤٤٥ هـ');
    expect(formatHijri({ year: 2023, month: 7, day: 19 })).toBe('١ محرم ١٤٤٥ هـ');
  });
  it('does not shift the day with the time zone of the machine', () => {
    expect(formatHijri({ year: 2024, month: 3, day: 10 })).toBe('٢٩ شعبان ١٤٤٥ هـ');
  });
});

describe('hijriDay', () => {
  it('gives the Hijri day of the month in Arabic digits', () => {
    expect(hijriDay({ year: 2024, month: 3, day: 20 })).toBe('١٠');
  });
});

describe('formatHijriMonths', () => {
  it('names the Hijri months a Gregorian month spans', () => {
    expect(formatHijriMonths({ year: 2024, month: 3, day: 1 }, { year: 2024, month: 3, day: 31 })).toBe('شعبان – رمضان ١٤٤٥ هـ');
  });
});

describe('formatHijriAt', () => {
  it('gives the Umm al-Qura date of the day an instant falls on in the zone', () => {
    // 10 March 2024 at 22:30 UTC is already 11 March (1 Ramadan 1445) in Riyadh, still 29 Sha'ban in UTC.
    const instant = Date.UTC(2024, 2, 10, 22, 30);
    expect(formatHijriAt(instant, 'Asia/Riyadh')).toBe('١ رمضان ١٤٤٥ هـ');
    expect(formatHijriAt(instant, 'UTC')).toBe('٢٩ شعبان ١٤٤٥ هـ');
    expect(formatHijriAt(instant, 'Asia/Riyadh')).toBe(formatHijri({ year: 2024, month: 3, day: 11 }));
  });
});

describe('besideHijri', () => {
  it('writes the Hijri date after the written date, in brackets', () => {
    expect(besideHijri('١١ مارس ٢٠٢٤', new Date('2024-03-11T09:00:00+03:00'), 'Asia/Riyadh')).toBe('١١ مارس ٢٠٢٤ (١ رمضان ١٤٤٥ هـ)');
  });
});
