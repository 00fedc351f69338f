export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PaginationRangeOptions {
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Pages always shown at each end. */
  boundaries?: number;
}

const pages = (from: number, to: number): PageItem[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ type: 'page', page: from + i }) as const);

/**
 * The page buttons to show for `current` of `total`: the first and last `boundaries` pages, the
 * current page with `siblings` on each side, and an ellipsis where pages are left out. An
 * ellipsis always stands for two or more pages (a single missing page is shown instead), and the
 * number of items stays the same as the current page moves, so the buttons do not jump.
 * `current` outside 1…total is clamped; a total below 1 gives no items.
 */
export function paginationRange(current: number, total: number, { siblings = 1, boundaries = 1 }: PaginationRangeOptions = {}): PageItem[] {
  const count = Math.floor(total);
  if (!Number.isFinite(count) || count < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)), count);
  const edge = Math.max(0, Math.floor(boundaries));
  const side = Math.max(0, Math.floor(siblings));

  // Everything fits: first/last boundaries, both ellipses' slots, the current page and its siblings.
  const slots = edge * 2 + side * 2 + 3;
  if (count <= slots) return pages(1, count);

  const windowStart = Math.max(Math.min(page - side, count - edge - side * 2 - 1), edge + 2);
  const windowEnd = Math.min(Math.max(page + side, edge + side * 2 + 2), count - edge - 1);

  const items: PageItem[] = [...pages(1, edge)];
  items.push(windowStart > edge + 2 ? { type: 'ellipsis', position: 'start' } : { type: 'page', page: edge + 1 });
  items.push(...pages(windowStart, windowEnd));
  items.push(windowEnd < count - edge - 1 ? { type: 'ellipsis', position: 'end' } : { type: 'page', page: count - edge });
  items.push(...pages(count - edge + 1, count));
  return items;
}
