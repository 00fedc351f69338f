import type { Locale } from '../../i18n/locales';
import { NOTIFICATION_GROUPS, NOTIFICATIONS_PER_GROUP } from '../constants';

interface LocalizedText {
  title: string;
  body: string;
}

/** A notification as the API sends it (list, real-time channel). */
export interface AppNotification {
  id: number;
  type: string;
  is_read: boolean;
  /** ISO date-time. */
  created_at: string;
  data: Record<Locale, LocalizedText>;
  /** App path without the locale prefix, or null. */
  link: string | null;
}

/** Notifications of one calendar day (Asia/Riyadh), newest first. */
export interface NotificationGroup {
  /** YYYY-MM-DD */
  date: string;
  notifications: AppNotification[];
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone, as the server groups them. */
export function dayOf(isoDateTime: string, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(isoDateTime));
}

export const allNotifications = (groups: readonly NotificationGroup[]): AppNotification[] => groups.flatMap((g) => g.notifications);

export const unreadIn = (groups: readonly NotificationGroup[]): number => allNotifications(groups).filter((n) => !n.is_read).length;

export const contains = (groups: readonly NotificationGroup[], id: number): boolean => allNotifications(groups).some((n) => n.id === id);

/** Puts a notification first in its day's group (creating the group in date order); ignores one already there. */
export function prepend(groups: readonly NotificationGroup[], notification: AppNotification, timeZone: string): NotificationGroup[] {
  if (contains(groups, notification.id)) return [...groups];
  const date = dayOf(notification.created_at, timeZone);
  if (groups.some((group) => group.date === date)) {
    return groups.map((group) => (group.date === date ? { date, notifications: [notification, ...group.notifications] } : group));
  }
  return [...groups, { date, notifications: [notification] }].sort((a, b) => b.date.localeCompare(a.date));
}

/** Sets `is_read` of some notifications (all when `ids` is omitted). */
export function markRead(groups: readonly NotificationGroup[], isRead: boolean, ids?: ReadonlySet<number>): NotificationGroup[] {
  return groups.map((group) => ({
    date: group.date,
    notifications: group.notifications.map((n) => (ids === undefined || ids.has(n.id) ? { ...n, is_read: isRead } : n)),
  }));
}

/** What the notification card shows: the first 2 days, 3 notifications each. */
export function cardGroups(groups: readonly NotificationGroup[]): NotificationGroup[] {
  return groups
    .slice(0, NOTIFICATION_GROUPS)
    .map((group) => ({ date: group.date, notifications: group.notifications.slice(0, NOTIFICATIONS_PER_GROUP) }));
}
