/** Milliseconds between automatic moves (WCAG 2.2.2: it pauses on hover, on focus, and by the pause button). */
export const PARTNERS_AUTO_ADVANCE_MS = 5000;
/** The narrowest a logo slide gets; the number shown at once follows the space available. */
export const PARTNER_SLIDE_MIN_PX = 160;

/** How many slides fit in a viewport of `width` px: at least one, at most all of them. */
export function slidesPerView(width: number, total: number, minSlidePx: number = PARTNER_SLIDE_MIN_PX): number {
  if (total <= 0) return 1;
  const fit = Math.floor(Math.max(0, width) / minSlidePx);
  return Math.min(total, Math.max(1, fit));
}

/** The last index the first visible slide may take (the view never runs past the end). */
export function lastStart(total: number, perView: number): number {
  return Math.max(0, total - perView);
}

/** The next first-visible index, wrapping from the end back to the start and the other way. */
export function step(index: number, by: 1 | -1, total: number, perView: number): number {
  const last = lastStart(total, perView);
  if (last === 0) return 0;
  const next = index + by;
  if (next > last) return 0;
  if (next < 0) return last;
  return next;
}

/** Whether slide `slide` is in view when the first visible one is `start`. */
export function isVisible(slide: number, start: number, perView: number): boolean {
  return slide >= start && slide < start + perView;
}
