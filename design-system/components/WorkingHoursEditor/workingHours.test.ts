import { describe, expect, it } from 'vitest';
import { copyDayToWeek, createWeek, isWeekValid, normaliseWeek, validateDay, validateWeek, weekdayName, type WorkingDay } from './workingHours';

const open = (overrides: Partial<WorkingDay> = {}): WorkingDay => ({ day: 0, is_open: true, opens_at: '09:00', closes_at: '21:00', breaks: [], ...overrides });

describe('createWeek', () => {
  it('gives seven days from Sunday (0) to Saturday (6)', () => {
    const week = createWeek();
    expect(week.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week.find((d) => d.day === 5)?.is_open).toBe(false);
    expect(week[0]).toEqual({ day: 0, is_open: true, opens_at: '09:00', closes_at: '21:00', breaks: [] });
  });
});

describe('copyDayToWeek', () => {
  it("puts one day's hours and breaks on every day; a closed day stays closed but takes the hours", () => {
    const week = createWeek({ opens_at: '10:00', closes_at: '22:00', closedDays: [5] });
    week[2] = { ...week[2]!, opens_at: '08:00', closes_at: '16:00', breaks: [{ starts_at: '12:00', ends_at: '12:30' }] };
    const copied = copyDayToWeek(week, 2);
    expect(copied.map((d) => [d.day, d.is_open, d.opens_at, d.closes_at, d.breaks.length])).toEqual([
      [0, true, '08:00', '16:00', 1],
      [1, true, '08:00', '16:00', 1],
      [2, true, '08:00', '16:00', 1],
      [3, true, '08:00', '16:00', 1],
      [4, true, '08:00', '16:00', 1],
      [5, false, '08:00', '16:00', 1],
      [6, true, '08:00', '16:00', 1],
    ]);
    // Each day has its own breaks: editing one later does not change the others.
    expect(copied[0]!.breaks[0]).not.toBe(copied[1]!.breaks[0]);
    expect(week[0]!.opens_at).toBe('10:00');
  });
});

describe('normaliseWeek', () => {
  it('orders the days and adds missing ones as closed', () => {
    const week = normaliseWeek([open({ day: 3 }), open({ day: 1 })]);
    expect(week.map((d) => [d.day, d.is_open])).toEqual([[0, false], [1, true], [2, false], [3, true], [4, false], [5, false], [6, false]]);
  });
});

describe('weekdayName', () => {
  it('names day 0 Sunday in each language', () => {
    expect(weekdayName(0, 'en-US')).toBe('Sunday');
    expect(weekdayName(0, 'ar-SA-u-ca-gregory')).toBe('الأحد');
    expect(weekdayName(5, 'tr-TR')).toBe('Cuma');
    expect(weekdayName(6, 'en-US', 'short')).toBe('Sat');
  });
});

describe('validateDay', () => {
  it('accepts a normal day with a lunch break', () => {
    expect(validateDay(open({ breaks: [{ starts_at: '13:00', ends_at: '14:00' }] }))).toEqual([]);
  });
  it('ignores the times of a closed day', () => {
    expect(validateDay(open({ is_open: false, opens_at: '22:00', closes_at: '08:00' }))).toEqual([]);
  });
  it('needs closing after opening', () => {
    expect(validateDay(open({ opens_at: '21:00', closes_at: '09:00' }))).toEqual([{ kind: 'closesBeforeOpens' }]);
    expect(validateDay(open({ opens_at: '09:00', closes_at: '09:00' }))).toEqual([{ kind: 'closesBeforeOpens' }]);
  });
  it('needs both times on an open day', () => {
    expect(validateDay(open({ closes_at: '' }))).toEqual([{ kind: 'missingTimes' }]);
  });
  it('needs breaks inside the opening hours', () => {
    expect(validateDay(open({ breaks: [{ starts_at: '08:30', ends_at: '09:30' }] }))).toEqual([{ kind: 'breakOutsideHours', index: 0 }]);
    expect(validateDay(open({ breaks: [{ starts_at: '20:30', ends_at: '21:30' }] }))).toEqual([{ kind: 'breakOutsideHours', index: 0 }]);
    expect(validateDay(open({ breaks: [{ starts_at: '09:00', ends_at: '21:00' }] }))).toEqual([]);
  });
  it('needs each break to end after it starts', () => {
    expect(validateDay(open({ breaks: [{ starts_at: '14:00', ends_at: '13:00' }] }))).toEqual([{ kind: 'breakEndsBeforeStart', index: 0 }]);
    expect(validateDay(open({ breaks: [{ starts_at: '14:00', ends_at: '' }] }))).toEqual([{ kind: 'breakMissingTimes', index: 0 }]);
  });
  it('reports overlapping breaks, whatever their order, but lets them touch', () => {
    const overlapping = open({
      breaks: [
        { starts_at: '16:00', ends_at: '16:30' },
        { starts_at: '13:00', ends_at: '14:00' },
        { starts_at: '13:30', ends_at: '15:00' },
      ],
    });
    expect(validateDay(overlapping)).toEqual([{ kind: 'breaksOverlap', index: 1, other: 2 }]);
    const touching = open({ breaks: [{ starts_at: '13:00', ends_at: '14:00' }, { starts_at: '14:00', ends_at: '14:30' }] });
    expect(validateDay(touching)).toEqual([]);
  });
});

describe('validateWeek', () => {
  it('lists problems per day number and only for days that have any', () => {
    const week = createWeek();
    week[2] = { ...week[2]!, closes_at: '08:00' };
    expect(validateWeek(week)).toEqual({ 2: [{ kind: 'closesBeforeOpens' }] });
    expect(isWeekValid(week)).toBe(false);
    expect(isWeekValid(createWeek())).toBe(true);
  });
});

describe('overnight days (a Ramadan week)', () => {
  const night = (overrides: Partial<WorkingDay> = {}): WorkingDay => ({ day: 0, is_open: true, opens_at: '21:00', closes_at: '02:00', breaks: [], ...overrides });
  it('a closing before the opening is the next day when asked', () => {
    expect(validateDay(night(), { overnight: true })).toEqual([]);
    expect(validateDay(night())).toEqual([{ kind: 'closesBeforeOpens' }]);
  });
  it('breaks past midnight lie inside; outside the night they do not', () => {
    expect(validateDay(night({ breaks: [{ starts_at: '23:30', ends_at: '00:15' }] }), { overnight: true })).toEqual([]);
    expect(validateDay(night({ breaks: [{ starts_at: '03:00', ends_at: '04:00' }] }), { overnight: true })).toEqual([{ kind: 'breakOutsideHours', index: 0 }]);
  });
});
