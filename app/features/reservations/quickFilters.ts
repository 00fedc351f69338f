import { toCalendarDate, fromDate } from '@internationalized/date';
import type { ReservationStatus } from './data';

/**
 * The reservations list's quick filters. `upcoming` is where the list opens: today's bookings
 * (those already begun too, still to be completed) and everything after, soonest first.
 */
export const quickFilters = ['upcoming', 'today', 'pending', 'past', 'all'] as const;
export type QuickFilter = (typeof quickFilters)[number];
type ListSort = 'starts_at' | '-starts_at' | 'created_at' | '-created_at';

export interface QuickFilterQuery {
  from?: string;
  to?: string;
  status?: ReservationStatus[];
  sort: ListSort;
}

/** The quick filter in the address (`when`), `upcoming` when absent or unknown. */
export function readQuickFilter(value: string | undefined): QuickFilter {
  return quickFilters.find((f) => f === value) ?? 'upcoming';
}

/** The list query a quick filter stands for at `now`, days counted in the salon's zone. */
export function quickFilterQuery(filter: QuickFilter, now: Date, timeZone: string): QuickFilterQuery {
  const day = toCalendarDate(fromDate(now, timeZone));
  const startOfToday = day.toDate(timeZone).toISOString();
  switch (filter) {
    case 'upcoming':
      return { from: startOfToday, sort: 'starts_at' };
    case 'today':
      return { from: startOfToday, to: day.add({ days: 1 }).toDate(timeZone).toISOString(), sort: 'starts_at' };
    case 'pending':
      // Waiting for the salon's answer: a request whose day has gone by can no longer be accepted.
      return { from: startOfToday, status: ['pending'], sort: 'starts_at' };
    case 'past':
      return { to: now.toISOString(), sort: '-starts_at' };
    case 'all':
      return { sort: 'starts_at' };
  }
}
