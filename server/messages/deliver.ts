/**
 * The queue's job: delivers one customer message (issue 19, docs/customer-messages.md, "Delivery").
 *
 * At run time it looks again: a booking cancelled since, or moved (its time is not the message's),
 * is `skipped`; so is a reminder whose customer opted out or whose salon turned reminders (or that
 * reminder time) off, any message once the salon's channel is off, and one whose visit has begun.
 *
 * Channels: `whatsapp_sms` sends by WhatsApp, and by SMS when WhatsApp refuses it for good
 * (ChannelError.permanent); `sms` sends by SMS. A refusal that may pass (or an SMS gateway error)
 * throws, so pg-boss tries again with back-off; the last try's failure is `failed` with its error.
 *
 * One send per row: a job sends only while the row is `queued`, and claims it first
 * (`attempts` moves from what it read: a second job that read the same row finds it moved and
 * stops). With the outbox drivers the claim, the send and `sent` are one transaction, so a process
 * killed anywhere in it leaves the row `queued` and the outbox empty of it: the retried job sends it
 * once. With HTTP drivers the call cannot be in a transaction (on the embedded database it would hold
 * the one backend for a network round trip): a process killed after the provider took the message
 * and before `sent` is written sends it again on the retry, the only case of two sends.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { MessageChannel, MessageChannelSetting, MessageKind, MessageStatus } from '../db/tables/customer-messages';
import { executePrepared, PREPARED } from '../db';
import type { Locale } from '../i18n';
import { createSmsDriver, type SmsDriver } from '../sms';
import { optOutUrl } from './opt-out';
import { renderCustomerMessage } from './templates';
import { ChannelError, createWhatsAppDriver, type WhatsAppDriver } from './whatsapp';

type Executor = Kysely<Database> | Transaction<Database>;

interface Channels {
  sms: SmsDriver;
  whatsapp: WhatsAppDriver;
}

export interface DeliveryDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock: { now(): Date };
  /** The channels, writing (outbox drivers) with `db`. */
  channels(db: Executor): Channels;
  /** The link that stops a client's reminders (opt-out.ts), absolute. */
  optOutUrl: (locale: Locale, clientId: number) => string;
}

/** The server's delivery: its configured drivers (outbox outside production, else HTTP). */
export function deliveryDeps(
  config: Config,
  deps: { db: Kysely<Database>; log: FastifyBaseLogger; clock: { now(): Date }; fetch?: typeof fetch },
): DeliveryDeps {
  const fetchOption = deps.fetch ? { fetch: deps.fetch } : {};
  return {
    db: deps.db,
    config,
    log: deps.log,
    clock: deps.clock,
    channels: (db) => ({
      sms: createSmsDriver(config, { db: db as Kysely<Database>, log: deps.log, ...fetchOption }),
      whatsapp: createWhatsAppDriver(config, { db: db as Kysely<Database>, log: deps.log, ...fetchOption }),
    }),
    optOutUrl: (locale, clientId) => optOutUrl(locale, clientId, config),
  };
}

export interface DeliveryJob {
  messageId: string;
  /** pg-boss's count of tries before this one, and how many retries it allows. */
  retryCount: number;
  retryLimit: number;
}

interface MessageToSend {
  id: string;
  reservation_id: number;
  kind: MessageKind;
  status: MessageStatus;
  attempts: number;
  appointment_at: Date;
  offset_minutes: number | null;
  locale: Locale;
  recipient: string;
  message_channel: MessageChannel | null;
  reservation_status: string;
  starts_at: Date;
  barber_name: string;
  cancel_reason: string | null;
  public_id: string;
  timezone: string;
  client_id: number;
  salon_name_ar: string;
  salon_name_en: string;
  salon_name_tr: string | null;
  salon_name_ur: string | null;
  reminders_opted_out_at: Date | null;
  channel: MessageChannelSetting | null;
  reminders_enabled: boolean | null;
  reminder_offsets_minutes: number[] | null;
}

type Outcome = { status: 'sent'; channel: MessageChannel } | { status: 'skipped'; reason: string } | { status: 'done' };

/** Delivers one message; throws when it should be tried again (pg-boss backs off). */
export async function deliverMessage(deps: DeliveryDeps, job: DeliveryJob): Promise<Outcome> {
  const probe = deps.channels(deps.db);
  const atomic = probe.sms.name === 'outbox' && probe.whatsapp.name === 'outbox';
  let attempts = 0;
  try {
    if (atomic) {
      return await deps.db.transaction().execute((trx) => deliverWith(trx, deps, deps.channels(trx), job, true, (n) => (attempts = n)));
    }
    return await deliverWith(deps.db, deps, probe, job, false, (n) => (attempts = n));
  } catch (error) {
    const final = job.retryCount >= job.retryLimit || (error instanceof ChannelError && error.permanent);
    const message = error instanceof ChannelError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : String(error);
    const now = deps.clock.now();
    await deps.db
      .updateTable('customer_messages')
      .set({
        error: message.slice(0, 1000),
        ...(attempts ? { attempts } : {}),
        ...(final ? { status: 'failed', failed_at: now } : {}),
      })
      .where('id', '=', job.messageId)
      .where('status', '=', 'queued')
      .execute();
    deps.log.warn({ messageId: job.messageId, final, error: message }, 'customer message not sent');
    if (final) return { status: 'done' };
    throw error;
  }
}

async function deliverWith(db: Executor, deps: DeliveryDeps, channels: Channels, job: DeliveryJob, lock: boolean, claimed: (attempts: number) => void): Promise<Outcome> {
  // One prepared statement (parsed and planned once per connection): the job's hottest read.
  const found = await sql<MessageToSend>`${sql.raw(PREPARED)}
    SELECT m.id, m.reservation_id, m.kind, m.status, m.attempts, m.appointment_at, m.offset_minutes, m.locale, m.recipient,
      m.channel AS message_channel, r.status AS reservation_status, r.starts_at, r.barber_name, r.cancel_reason, r.public_id,
      r.timezone, r.client_id, r.salon_name_ar, r.salon_name_en, r.salon_name_tr, r.salon_name_ur, c.reminders_opted_out_at,
      s.channel, s.reminders_enabled, s.reminder_offsets_minutes
    FROM customer_messages m
    JOIN reservations r ON r.id = m.reservation_id
    LEFT JOIN clients c ON c.id = r.client_id
    LEFT JOIN salon_message_settings s ON s.salon_id = m.salon_id
    WHERE m.id = ${job.messageId}${sql.raw(lock ? ' FOR UPDATE OF m' : '')}`.execute(db);
  const row = found.rows[0];
  if (!row || row.status !== 'queued') return { status: 'done' };
  const now = deps.clock.now();
  const channel = row.channel ?? 'whatsapp_sms';

  const skipReason = ((): string | null => {
    if (channel === 'off') return 'channel_off';
    const cancelled = row.reservation_status === 'cancelled';
    if (row.kind === 'reminder') {
      if (cancelled || row.reservation_status !== 'confirmed') return 'cancelled';
      if (row.starts_at.getTime() !== row.appointment_at.getTime()) return 'moved';
      if (row.reminders_opted_out_at) return 'opted_out';
      const offsets = row.reminder_offsets_minutes ?? [1440, 120];
      if (row.reminders_enabled === false || !offsets.includes(row.offset_minutes ?? -1)) return 'reminders_off';
    } else if (cancelled && row.kind !== 'cancelled' && row.kind !== 'declined') {
      return 'cancelled';
    }
    if (now.getTime() >= row.appointment_at.getTime()) return 'too_late';
    return null;
  })();
  if (skipReason) {
    await db.updateTable('customer_messages').set({ status: 'skipped', skip_reason: skipReason }).where('id', '=', row.id).where('status', '=', 'queued').execute();
    return { status: 'skipped', reason: skipReason };
  }

  // The claim: in a transaction the row's lock is it (a second job waits, then finds it sent);
  // otherwise a second job that read the same row finds `attempts` moved and leaves it.
  const attempts = row.attempts + 1;
  if (!lock) {
    const claim = await db
      .updateTable('customer_messages')
      .set({ attempts })
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return { status: 'done' };
  }
  claimed(attempts);

  const locale = row.locale;
  const salonName = { ar: row.salon_name_ar, en: row.salon_name_en, tr: row.salon_name_tr ?? row.salon_name_en, ur: row.salon_name_ur ?? row.salon_name_ar }[locale];
  const rendered = renderCustomerMessage({
    kind: row.kind,
    locale,
    salonName,
    timeZone: row.timezone,
    startsAt: row.appointment_at,
    previousStartsAt: row.kind === 'moved' ? ((await previousStart(db, row.reservation_id, row.appointment_at)) ?? row.appointment_at) : null,
    barberName: row.barber_name,
    reason: row.kind === 'declined' ? row.cancel_reason : null,
    // A booking the salon has still to approve: the text says the request is received.
    awaitingApproval: row.kind === 'booked' && row.reservation_status === 'pending',
    manageUrl: `${deps.config.publicUrl}/${locale}/my-bookings/${row.public_id}`,
    optOutUrl: row.kind === 'reminder' ? deps.optOutUrl(locale, row.client_id) : null,
  });
  const to = `+966${row.recipient}`;

  let sentBy: MessageChannel = 'sms';
  let providerMessageId: string | null = null;
  // A row already marked `sms` is WhatsApp's failure coming back by SMS (webhook.ts): SMS only.
  if (channel === 'whatsapp_sms' && row.message_channel !== 'sms') {
    try {
      ({ providerMessageId } = await channels.whatsapp.send({ to, ...rendered.whatsapp, text: rendered.text }));
      sentBy = 'whatsapp';
    } catch (error) {
      if (!(error instanceof ChannelError) || !error.permanent) throw error;
      deps.log.info({ messageId: row.id, code: error.code }, 'whatsapp refused the message for good: sending it by SMS');
    }
  }
  if (sentBy === 'sms') await channels.sms.send({ to, body: rendered.text });

  await executePrepared(
    db,
    db
      .updateTable('customer_messages')
      .set({ status: 'sent', attempts, channel: sentBy, provider_message_id: providerMessageId, body: rendered.text, sent_at: now, error: null })
      .where('id', '=', row.id),
  );
  return { status: 'sent', channel: sentBy };
}

/** A moved message's former time: the booking's history names the change that brought it to this time. */
async function previousStart(db: Executor, reservationId: number, appointmentAt: Date): Promise<Date | null> {
  const row = await sql<{ from: string | null }>`
    SELECT change->>'from' AS "from"
    FROM reservation_history h, jsonb_array_elements(h.changes::jsonb) AS change
    WHERE h.reservation_id = ${reservationId} AND change->>'field' = 'starts_at' AND (change->>'to')::timestamptz = ${appointmentAt}
    ORDER BY h.id DESC
    LIMIT 1`.execute(db);
  const from = row.rows[0]?.from;
  return from ? new Date(from) : null;
}
