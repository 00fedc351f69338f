import { describe, expect, it } from 'vitest';
import { defaultTrendTone, trendDirection } from './trend';

describe('trend', () => {
  it('reads the direction of a change', () => {
    expect(trendDirection(0.12)).toBe('up');
    expect(trendDirection(-0.3)).toBe('down');
    expect(trendDirection(0)).toBe('flat');
    expect(trendDirection(0.00001)).toBe('flat');
    expect(trendDirection(Number.NaN)).toBe('flat');
  });

  it('calls rises good and falls bad by default', () => {
    expect(defaultTrendTone('up')).toBe('positive');
    expect(defaultTrendTone('down')).toBe('critical');
    expect(defaultTrendTone('flat')).toBe('neutral');
  });
});
