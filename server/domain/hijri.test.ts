import { describe, expect, it } from 'vitest';
import { gregorianOf, hijriOf, isRamadan, nextRamadan, ramadanDaysBetween } from './hijri';
import { suggestedHolidays } from './schedule-rules';

describe('Umm al-Qura calendar', () => {
  it('Ramadan 1448 runs from 8 February to 8 March 2027 (1 Shawwal is 9 March)', () => {
    expect(hijriOf('2027-02-08')).toEqual({ year: 1448, month: 9, day: 1 });
    expect(isRamadan('2027-02-07')).toBe(false);
    expect(isRamadan('2027-03-08')).toBe(true);
    expect(hijriOf('2027-03-09')).toEqual({ year: 1448, month: 10, day: 1 });
    expect(nextRamadan('2026-11-25')).toEqual({ hijriYear: 1448, first: '2027-02-08', last: '2027-03-08' });
    expect(ramadanDaysBetween('2027-02-01', '2027-03-31').size).toBe(29);
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
