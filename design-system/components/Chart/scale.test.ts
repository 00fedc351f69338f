import { describe, expect, it } from 'vitest';
import { bandCentre, labelStride, linearScale, niceTicks } from './scale';

describe('niceTicks', () => {
  it('covers the data with round steps from zero', () => {
    expect(niceTicks(0, 87)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(3, 9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0, 1_254_050)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
  });

  it('includes negative values and zero', () => {
    const ticks = niceTicks(-30, 45);
    expect(ticks[0]).toBeLessThanOrEqual(-30);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(45);
    expect(ticks).toContain(0);
  });

  it('copes with flat and empty data', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN, 5)).toEqual([0]);
  });

  it('avoids floating-point noise', () => {
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('linearScale', () => {
  it('maps a domain onto pixels, upside down for a y axis', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });
});

describe('labelStride', () => {
  it('thins out labels that would collide', () => {
    expect(labelStride(7, 600, 56)).toBe(1);
    expect(labelStride(30, 300, 56)).toBe(6);
    expect(labelStride(0, 300, 56)).toBe(1);
  });
});

describe('bandCentre', () => {
  const box = { width: 600, height: 240, axisInline: 60, axisBlock: 30, padding: 20 };

  it('runs left to right in LTR', () => {
    expect(bandCentre(0, 4, box, false)).toBeLessThan(bandCentre(3, 4, box, false));
    expect(bandCentre(0, 4, box, false)).toBe(60 + 65);
  });

  it('runs right to left in RTL, mirrored', () => {
    expect(bandCentre(0, 4, box, true)).toBeGreaterThan(bandCentre(3, 4, box, true));
    expect(bandCentre(0, 4, box, true)).toBe(600 - (60 + 65));
  });
});
