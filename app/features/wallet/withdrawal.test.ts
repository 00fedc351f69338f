import { describe, expect, it } from 'vitest';
import { toHalalas, withdrawalProblem } from './withdrawal';

describe('withdrawal amount', () => {
  it('converts riyals to whole halalas without float drift', () => {
    expect(toHalalas(1014.5)).toBe(101450);
    expect(toHalalas(0.1 + 0.2)).toBe(30);
  });

  it('accepts amounts from 1 SAR up to the balance', () => {
    expect(withdrawalProblem(1, 101450)).toBeNull();
    expect(withdrawalProblem(1014.5, 101450)).toBeNull();
  });

  it('refuses empty, zero, negative, under 1 SAR and over the balance', () => {
    expect(withdrawalProblem(Number.NaN, 101450)).toBe('required');
    expect(withdrawalProblem(0, 101450)).toBe('positive');
    expect(withdrawalProblem(-5, 101450)).toBe('positive');
    expect(withdrawalProblem(0.5, 101450)).toBe('minimum');
    expect(withdrawalProblem(1014.51, 101450)).toBe('overBalance');
  });
});
