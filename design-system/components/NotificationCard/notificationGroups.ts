import { fromAbsolute, parseDate, toCalendarDate } from '@internationalized/date';

/** The card shows at most this many date groups… */
export const NOTIFICATION_GROUP_LIMIT = 2;
/** …of at most this many notifications each. */
export const NOTIFICATIONS_PER_GROUP_LIMIT = 3;
/** Placeholder entries shown while notifications load. */
export const NOTIFICATION_PLACEHOLDER_COUNT = 4;

export interface NotificationItem {
  id: string;
  /** Already in the reader's language (the API keeps one per locale). */
  title: string;
  body: string;
  /** ISO date-time. */
  createdAt: string;
  isRead: boolean;
  /** Where the notification leads (a reservation, the wallet…). */
  href?: string;
}

export interface NotificationGroup {
  /** The group's calendar day, `YYYY-MM-DD`. */
  date: string;
  items: NotificationItem[];
}

/** The groups the card shows: the first non-empty date groups, each cut to the per-group limit. */
export function limitNotificationGroups(groups: readonly NotificationGroup[]): NotificationGroup[] {
  return groups
    .filter((group) => group.items.length > 0)
    .slice(0, NOTIFICATION_GROUP_LIMIT)
    .map((group) => ({ ...group, items: group.items.slice(0, NOTIFICATIONS_PER_GROUP_LIMIT) }));
}

/** Unread notifications among all the groups given (not only the ones shown). */
export function countUnread(groups: readonly NotificationGroup[]): number {
  return groups.reduce((sum, group) => sum + group.items.filter((item) => !item.isRead).length, 0);
}

export type DayName = 'today' | 'yesterday' | 'other' | 'invalid';

/** Whether `date` (`YYYY-MM-DD`) is today or yesterday in `timeZone` at the instant `nowMs`. */
export function dayName(date: string, timeZone: string, nowMs: number): DayName {
  let day;
  try {
    day = parseDate(date);
  } catch {
    return 'invalid';
  }
  const current = toCalendarDate(fromAbsolute(nowMs, timeZone));
  if (day.compare(current) === 0) return 'today';
  if (day.compare(current.subtract({ days: 1 })) === 0) return 'yesterday';
  return 'other';
}
