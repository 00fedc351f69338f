export type TrendTone = 'positive' | 'critical' | 'neutral';
export type TrendDirection = 'up' | 'down' | 'flat';

/** Which way a change goes; changes smaller than half a basis point count as flat. */
export function trendDirection(change: number): TrendDirection {
  if (!Number.isFinite(change) || Math.abs(change) < 0.00005) return 'flat';
  return change > 0 ? 'up' : 'down';
}

/**
 * The tone of a trend unless the caller says otherwise: up is good and down is bad,
 * which callers invert for figures where less is better (cancellations, no-shows).
 */
export function defaultTrendTone(direction: TrendDirection): TrendTone {
  return direction === 'up' ? 'positive' : direction === 'down' ? 'critical' : 'neutral';
}
