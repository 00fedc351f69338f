import { describe, expect, it } from 'vitest';
import { scheduleHours } from './scheduleHours';

const regular = { opensAt: '09:00', closesAt: '17:00' };
const night = (date: string) => ({ date, opens_at: '21:00', closes_at: '02:00', closes_next_day: true });

describe('scheduleHours', () => {
  it('a Ramadan day shows its night, past midnight', () => {
    expect(scheduleHours(regular, ['2027-02-10'], { ramadan_days: ['2027-02-10'], hours: [night('2027-02-10')] })).toEqual({ opensAt: '21:00', closesAt: '02:00', closesNextDay: true });
  });

  it('another day keeps the salon week, even when the server gives its hours', () => {
    const closed = { ramadan_days: [], hours: [{ date: '2027-02-07', opens_at: '10:00', closes_at: '18:00', closes_next_day: false }] };
    expect(scheduleHours(regular, ['2027-02-07'], closed)).toEqual({ opensAt: '09:00', closesAt: '17:00', closesNextDay: false });
    expect(scheduleHours(regular, ['2027-02-07'], undefined)).toEqual({ opensAt: '09:00', closesAt: '17:00', closesNextDay: false });
  });

  it('a week across the start of Ramadan spans the regular day and the nights', () => {
    const dates = ['2027-02-07', '2027-02-08', '2027-02-09'];
    const closed = { ramadan_days: ['2027-02-08', '2027-02-09'], hours: [{ date: '2027-02-07', opens_at: '09:00', closes_at: '17:00', closes_next_day: false }, night('2027-02-08'), night('2027-02-09')] };
    expect(scheduleHours(regular, dates, closed)).toEqual({ opensAt: '09:00', closesAt: '02:00', closesNextDay: true });
  });

  it('a Ramadan day nobody works keeps the salon week', () => {
    const closed = { ramadan_days: ['2027-02-10'], hours: [{ date: '2027-02-10', opens_at: null, closes_at: null, closes_next_day: false }] };
    expect(scheduleHours(regular, ['2027-02-10'], closed)).toEqual({ opensAt: '09:00', closesAt: '17:00', closesNextDay: false });
  });
});
