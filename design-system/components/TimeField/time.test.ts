import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { hhmmFromTime, isHHMM, minutesOf, timeFromHHMM } from './time';

describe('isHHMM', () => {
  it('accepts 24-hour times with two-digit hours and minutes', () => {
    for (const ok of ['00:00', '09:30', '12:00', '23:59']) expect(isHHMM(ok)).toBe(true);
  });
  it('rejects anything else', () => {
    for (const bad of ['24:00', '9:30', '09:60', '09:30:00', '', 'ab:cd', '٠٩:٣٠']) expect(isHHMM(bad)).toBe(false);
  });
});

describe('minutesOf', () => {
  it('counts minutes since midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('7pm')).toBeNull();
  });
});

describe('timeFromHHMM / hhmmFromTime', () => {
  it('round-trips', () => {
    expect(hhmmFromTime(timeFromHHMM('21:05')!)).toBe('21:05');
    expect(timeFromHHMM('08:15')).toEqual(new Time(8, 15));
  });
  it('gives null for empty or invalid text', () => {
    expect(timeFromHHMM('')).toBeNull();
    expect(timeFromHHMM(null)).toBeNull();
    expect(timeFromHHMM('25:00')).toBeNull();
  });
  it('drops seconds', () => {
    expect(hhmmFromTime(new Time(7, 5, 59))).toBe('07:05');
  });
});
