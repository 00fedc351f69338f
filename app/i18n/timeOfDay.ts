import type { IntlShape } from 'react-intl';

/**
 * A wall-clock `HH:MM` from the API (working hours, breaks) as the page's language writes it:
 * `٩:٠٠ ص` in Arabic, `9:00 AM` in English. The time is a time of day, not an instant, so it is
 * formatted in UTC from the Unix epoch's day.
 */
export function formatTimeOfDay(intl: Pick<IntlShape, 'formatTime'>, hhmm: string | null): string {
  if (!hhmm) return '';
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return intl.formatTime(Date.UTC(1970, 0, 1, hour, minute), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
}
