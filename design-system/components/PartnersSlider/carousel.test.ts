import { describe, expect, it } from 'vitest';
import { isVisible, lastStart, slidesPerView, step } from './carousel';

describe('partners carousel', () => {
  it('fits as many slides as the width allows, at least one and at most all', () => {
    expect(slidesPerView(1000, 10, 160)).toBe(6);
    expect(slidesPerView(375, 10, 160)).toBe(2);
    expect(slidesPerView(100, 10, 160)).toBe(1);
    expect(slidesPerView(2000, 3, 160)).toBe(3);
    expect(slidesPerView(500, 0, 160)).toBe(1);
  });

  it('steps one slide and wraps at both ends', () => {
    expect(lastStart(8, 3)).toBe(5);
    expect(step(0, 1, 8, 3)).toBe(1);
    expect(step(5, 1, 8, 3)).toBe(0);
    expect(step(0, -1, 8, 3)).toBe(5);
    expect(step(3, -1, 8, 3)).toBe(2);
  });

  it('stays put when everything is already in view', () => {
    expect(step(0, 1, 3, 3)).toBe(0);
    expect(step(0, -1, 3, 5)).toBe(0);
  });

  it('knows which slides are in view', () => {
    expect([0, 1, 2, 3, 4].map((slide) => isVisible(slide, 1, 3))).toEqual([false, true, true, true, false]);
  });
});
