import { describe, expect, it } from 'vitest';
import { secondsSince, secondsUntil, splitSeconds, toEpochMs } from './duration';

describe('splitSeconds', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitSeconds(3 * 86400 + 4 * 3600 + 5 * 60 + 6)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('carries at each boundary', () => {
    expect(splitSeconds(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitSeconds(60)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(splitSeconds(3599)).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 });
    expect(splitSeconds(86399)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(splitSeconds(86400)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('keeps counting days past a month', () => {
    expect(splitSeconds(400 * 86400).days).toBe(400);
  });

  it('drops fractions of a second', () => {
    expect(splitSeconds(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
  });

  it('shows zeros for expired, negative or broken input', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(splitSeconds(0)).toEqual(zero);
    expect(splitSeconds(-30)).toEqual(zero);
    expect(splitSeconds(Number.NaN)).toEqual(zero);
    expect(splitSeconds(Number.POSITIVE_INFINITY)).toEqual(zero);
  });
});

describe('secondsUntil / secondsSince', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('rounds the time left up so the last second is still shown', () => {
    expect(secondsUntil(now + 1500, now)).toBe(2);
    expect(secondsUntil(now + 1000, now)).toBe(1);
    expect(secondsUntil(now, now)).toBe(0);
    expect(secondsUntil(now - 5000, now)).toBe(0);
  });

  it('counts whole seconds since a start and never goes negative', () => {
    expect(secondsSince(now - 90_999, now)).toBe(90);
    expect(secondsSince(now + 10_000, now)).toBe(0);
  });
});

describe('toEpochMs', () => {
  it('accepts ISO strings, dates and numbers', () => {
    expect(toEpochMs('2026-11-22T10:00:00Z')).toBe(Date.parse('2026-11-22T10:00:00Z'));
    expect(toEpochMs(new Date(5000))).toBe(5000);
    expect(toEpochMs(42)).toBe(42);
  });

  it('rejects text that is not a date', () => {
    expect(toEpochMs('tomorrow-ish')).toBeNull();
    expect(toEpochMs(new Date('nope'))).toBeNull();
  });
});
