/** "Nice" axis ticks covering [min, max]: steps of 1, 2, 2.5 or 5 × 10ⁿ, zero always included. */
export function niceTicks(min: number, max: number, targetCount = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (!Number.isFinite(low) || !Number.isFinite(high)) return [0];
  if (high === low) return [0, 1];
  const rough = (high - low) / Math.max(1, targetCount - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounding keeps 0.1 + 0.2 from showing up as 0.30000000000000004.
  for (let k = Math.round(first / step); k <= Math.round(last / step); k += 1) ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

/** A linear map from a domain onto a range (pixels). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Show every k-th category label so that labels do not collide. */
export function labelStride(count: number, plotWidth: number, minLabelWidth: number): number {
  if (count <= 0) return 1;
  const fit = Math.max(1, Math.floor(plotWidth / minLabelWidth));
  return Math.max(1, Math.ceil(count / fit));
}

export interface PlotBox {
  width: number;
  height: number;
  /** Space kept for the value axis (on the inline-start side) and the category axis (below). */
  axisInline: number;
  axisBlock: number;
  padding: number;
}

/**
 * The inline position (px from the left edge of the SVG) of category `index` of `count`, centred
 * in its band. Left to right in LTR; in RTL the first category is at the right, so time runs
 * right to left as Arabic and Urdu readers expect.
 */
export function bandCentre(index: number, count: number, box: PlotBox, rtl: boolean): number {
  const plotStart = box.axisInline;
  const plotWidth = box.width - box.axisInline - box.padding;
  const band = plotWidth / Math.max(1, count);
  const ltr = plotStart + band * index + band / 2;
  return rtl ? box.width - ltr : ltr;
}
