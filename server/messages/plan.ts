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
import { scheduleMessage } from './queue';

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
  if (!row) return defaultMessageSettings;
  return { channel: row.channel, remindersEnabled: row.reminders_enabled, reminderOffsetsMinutes: row.reminder_offsets_minutes };
}

function dedupeKey(reservationId: number, kind: MessageKind, appointmentAt: Date, offsetMinutes?: number | null): string {
  return `${reservationId}:${kind}:${appointmentAt.toISOString()}${offsetMinutes == null ? '' : `:${offsetMinutes}`}`;
}

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

async function loadBooking(db: Executor, reservationId: number): Promise<Booking | undefined> {
  return db
    .selectFrom('reservations as r')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .select(['r.id', 'r.provider_id', 'r.salon_id', 'r.starts_at', 'r.status', 'r.customer_mobile', 'c.language'])
    .where('r.id', '=', reservationId)
    .executeTakeFirst();
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
  const locale: Locale = locales.includes(booking.language as Locale) ? (booking.language as Locale) : 'ar';
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
  for (const row of inserted) await scheduleMessage(db, { messageId: String(row.id), runAt: row.send_at });
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
  const settings = await salonMessageSettings(trx, booking.salon_id);
  const planned: PlannedMessage[] = [{ kind: change.event, sendAt: change.at, offsetMinutes: null }];
  if (change.event === 'cancelled' || change.event === 'declined') {
    await skipWaitingReminders(trx, booking.id, 'cancelled', null);
  } else {
    if (change.event === 'moved') await skipWaitingReminders(trx, booking.id, 'moved', booking.starts_at);
    if (booking.status === 'confirmed') planned.push(...plannedReminders(booking.starts_at, settings, change.at));
  }
  return insertMessages(trx, { ...booking, customer_mobile: mobile }, planned);
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
