import type { CalendarDate } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, call } from '../../api';

/**
 * A salon's closed time for the days [first, end): prayer pauses, closures and time off as the
 * schedule shades and names them, and the days' hours (a Ramadan night past midnight). Every schedule
 * of the dashboard reads it here, so they agree; a schedule shows without it until it arrives.
 */
export function useClosedTime(salonId: number | undefined, first: CalendarDate, end: CalendarDate, enabled = true) {
  const closedTime = useQuery({
    queryKey: ['closed-time', { salonId, from: first.toString(), to: end.toString() }],
    queryFn: () =>
      call(api.GET('/provider/salons/{id}/closed-time', { params: { path: { id: salonId ?? 0 }, query: { date: first.toString(), to_date: end.subtract({ days: 1 }).toString() } } })),
    select: (body) => body.data,
    enabled: salonId !== undefined && enabled,
  });
  const blocked = useMemo(
    () =>
      (closedTime.data?.spans ?? []).map((s, i) => ({
        id: `${s.source}-${s.closure_id ?? s.prayer}-${i}`,
        barberId: s.barber_id === null ? null : String(s.barber_id),
        startsAt: s.starts_at,
        endsAt: s.ends_at,
        label: s.name,
      })),
    [closedTime.data],
  );
  return { data: closedTime.data, blocked };
}
