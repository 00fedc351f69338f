import { describe, expect, it } from 'vitest';
import { lastDayOf, windowPages } from './dayPages';

describe('the day step\'s pages of the salon\'s window', () => {
  it('cuts the default 30 days into two weeks, two weeks and the last two days', () => {
    const pages = windowPages('2026-11-22', 30);
    expect(pages).toEqual([
      { from: '2026-11-22', days: 14 },
      { from: '2026-12-06', days: 14 },
      { from: '2026-12-20', days: 2 },
    ]);
    expect(lastDayOf(pages.at(-1)!)).toBe('2026-12-21');
  });

  it('offers one short page for a short window, and 180 days in 13 pages ending on the window\'s last day', () => {
    expect(windowPages('2026-11-22', 5)).toEqual([{ from: '2026-11-22', days: 5 }]);
    const long = windowPages('2026-11-22', 180);
    expect(long).toHaveLength(13);
    expect(long.reduce((sum, page) => sum + page.days, 0)).toBe(180);
    expect(lastDayOf(long.at(-1)!)).toBe('2027-05-20');
  });
});
