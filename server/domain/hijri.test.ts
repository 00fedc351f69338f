import { describe, expect, it } from 'vitest';
import { gregorianOf, hijriOf, isRamadan, nextRamadan, ramadanDaysBetween } from './hijri';
import { suggestedHolidays } from './schedule-rules';
import { availableSlots, instantToWall } from './slots';
import type { WeeklyHours } from './working-hours';

const weekOf = (opens: string, closes: string): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_open: true, opens_at: opens, closes_at: closes, breaks: [] }));

describe('Umm al-Qura calendar', () => {
  it('Ramadan 1448 runs from 8 February to 8 March 2027 (1 Shawwal is 9 March)', () => {
    expect(hijriOf('2027-02-08')).toEqual({ year: 1448, month: 9, day: 1 });
    expect(isRamadan('2027-02-07')).toBe(false);
    expect(isRamadan('2027-03-08')).toBe(true);
    expect(hijriOf('2027-03-09')).toEqual({ year: 1448, month: 10, day: 1 });
    expect(nextRamadan('2026-11-25')).toEqual({ hijriYear: 1448, first: '2027-02-08', last: '2027-03-08' });
    expect(ramadanDaysBetween('2027-02-01', '2027-03-31').size).toBe(29);
  });

  it('the Ramadan week applies on the days of Ramadan 1448 only: 8 February to 8 March 2027', () => {
    // The regular week 09:00–17:00; the Ramadan week 21:00–02:00, past midnight.
    const slots = availableSlots({
      timeZone: 'Asia/Riyadh',
      slotIntervalMinutes: 60,
      from: '2027-02-06',
      to: '2027-03-10',
      durationMinutes: 60,
      now: 0,
      barbers: [{ id: 1, hours: weekOf('09:00', '17:00'), ramadanHours: weekOf('21:00', '02:00'), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
      reservations: [],
      ramadanDates: ramadanDaysBetween('2027-02-05', '2027-03-10'),
    });
    const firstOf = (date: string) => {
      const first = slots.find((s) => s.date === date)!;
      const wall = instantToWall('Asia/Riyadh', first.startsAt);
      return `${wall.date} ${String(wall.minutes / 60).padStart(2, '0')}:00`;
    };
    const lastOf = (date: string) => {
      const wall = instantToWall('Asia/Riyadh', slots.filter((s) => s.date === date).at(-1)!.startsAt);
      return `${wall.date} ${String(wall.minutes / 60).padStart(2, '0')}:00`;
    };
    expect(firstOf('2027-02-07')).toBe('2027-02-07 09:00');
    expect(lastOf('2027-02-07')).toBe('2027-02-07 16:00');
    // The first night of Ramadan opens on 8 February and runs into the 9th, listed under the 8th.
    expect(firstOf('2027-02-08')).toBe('2027-02-08 21:00');
    expect(lastOf('2027-02-08')).toBe('2027-02-09 01:00');
    expect(slots.some((s) => s.date === '2027-02-08' && instantToWall('Asia/Riyadh', s.startsAt).minutes === 9 * 60)).toBe(false);
    // The last night is 8 March; 9 March (1 Shawwal) is back to the regular week.
    expect(firstOf('2027-03-08')).toBe('2027-03-08 21:00');
    expect(lastOf('2027-03-08')).toBe('2027-03-09 01:00');
    expect(firstOf('2027-03-09')).toBe('2027-03-09 09:00');
    expect(lastOf('2027-03-09')).toBe('2027-03-09 16:00');
    expect(new Set(slots.map((s) => s.date)).size).toBe(33);
  });

  it('Ramadan in progress is the current one', () => {
    expect(nextRamadan('2027-02-20').first).toBe('2027-02-08');
    expect(nextRamadan('2027-03-09').hijriYear).toBe(1449);
  });

  it('finds the Gregorian day of a Hijri date', () => {
    expect(gregorianOf({ year: 1448, month: 12, day: 10 }, '2026-11-25')).toBe('2027-05-16');
    expect(gregorianOf({ year: 1448, month: 9, day: 30 }, '2026-11-25')).toBeNull();
  });

  it('suggests Eid al-Fitr (3 days), Eid al-Adha (4 days), Founding Day and National Day within a year', () => {
    expect(suggestedHolidays('2026-11-25')).toEqual([
      { key: 'founding_day', first: '2027-02-22', last: '2027-02-22' },
      { key: 'eid_al_fitr', first: '2027-03-09', last: '2027-03-11' },
      { key: 'eid_al_adha', first: '2027-05-16', last: '2027-05-19' },
      { key: 'national_day', first: '2027-09-23', last: '2027-09-23' },
    ]);
  });
});
