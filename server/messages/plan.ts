/**
 * Which messages a booking change causes (issue 19, docs/customer-messages.md, "Pipeline"). Called
 * inside the change's transaction: the rows and their jobs commit or roll back with the booking.
 *
 * - Every event writes its message (`booked`, `approved`, `declined`, `moved`, `cancelled`), due at
 *   once; a confirmed booking (booked without approval, approved, moved) also gets its reminders by
 *   the salon's settings, skipping those already past.
 * - `dedupe_key` (`<reservation>:<kind>:<visit ISO>[:<offset>]`) makes a second write of the same
 *   message a no-op: one message per booking, kind and time.
 * - A move or a cancellation marks the reminders still waiting for the old time `skipped` at once
 *   (the provider sees it); the job checks again when it runs (deliver.ts) either way.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { MessageChannelSetting, MessageKind } from '../db/tables/customer-messages';
import type { Locale } from '../i18n';
import { scheduleMessages } from './queue';

type Executor = Kysely<Database> | Transaction<Database>;

export type BookingEvent = 'booked' | 'approved' | 'declined' | 'moved' | 'cancelled';

export interface SalonMessageSettings {
  channel: MessageChannelSetting;
  remindersEnabled: boolean;
  reminderOffsetsMinutes: number[];
}

/** A salon without a saved row (migration 0150's defaults). */
const defaultMessageSettings: SalonMessageSettings = { channel: 'whatsapp_sms', remindersEnabled: true, reminderOffsetsMinutes: [1440, 120] };

const locales: readonly Locale[] = ['ar', 'en', 'tr', 'ur'];

export async function salonMessageSettings(db: Executor, salonId: number): Promise<SalonMessageSettings> {
  const row = await db
    .selectFrom('salon_message_settings')
    .select(['channel', 'reminders_enabled', 'reminder_offsets_minutes'])
    .where('salon_id', '=', salonId)
    .executeTakeFirst();
  return messageSettingsOf(row);
}

/** A settings row as read (all null: the salon has none, so the defaults). */
export function messageSettingsOf(row: { channel: MessageChannelSetting | null; reminders_enabled: boolean | null; reminder_offsets_minutes: number[] | null } | undefined): SalonMessageSettings {
  if (!row?.channel || row.reminders_enabled === null || !row.reminder_offsets_minutes) return defaultMessageSettings;
  return { channel: row.channel, remindersEnabled: row.reminders_enabled, reminderOffsetsMinutes: row.reminder_offsets_minutes };
}

/** What follows the reservation's id in a message's dedupe key: `:<kind>:<visit ISO>[:<offset>]`. */
function dedupeSuffix(kind: MessageKind, appointmentAt: Date, offsetMinutes?: number | null): string {
  return `:${kind}:${appointmentAt.toISOString()}${offsetMinutes == null ? '' : `:${offsetMinutes}`}`;
}

function dedupeKey(reservationId: number, kind: MessageKind, appointmentAt: Date, offsetMinutes?: number | null): string {
  return `${reservationId}${dedupeSuffix(kind, appointmentAt, offsetMinutes)}`;
}

/** A customer's messages are in their client record's language; none known (or a new client): Arabic. */
const defaultMessageLocale: Locale = 'ar';

interface Booking {
  id: number;
  provider_id: number;
  salon_id: number;
  starts_at: Date;
  status: string;
  /** Null for a walk-in who gave no mobile: no message is planned. */
  customer_mobile: string | null;
  language: string | null;
}

/** A booking gets customer messages only with a mobile (a walk-in may have none). */
const isMobile = (mobile: string | null): mobile is string => mobile !== null && /^5\d{8}$/.test(mobile);

/** The booking and its salon's message settings, in one read (inside the change's transaction, every round trip holds it open). */
async function loadBooking(db: Executor, reservationId: number): Promise<(Booking & { settings: SalonMessageSettings }) | undefined> {
  const row = await db
    .selectFrom('reservations as r')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('salon_message_settings as s', 's.salon_id', 'r.salon_id')
    .select(['r.id', 'r.provider_id', 'r.salon_id', 'r.starts_at', 'r.status', 'r.customer_mobile', 'c.language', 's.channel', 's.reminders_enabled', 's.reminder_offsets_minutes'])
    .where('r.id', '=', reservationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { channel, reminders_enabled, reminder_offsets_minutes, ...booking } = row;
  return { ...booking, settings: messageSettingsOf({ channel, reminders_enabled, reminder_offsets_minutes }) };
}

interface PlannedMessage {
  kind: MessageKind;
  sendAt: Date;
  offsetMinutes: number | null;
}

/**
 * Inserts the messages (ON CONFLICT on the dedupe key: nothing) and schedules the job of each new
 * one. `revive`: a reminder skipped because reminders were off is queued again (replanReminders).
 */
async function insertMessages(db: Executor, booking: Booking & { customer_mobile: string }, planned: PlannedMessage[], revive = false): Promise<string[]> {
  if (planned.length === 0) return [];
  const locale: Locale = locales.includes(booking.language as Locale) ? (booking.language as Locale) : defaultMessageLocale;
  const rows = planned.map((m) => ({
    provider_id: booking.provider_id,
    salon_id: booking.salon_id,
    reservation_id: booking.id,
    kind: m.kind,
    dedupe_key: dedupeKey(booking.id, m.kind, booking.starts_at, m.offsetMinutes),
    send_at: m.sendAt,
    appointment_at: booking.starts_at,
    offset_minutes: m.offsetMinutes,
    locale,
    recipient: booking.customer_mobile,
  }));
  const inserted = await db
    .insertInto('customer_messages')
    .values(rows)
    .onConflict((oc) =>
      revive
        ? oc
            .column('dedupe_key')
            .doUpdateSet({ status: 'queued', skip_reason: null, send_at: (eb) => eb.ref('excluded.send_at') })
            .where('customer_messages.status', '=', 'skipped')
            .where('customer_messages.skip_reason', '=', 'reminders_off')
        : oc.column('dedupe_key').doNothing(),
    )
    .returning(['id', 'send_at'])
    .execute();
  await scheduleMessages(db, inserted.map((row) => ({ messageId: String(row.id), runAt: row.send_at })));
  return inserted.map((row) => String(row.id));
}

/** The reminders of a confirmed booking at `at`: each offset of the settings whose time is still ahead. */
function plannedReminders(startsAt: Date, settings: SalonMessageSettings, at: Date): PlannedMessage[] {
  if (!settings.remindersEnabled) return [];
  return [...new Set(settings.reminderOffsetsMinutes)]
    .map((offsetMinutes) => ({ kind: 'reminder' as const, sendAt: new Date(startsAt.getTime() - offsetMinutes * 60_000), offsetMinutes }))
    .filter((m) => m.sendAt.getTime() > at.getTime());
}

/** Marks the booking's waiting reminders not for `keepFor` (its current time) skipped. */
async function skipWaitingReminders(db: Executor, reservationId: number, reason: 'moved' | 'cancelled', keepFor: Date | null): Promise<void> {
  let query = db
    .updateTable('customer_messages')
    .set({ status: 'skipped', skip_reason: reason })
    .where('reservation_id', '=', reservationId)
    .where('kind', '=', 'reminder')
    .where('status', '=', 'queued');
  if (keepFor) query = query.where('appointment_at', '<>', keepFor);
  await query.execute();
}

/**
 * The messages of one booking change, written with `trx` (the change's transaction). Returns the ids
 * of the messages it added.
 */
export async function planBookingMessages(
  trx: Executor,
  change: { reservationId: number; event: BookingEvent; at: Date },
): Promise<string[]> {
  const booking = await loadBooking(trx, change.reservationId);
  const mobile = booking?.customer_mobile ?? null;
  if (!booking || !isMobile(mobile)) return [];
  if (change.event === 'cancelled' || change.event === 'declined') {
    await skipWaitingReminders(trx, booking.id, 'cancelled', null);
  } else if (change.event === 'moved') {
    await skipWaitingReminders(trx, booking.id, 'moved', booking.starts_at);
  }
  return insertMessages(trx, { ...booking, customer_mobile: mobile }, messagesOf(change.event, booking, booking.settings, change.at));
}

/** An event's messages: its own, due at once, and, for a booking confirmed by it (booked without approval, approved, moved), its reminders. */
function messagesOf(event: BookingEvent, booking: { status: string; starts_at: Date }, settings: SalonMessageSettings, at: Date): PlannedMessage[] {
  const own: PlannedMessage = { kind: event, sendAt: at, offsetMinutes: null };
  if (event === 'cancelled' || event === 'declined' || booking.status !== 'confirmed') return [own];
  return [own, ...plannedReminders(booking.starts_at, settings, at)];
}

/**
 * The messages of a booking being created (`booked`, and its reminders when it is confirmed), as a
 * part of the statement that inserts it: that statement's CTE `r` is the inserted row (its id,
 * client, salon, time and mobile). Null when the booking has no mobile to write to. The
 * insert returns each message's id and due time, for its job (scheduleMessages, in the same
 * transaction).
 */
export function bookedMessagesInsert(
  db: Kysely<Database>,
  booking: { provider_id: number; status: string; starts_at: Date; customer_mobile: string | null },
  settings: SalonMessageSettings,
  at: Date,
) {
  if (!isMobile(booking.customer_mobile)) return null;
  const rows = messagesOf('booked', booking, settings, at).map((m) => ({
    kind: m.kind,
    key: dedupeSuffix(m.kind, booking.starts_at, m.offsetMinutes),
    send_at: m.sendAt.toISOString(),
    offset_minutes: m.offsetMinutes,
  }));
  return db
    .insertInto('customer_messages')
    .columns(['provider_id', 'salon_id', 'reservation_id', 'kind', 'dedupe_key', 'send_at', 'appointment_at', 'offset_minutes', 'locale', 'recipient'])
    .expression(
      sql`SELECT ${booking.provider_id}::integer, r.salon_id, r.id, v.kind, r.id || v.key, v.send_at, r.starts_at, v.offset_minutes, coalesce(c.language, ${defaultMessageLocale}), r.customer_mobile
            FROM r LEFT JOIN clients c ON c.id = r.client_id,
                 jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(kind text, key text, send_at timestamptz, offset_minutes integer)`,
    )
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning(['id', 'send_at']);
}

/**
 * A salon's reminder settings changed (PUT /provider/salons/{id}/messages): the waiting reminders
 * of its confirmed bookings yet to come follow them — those of an offset no longer chosen (or all,
 * reminders off) are skipped, new offsets get theirs, and a reminder skipped as off comes back.
 */
export async function replanReminders(trx: Executor, salonId: number, at: Date = new Date()): Promise<void> {
  const settings = await salonMessageSettings(trx, salonId);
  const offsets = settings.remindersEnabled ? settings.reminderOffsetsMinutes : [];
  await trx
    .updateTable('customer_messages')
    .set({ status: 'skipped', skip_reason: 'reminders_off' })
    .where('salon_id', '=', salonId)
    .where('kind', '=', 'reminder')
    .where('status', '=', 'queued')
    .$if(offsets.length > 0, (q) => q.where(sql<boolean>`NOT (offset_minutes = ANY(${sql.val(offsets)}::int[]))`))
    .execute();
  if (offsets.length === 0) return;
  const bookings = await trx
    .selectFrom('reservations as r')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .select(['r.id', 'r.provider_id', 'r.salon_id', 'r.starts_at', 'r.status', 'r.customer_mobile', 'c.language'])
    .where('r.salon_id', '=', salonId)
    .where('r.status', '=', 'confirmed')
    .where('r.starts_at', '>', at)
    .execute();
  for (const booking of bookings) {
    const mobile = booking.customer_mobile;
    if (!isMobile(mobile)) continue;
    await insertMessages(trx, { ...booking, customer_mobile: mobile }, plannedReminders(booking.starts_at, settings, at), true);
  }
}
