import { describe, expect, it } from 'vitest';
import { quickFilterQuery, readQuickFilter } from './quickFilters';

// 00:30 on 1 March in Riyadh (UTC+3) is still 28 February in UTC: days are the salon's.
const now = new Date('2026-02-28T21:30:00Z');
const zone = 'Asia/Riyadh';

describe('reservation quick filters', () => {
  it('opens on today and what is upcoming, soonest first', () => {
    expect(readQuickFilter(undefined)).toBe('upcoming');
    expect(readQuickFilter('nonsense')).toBe('upcoming');
    expect(quickFilterQuery('upcoming', now, zone)).toEqual({ from: '2026-02-28T21:00:00.000Z', sort: 'starts_at' });
  });

  it('today runs from the salon’s midnight to the next', () => {
    expect(quickFilterQuery('today', now, zone)).toEqual({ from: '2026-02-28T21:00:00.000Z', to: '2026-03-01T21:00:00.000Z', sort: 'starts_at' });
  });

  it('awaiting approval: pending bookings from today on', () => {
    expect(quickFilterQuery(readQuickFilter('pending'), now, zone)).toEqual({ from: '2026-02-28T21:00:00.000Z', status: ['pending'], sort: 'starts_at' });
  });

  it('past: begun before now, latest first', () => {
    expect(quickFilterQuery('past', now, zone)).toEqual({ to: '2026-02-28T21:30:00.000Z', sort: '-starts_at' });
  });

  it('all: no range of its own', () => {
    expect(quickFilterQuery('all', now, zone)).toEqual({ sort: 'starts_at' });
  });
});
