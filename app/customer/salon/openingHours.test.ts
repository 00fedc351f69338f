import { describe, expect, it } from 'vitest';
import { openState, weekdayName, type WeekDay } from './openingHours';

const day = (d: number, opens: string | null, closes: string | null): WeekDay => ({ day: d, is_open: opens !== null, opens_at: opens, closes_at: closes });
/** Sunday to Thursday 10:00–23:00, Friday 16:00–23:30, Saturday closed. */
const week = [day(0, '10:00', '23:00'), day(1, '10:00', '23:00'), day(2, '10:00', '23:00'), day(3, '10:00', '23:00'), day(4, '10:00', '23:00'), day(5, '16:00', '23:30'), day(6, null, null)];
const riyadh = (iso: string) => Date.parse(`${iso}+03:00`);

describe('openState: the salon now, on its own clock', () => {
  it('is open until the closing time during opening hours (Sunday 22 November 2026, 15:00 in Riyadh)', () => {
    expect(openState(week, 'Asia/Riyadh', riyadh('2026-11-22T15:00:00'))).toEqual({ open: true, closesAt: '23:00', nextChange: riyadh('2026-11-22T23:00:00') });
  });

  it('opens later today before the opening time', () => {
    expect(openState(week, 'Asia/Riyadh', riyadh('2026-11-22T08:30:00'))).toEqual({ open: false, opens: { time: '10:00', weekday: 0, inDays: 0 }, nextChange: riyadh('2026-11-22T10:00:00') });
  });

  it('after closing, opens the next open day (Friday night → Sunday, Saturday being closed)', () => {
    expect(openState(week, 'Asia/Riyadh', riyadh('2026-11-27T23:45:00'))).toMatchObject({ open: false, opens: { time: '10:00', weekday: 0, inDays: 2 } });
  });

  it('reads the instant in the salon’s zone, not the server’s (20:30 UTC is 23:30 in Riyadh: closed)', () => {
    expect(openState(week, 'Asia/Riyadh', Date.parse('2026-11-22T20:30:00Z'))).toMatchObject({ open: false, opens: { inDays: 1 } });
  });

  it('keeps yesterday’s overnight hours open after midnight (Ramadan: 20:00–02:00)', () => {
    const ramadan = [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, '20:00', '02:00'));
    expect(openState(ramadan, 'Asia/Riyadh', riyadh('2026-11-23T01:00:00'))).toEqual({ open: true, closesAt: '02:00', nextChange: riyadh('2026-11-23T02:00:00') });
  });

  it('is closed for good when no day is open', () => {
    expect(openState([0, 1, 2, 3, 4, 5, 6].map((d) => day(d, null, null)), 'Asia/Riyadh', riyadh('2026-11-22T12:00:00'))).toEqual({ open: false, opens: null, nextChange: null });
  });
});

describe('weekdayName', () => {
  it('names the contract’s weekday (0 = Sunday) in the language', () => {
    expect(weekdayName(0, 'en-US')).toBe('Sunday');
    expect(weekdayName(5, 'ar-SA-u-ca-gregory')).toBe('الجمعة');
  });
});
