/**
 * What a salon's owner sees and decides of the messages to its customers (issue 19,
 * docs/customer-messages.md): the settings (channel, reminders and their times), the month's
 * count of messages sent (they cost money) and a booking's messages with their status.
 * The messages themselves are planned and sent by server/messages/.
 */
import type { components } from '../../api-spec/schema';
import { wallToInstant, zoneOffset } from '../../shared/time-zones';
import { replanReminders, salonMessageSettings } from '../messages/plan';
import { BookingNotFoundError, formatInZone, type Db, type Locale } from './booking-shared';
import { InvalidInputError } from './errors';

type SettingsView = components['schemas']['MessageSettings'];
type SettingsInput = components['schemas']['MessageSettingsInput'];
type UsageView = components['schemas']['MessageUsage'];
type MessageView = components['schemas']['CustomerMessage'];

/** The salon of this provider, with what the messages screens need of it; 404 for another provider's or an unknown one. */
export async function ownSalon(db: Db, providerId: number, salonId: number) {
  const salon = await db
    .selectFrom('salons')
    .select(['id', 'timezone', 'name_ar', 'name_en', 'name_tr', 'name_ur'])
    .where('id', '=', salonId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (!salon) throw new BookingNotFoundError('salon');
  return salon;
}

/** The salon's settings as the pipeline reads them (server/messages/plan.ts: a salon never saved has migration 0150's defaults). */
export async function getMessageSettings(db: Db, providerId: number, salonId: number): Promise<SettingsView> {
  await ownSalon(db, providerId, salonId);
  const settings = await salonMessageSettings(db, salonId);
  return {
    salon_id: salonId,
    channel: settings.channel,
    reminders_enabled: settings.remindersEnabled,
    reminder_offsets_minutes: [...settings.reminderOffsetsMinutes].sort((a, b) => b - a),
  };
}

/**
 * PUT /provider/salons/{id}/messages. The reminders of upcoming bookings are planned again in the
 * save's transaction (replanReminders), so they follow the new settings together with them, or not at all.
 */
export async function saveMessageSettings(db: Db, providerId: number, salonId: number, input: SettingsInput, now: Date): Promise<SettingsView> {
  await ownSalon(db, providerId, salonId);
  const offsets = [...new Set(input.reminder_offsets_minutes)].sort((a, b) => b - a);
  if (offsets.length !== input.reminder_offsets_minutes.length) throw new InvalidInputError({ reminder_offsets_minutes: ['api.messageSettings.offsets_repeated'] });
  if (input.reminders_enabled && offsets.length === 0) throw new InvalidInputError({ reminder_offsets_minutes: ['api.messageSettings.offsets_required'] });
  const save = async (trx: Db) => {
    const values = { channel: input.channel, reminders_enabled: input.reminders_enabled, reminder_offsets_minutes: offsets, updated_at: now };
    await trx
      .insertInto('salon_message_settings')
      .values({ salon_id: salonId, provider_id: providerId, created_at: now, ...values })
      .onConflict((oc) => oc.column('salon_id').doUpdateSet(values))
      .execute();
    await replanReminders(trx, salonId, now);
  };
  if (db.isTransaction) await save(db);
  else await db.transaction().execute(save);
  return getMessageSettings(db, providerId, salonId);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11": the month of an instant in a zone. */
function monthOf(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffset(timeZone, instant.getTime())).toISOString().slice(0, 7);
}

/** GET /provider/salons/{id}/messages/usage: the messages sent in a month of the salon's zone, by channel and by status now. */
export async function messageUsage(db: Db, providerId: number, salonId: number, month: string | undefined, now: Date): Promise<UsageView> {
  const salon = await ownSalon(db, providerId, salonId);
  const wanted = month ?? monthOf(now, salon.timezone);
  const match = MONTH.exec(wanted);
  if (!match) throw new InvalidInputError({ month: ['api.error.validation_failed'] });
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const from = new Date(wallToInstant(salon.timezone, Date.UTC(year, index, 1)));
  const to = new Date(wallToInstant(salon.timezone, Date.UTC(year, index + 1, 1)));
  const rows = await db
    .selectFrom('customer_messages')
    .select(['channel', 'status', db.fn.countAll<string>().as('count')])
    .where('salon_id', '=', salonId)
    .where('sent_at', '>=', from)
    .where('sent_at', '<', to)
    .groupBy(['channel', 'status'])
    .execute();
  const usage: UsageView = { salon_id: salonId, month: wanted, time_zone: salon.timezone, total: 0, by_channel: { whatsapp: 0, sms: 0 }, by_status: { sent: 0, delivered: 0, read: 0, failed: 0 } };
  for (const row of rows) {
    const count = Number(row.count);
    usage.total += count;
    if (row.channel) usage.by_channel[row.channel] += count;
    if (row.status in usage.by_status) usage.by_status[row.status as keyof UsageView['by_status']] += count;
  }
  return usage;
}

/** GET /provider/reservations/{id}/messages: the booking's messages by when they are due, times in the salon's zone. */
export async function listReservationMessages(db: Db, providerId: number, reservationId: number): Promise<MessageView[]> {
  const reservation = await db.selectFrom('reservations').select('timezone').where('id', '=', reservationId).where('provider_id', '=', providerId).executeTakeFirst();
  if (!reservation) throw new BookingNotFoundError('reservation');
  const rows = await db
    .selectFrom('customer_messages')
    .select(['id', 'kind', 'status', 'channel', 'skip_reason', 'offset_minutes', 'locale', 'send_at', 'sent_at', 'delivered_at', 'read_at', 'failed_at'])
    .where('reservation_id', '=', reservationId)
    .orderBy('send_at')
    .orderBy('id')
    .execute();
  const at = (instant: Date | null) => (instant ? formatInZone(instant, reservation.timezone) : null);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    channel: row.channel,
    skip_reason: row.skip_reason,
    offset_minutes: row.offset_minutes,
    locale: row.locale as Locale,
    send_at: formatInZone(row.send_at, reservation.timezone),
    sent_at: at(row.sent_at),
    delivered_at: at(row.delivered_at),
    read_at: at(row.read_at),
    failed_at: at(row.failed_at),
  }));
}
