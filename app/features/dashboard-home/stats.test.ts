import { describe, expect, it } from 'vitest';
import { dailyTotals } from './stats';

const now = new Date('2026-03-16T12:00:00+03:00');

describe('dailyTotals', () => {
  it('gives one entry per day of the window, oldest first, ending today in the zone', () => {
    const days = dailyTotals([], now, 'Asia/Riyadh', 30);
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-02-15');
    expect(days.at(-1)?.date).toBe('2026-03-16');
  });

  it('counts completed reservations on the salon-zone day they started and sums their totals', () => {
    const days = dailyTotals(
      [
        // 22:30 UTC on the 15th is 01:30 on the 16th in Riyadh.
        { starts_at: '2026-03-15T22:30:00Z', total: 5000, status: 'completed' },
        { starts_at: '2026-03-16T10:00:00+03:00', total: 7500, status: 'completed' },
        { starts_at: '2026-03-16T11:00:00+03:00', total: 9900, status: 'cancelled' },
        { starts_at: '2025-01-01T11:00:00+03:00', total: 100, status: 'completed' },
      ],
      now,
      'Asia/Riyadh',
    );
    expect(days.at(-1)).toEqual({ date: '2026-03-16', bookings: 2, revenue: 12500 });
    expect(days.reduce((sum, d) => sum + d.bookings, 0)).toBe(2);
  });
});
