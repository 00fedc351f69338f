import { describe, expect, it } from 'vitest';
import { dayWindow, defaultWorkingHours, normalizeWorkingHours, validateWorkingHours, type WeeklyHours, type WorkingDay } from './working-hours';

function week(patch: Partial<Record<number, Partial<WorkingDay>>> = {}): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_open: true, opens_at: '09:00', closes_at: '17:00', breaks: [], ...patch[day] }));
}

describe('working hours validation', () => {
  it('accepts the default week and a normal week with a break', () => {
    expect(validateWorkingHours(defaultWorkingHours())).toEqual([]);
    expect(validateWorkingHours(week({ 1: { breaks: [{ starts_at: '13:00', ends_at: '14:00' }] } }))).toEqual([]);
  });

  it('needs seven days, each once', () => {
    expect(validateWorkingHours(week().slice(0, 6))).toEqual([{ field: 'working_hours', message: 'api.booking.working_hours.seven_days' }]);
    expect(validateWorkingHours('monday')).toEqual([{ field: 'working_hours', message: 'api.booking.working_hours.seven_days' }]);
    const twice = week();
    twice[3] = { ...twice[3]!, day: 2 };
    expect(validateWorkingHours(twice)).toContainEqual({ field: 'working_hours.3.day', message: 'api.booking.working_hours.duplicate_day' });
  });

  it('refuses malformed times', () => {
    expect(validateWorkingHours(week({ 0: { opens_at: '9am' } }))).toEqual([{ field: 'working_hours.0.opens_at', message: 'api.booking.working_hours.invalid_time' }]);
    expect(validateWorkingHours(week({ 0: { closes_at: '25:00' } }))).toEqual([{ field: 'working_hours.0.closes_at', message: 'api.booking.working_hours.invalid_time' }]);
  });

  it('refuses a break outside the day, an empty break and overlapping breaks', () => {
    expect(validateWorkingHours(week({ 2: { breaks: [{ starts_at: '08:00', ends_at: '09:30' }] } }))).toEqual([
      { field: 'working_hours.2.breaks.0', message: 'api.booking.working_hours.break_outside_day' },
    ]);
    expect(validateWorkingHours(week({ 2: { breaks: [{ starts_at: '16:30', ends_at: '17:30' }] } }))).toEqual([
      { field: 'working_hours.2.breaks.0', message: 'api.booking.working_hours.break_outside_day' },
    ]);
    expect(validateWorkingHours(week({ 2: { breaks: [{ starts_at: '12:00', ends_at: '12:00' }] } }))).toEqual([
      { field: 'working_hours.2.breaks.0', message: 'api.booking.working_hours.break_empty' },
    ]);
    expect(
      validateWorkingHours(week({ 2: { breaks: [{ starts_at: '12:00', ends_at: '13:00' }, { starts_at: '12:30', ends_at: '13:30' }] } })),
    ).toEqual([{ field: 'working_hours.2.breaks.1', message: 'api.booking.working_hours.breaks_overlap' }]);
  });

  it('refuses a closing time at or before the opening (the contract has no overnight hours)', () => {
    expect(validateWorkingHours(week({ 4: { opens_at: '16:00', closes_at: '01:00' } }))).toEqual([
      { field: 'working_hours.4.closes_at', message: 'api.booking.working_hours.closes_before_opens' },
    ]);
    expect(validateWorkingHours(week({ 4: { opens_at: '16:00', closes_at: '16:00' } }))).toEqual([
      { field: 'working_hours.4.closes_at', message: 'api.booking.working_hours.closes_before_opens' },
    ]);
  });

  it('refuses a day that is all break', () => {
    expect(validateWorkingHours(week({ 1: { breaks: [{ starts_at: '09:00', ends_at: '17:00' }] } }))).toEqual([
      { field: 'working_hours.1', message: 'api.booking.working_hours.empty_day' },
    ]);
  });

  it('ignores the times of a closed day', () => {
    expect(validateWorkingHours(week({ 5: { is_open: false, opens_at: null, closes_at: null } }))).toEqual([]);
  });
});

describe('day window', () => {
  it('puts an overnight shift and its breaks on one minute scale', () => {
    const hours = normalizeWorkingHours(week({ 4: { opens_at: '16:00', closes_at: '01:00', breaks: [{ starts_at: '00:15', ends_at: '00:30' }, { starts_at: '18:00', ends_at: '18:30' }] } }));
    expect(dayWindow(hours, 4)).toEqual({ open: 960, close: 1500, breaks: [[1080, 1110], [1455, 1470]] });
    expect(hours[4]!.breaks.map((b) => b.starts_at)).toEqual(['18:00', '00:15']);
  });

  it('reads 24:00 and 00:00–00:00 as midnight and a full day', () => {
    expect(dayWindow(week({ 0: { opens_at: '10:00', closes_at: '24:00' } }), 0)).toMatchObject({ open: 600, close: 1440 });
    expect(dayWindow(week({ 0: { opens_at: '00:00', closes_at: '00:00' } }), 0)).toMatchObject({ open: 0, close: 1440 });
    expect(dayWindow(week({ 0: { is_open: false } }), 0)).toBeNull();
  });
});
