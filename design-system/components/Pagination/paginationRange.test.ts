import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginationRange, type PageItem } from './paginationRange';

const show = (items: PageItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(show(paginationRange(1, 1))).toEqual([1]);
    expect(show(paginationRange(3, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses where pages are left out', () => {
    expect(show(paginationRange(1, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(show(paginationRange(10, 20))).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(show(paginationRange(20, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(show(paginationRange(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(show(paginationRange(5, 20))).toEqual([1, '…', 4, 5, 6, '…', 20]);
  });

  it('honours siblings and boundaries', () => {
    expect(show(paginationRange(50, 100, { siblings: 2, boundaries: 2 }))).toEqual([1, 2, '…', 48, 49, 50, 51, 52, '…', 99, 100]);
    expect(show(paginationRange(50, 100, { siblings: 0, boundaries: 0 }))).toEqual(['…', 50, '…']);
  });

  it('clamps a page outside the range and gives nothing for no pages', () => {
    expect(show(paginationRange(99, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(show(paginationRange(-3, 20))).toEqual(show(paginationRange(1, 20)));
    expect(show(paginationRange(Number.NaN, 20))).toEqual(show(paginationRange(1, 20)));
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, Number.NaN)).toEqual([]);
  });

  it('keeps its promises for any page, total, siblings and boundaries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (rawPage, total, siblings, boundaries) => {
          const current = Math.min(rawPage, total);
          const items = paginationRange(current, total, { siblings, boundaries });
          const shown = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
          // Ascending, no duplicates, all within range.
          shown.forEach((page, i) => {
            expect(page).toBeGreaterThanOrEqual(1);
            expect(page).toBeLessThanOrEqual(total);
            if (i > 0) expect(page).toBeGreaterThan(shown[i - 1]!);
          });
          // The current page and its siblings are always there.
          for (let p = Math.max(1, current - siblings); p <= Math.min(total, current + siblings); p += 1) expect(shown).toContain(p);
          // The first and last boundary pages are always there.
          for (let p = 1; p <= Math.min(boundaries, total); p += 1) expect(shown).toContain(p);
          for (let p = Math.max(1, total - boundaries + 1); p <= total; p += 1) expect(shown).toContain(p);
          // The same number of items wherever the current page is (the buttons do not jump).
          expect(items.length).toBe(Math.min(total, boundaries * 2 + siblings * 2 + 3));
          // An ellipsis stands for at least two hidden pages, and never two in a row.
          items.forEach((item, i) => {
            if (item.type !== 'ellipsis') return;
            const before = items[i - 1];
            const after = items[i + 1];
            expect(after?.type).not.toBe('ellipsis');
            const from = before?.type === 'page' ? before.page : 0;
            const to = after?.type === 'page' ? after.page : total + 1;
            expect(to - from - 1).toBeGreaterThanOrEqual(2);
          });
        },
      ),
    );
  });
});
