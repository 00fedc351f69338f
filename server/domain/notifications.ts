/**
 * Notifications: stored per user with the text in all four languages, listed newest first and
 * grouped by day (Asia/Riyadh), counted, marked read, and pushed in real time on the owner's
 * private channel (`notification.created`, then `notifications.count`).
 *
 * Other areas create them through `notifyProvider`, after their own transaction has committed:
 *
 *   await notifyProvider(deps, reservation.provider_id, {
 *     type: 'reservation_created',
 *     data: notificationText('api.booking.notification.reservation_created', { customer, time }),
 *     link: `/provider-dashboard/reservations/${reservation.id}`,
 *   }, { permission: 'reservations.view' });
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Audience, NotificationData } from '../db/tables/platform';
import { besideHijri, showsHijri } from '../../shared/hijri';
import { locales, translate, type Locale, type MessageParams } from '../i18n';
import type { Broadcaster } from '../realtime/broadcaster';

export type NotificationType =
  | 'reservation_created'
  | 'reservation_cancelled'
  | 'reservation_updated'
  | 'wallet_credited'
  | 'withdrawal_requested'
  | 'withdrawal_paid'
  | 'package_expiring'
  | 'package_expired'
  | 'general';

/** Who reads a notification, as far as its text depends on it: whether they see Hijri dates (`show_hijri`). */
export interface NotificationReader {
  showHijri: boolean;
}

export interface NewNotification {
  type: NotificationType;
  /**
   * `{ ar: { title, body }, en: {…}, tr: {…}, ur: {…} }`; `notificationText()` builds it from message keys.
   * A function writes it per reader (a text with a date: the Hijri date only for those who see them).
   */
  data: NotificationData | ((reader: NotificationReader) => NotificationData);
  /** App path without the locale prefix, e.g. `/provider-dashboard/reservations/12`. */
  link?: string | null;
}

export interface NotifyDeps {
  db: Kysely<Database>;
  realtime: Pick<Broadcaster, 'publish'>;
  log?: { warn(obj: unknown, msg?: string): void };
}

/** The contract's `Notification`. */
export interface NotificationView {
  id: number;
  type: string;
  is_read: boolean;
  created_at: string;
  data: NotificationData;
  link: string | null;
}

/**
 * Title and body in every language from two message keys: `<key>.title` and `<key>.body`.
 * Dates, times and names that differ per language come as a function of the language.
 */
export function notificationText(key: string, params?: MessageParams | ((locale: Locale) => MessageParams)): NotificationData {
  return Object.fromEntries(
    locales.map((locale) => {
      const values = typeof params === 'function' ? params(locale) : params;
      return [locale, { title: translate(locale, `${key}.title`, values), body: translate(locale, `${key}.body`, values) }];
    }),
  ) as NotificationData;
}

/**
 * A date already written in `locale`, for a notification's text: in Arabic, with its Umm al-Qura
 * date beside it (as the app writes dates in sentences, shared/hijri.ts) unless the reader hid them.
 */
export function dateForReader(locale: Locale, written: string, instant: Date, timeZone: string, reader: NotificationReader): string {
  return reader.showHijri && showsHijri(locale) ? besideHijri(written, instant, timeZone) : written;
}

export function providerChannel(userId: number): string {
  return `private-provider.${userId}`;
}

function focusChannel(userId: number): string {
  return `private-focus.${userId}`;
}

interface NotificationRow {
  id: number;
  type: string;
  read_at: Date | null;
  created_at: Date;
  data: NotificationData;
  link: string | null;
}

function view(row: NotificationRow): NotificationView {
  return { id: row.id, type: row.type, is_read: row.read_at !== null, created_at: row.created_at.toISOString(), data: row.data, link: row.link };
}

/**
 * Stores `notification` for the users of provider `providerId` (the owner, and staff who hold
 * `permission` when given, else every staff user) and pushes it to each of them. Returns the rows.
 * `actorUserId` is the provider user whose action this tells of: nobody is told of their own action
 * (the owner who books is not notified; a receptionist's booking does notify the owner).
 */
/** A provider user as notifyProvider reads them. */
export interface ProviderUserOfNotice {
  id: number;
  role: string;
  permissions: string[];
  show_hijri: boolean;
}

export async function notifyProvider(
  deps: NotifyDeps,
  providerId: number,
  notification: NewNotification,
  options: { permission?: string; userIds?: number[]; actorUserId?: number; users?: readonly ProviderUserOfNotice[] } = {},
): Promise<NotificationView[]> {
  let users = deps.db.selectFrom('provider_users').select(['id', 'role', 'permissions', 'show_hijri']).where('provider_id', '=', providerId);
  if (options.userIds) users = users.where('id', 'in', options.userIds.length ? options.userIds : [-1]);
  // The caller may have read the provider's users already (all of them: `userIds` is then not given).
  const recipients = (options.users && !options.userIds ? options.users : await users.execute()).filter(
    (u) => u.id !== options.actorUserId && (u.role === 'owner' || !options.permission || u.permissions.includes(options.permission)),
  );
  const created: NotificationView[] = [];
  for (const user of recipients) {
    created.push(await notifyUser(deps, { kind: 'provider', id: user.id }, notification, { showHijri: user.show_hijri }));
  }
  return created;
}

/** What a provider user's texts depend on; a focus user has no Hijri setting, so sees them (the default). */
async function readerOf(db: Kysely<Database>, recipient: { kind: Audience; id: number }): Promise<NotificationReader> {
  if (recipient.kind !== 'provider') return { showHijri: true };
  const user = await db.selectFrom('provider_users').select('show_hijri').where('id', '=', recipient.id).executeTakeFirst();
  return { showHijri: user?.show_hijri ?? true };
}

/**
 * Stores one notification for one user and pushes it (failures to push are logged, never thrown).
 * A text written per reader is written for this one (`reader`, or their stored settings).
 */
export async function notifyUser(
  deps: NotifyDeps,
  recipient: { kind: Audience; id: number },
  notification: NewNotification,
  reader?: NotificationReader,
): Promise<NotificationView> {
  const data = typeof notification.data === 'function' ? notification.data(reader ?? (await readerOf(deps.db, recipient))) : notification.data;
  const row = await deps.db
    .insertInto('notifications')
    .values({
      recipient_kind: recipient.kind,
      recipient_id: recipient.id,
      type: notification.type,
      data: JSON.stringify(data),
      link: notification.link ?? null,
    })
    .returning(['id', 'type', 'read_at', 'created_at', 'data', 'link'])
    .executeTakeFirstOrThrow();
  const created = view(row);
  const channel = recipient.kind === 'provider' ? providerChannel(recipient.id) : focusChannel(recipient.id);
  try {
    await deps.realtime.publish(channel, 'notification.created', created);
    await deps.realtime.publish(channel, 'notifications.count', { unread: await unreadCount(deps.db, recipient) });
  } catch (error) {
    deps.log?.warn({ err: error, channel }, 'real-time push failed; the notification is stored');
  }
  return created;
}

export async function unreadCount(db: Kysely<Database>, recipient: { kind: Audience; id: number }): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .where('recipient_kind', '=', recipient.kind)
    .where('recipient_id', '=', recipient.id)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const dayInRiyadh = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A page of notifications, newest first, grouped by day in Asia/Riyadh. Pagination counts notifications. */
export async function listNotifications(
  db: Kysely<Database>,
  recipient: { kind: Audience; id: number },
  options: { isRead?: boolean; page: number; perPage: number },
): Promise<{ groups: { date: string; notifications: NotificationView[] }[]; total: number }> {
  let base = db.selectFrom('notifications').where('recipient_kind', '=', recipient.kind).where('recipient_id', '=', recipient.id);
  if (options.isRead === true) base = base.where('read_at', 'is not', null);
  if (options.isRead === false) base = base.where('read_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'type', 'read_at', 'created_at', 'data', 'link'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number | bigint>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const groups: { date: string; notifications: NotificationView[] }[] = [];
  for (const row of rows) {
    const date = dayInRiyadh.format(row.created_at);
    const last = groups[groups.length - 1];
    if (last?.date === date) last.notifications.push(view(row));
    else groups.push({ date, notifications: [view(row)] });
  }
  return { groups, total: Number(count.n) };
}

/** Marks every unread notification read; idempotent. Pushes the new count. */
export async function markAllRead(deps: NotifyDeps, recipient: { kind: Audience; id: number }, now: Date): Promise<number> {
  const result = await deps.db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('recipient_kind', '=', recipient.kind)
    .where('recipient_id', '=', recipient.id)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  await pushCount(deps, recipient);
  return Number(result.numUpdatedRows);
}

/** Marks one of the recipient's notifications read; null when it is not theirs. */
export async function markRead(deps: NotifyDeps, recipient: { kind: Audience; id: number }, id: number, now: Date): Promise<NotificationView | null> {
  const row = await deps.db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('recipient_kind', '=', recipient.kind)
    .where('recipient_id', '=', recipient.id)
    .returning(['id', 'type', 'read_at', 'created_at', 'data', 'link'])
    .executeTakeFirst();
  if (!row) return null;
  await pushCount(deps, recipient);
  return view(row);
}

async function pushCount(deps: NotifyDeps, recipient: { kind: Audience; id: number }): Promise<void> {
  const channel = recipient.kind === 'provider' ? providerChannel(recipient.id) : focusChannel(recipient.id);
  try {
    await deps.realtime.publish(channel, 'notifications.count', { unread: await unreadCount(deps.db, recipient) });
  } catch (error) {
    deps.log?.warn({ err: error, channel }, 'real-time push failed');
  }
}
