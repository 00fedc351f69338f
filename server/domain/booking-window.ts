/**
 * How far ahead customers may book (issue 22 item 5): the salon's window is its next
 * `horizon_days` days on its own clock, today first. The slots call answers at most 14 days per
 * request, so the booking page pages through the window with `from`; a range that starts after
 * the window's last day has nothing to offer and is refused (422 `outside_booking_window`), while a
 * range running over the end answers its outside days empty.
 */
import { instantToWall } from '../../shared/time-zones';
import { InvalidInputError } from './errors';

const DAY = 86_400_000;

/** The last day (`YYYY-MM-DD`, salon time zone) of a window of `horizonDays` days starting today. */
export function lastBookableDay(timeZone: string, horizonDays: number, now: Date): string {
  const today = instantToWall(timeZone, now.getTime()).date;
  return new Date(Date.parse(`${today}T00:00:00Z`) + (Math.max(1, horizonDays) - 1) * DAY).toISOString().slice(0, 10);
}

/** Refuses a range of days that starts after the salon's window (code `outside_booking_window`, the field `from`). */
export function checkInBookingWindow(from: string, timeZone: string, horizonDays: number, now: Date): void {
  if (from <= lastBookableDay(timeZone, horizonDays, now)) return;
  throw new InvalidInputError(
    { from: ['api.customer.outside_booking_window'] },
    { code: 'outside_booking_window', messageKey: 'api.customer.outside_booking_window', params: { days: horizonDays } },
  );
}
