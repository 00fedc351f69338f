import { describe, expect, it } from 'vitest';
import { periodOf } from './period';

describe('package period', () => {
  it('reads 30-day multiples as months, 365 as a year, anything else as days', () => {
    expect(periodOf(30)).toEqual({ unit: 'month', count: 1 });
    expect(periodOf(90)).toEqual({ unit: 'month', count: 3 });
    expect(periodOf(365)).toEqual({ unit: 'year', count: 1 });
    expect(periodOf(14)).toEqual({ unit: 'day', count: 14 });
  });
});
