import { describe, expect, it } from 'vitest';
import { bezierPoints, contrast, toHex } from './tokens';

describe('foundations helpers', () => {
  it('writes computed colours as hex', () => {
    expect(toHex('rgb(107, 63, 160)')).toBe('#6b3fa0');
    expect(toHex('rgba(17, 20, 24, 0.55)')).toBe('#1114188c');
  });
  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrast('#1c1f24', '#ffffff')).toBeGreaterThan(4.5);
  });
  it('reads the easing curve', () => {
    expect(bezierPoints('cubic-bezier(0.2, 0, 0, 1)')).toEqual([0.2, 0, 0, 1]);
    expect(bezierPoints('ease-in')).toBeNull();
  });
});
