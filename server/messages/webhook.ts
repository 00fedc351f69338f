/**
 * The WhatsApp status webhook (issue 19, docs/customer-messages.md, "Channels"): Meta posts what
 * became of each message we sent — sent, delivered, read, failed — naming it by the id the send
 * answered (`wamid.…`, customer_messages.provider_message_id).
 *
 * - Authenticity: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app
 *   secret>`, compared in constant time before the body is even parsed (server/http/raw-body.ts).
 * - A status only moves forward (queued → sent → delivered → read; failed only from queued or sent):
 *   Meta does not promise order, and a late `delivered` must not undo a `read`. Statuses of a message
 *   already sent by SMS instead, or of messages we do not know, are ignored.
 * - A WhatsApp failure of a salon on WhatsApp-then-SMS is not final: the row goes back to `queued`
 *   with `channel = 'sms'` (deliver.ts then sends it by SMS only) and a job is scheduled for now, in
 *   the same transaction. Other salons' rows become `failed` with WhatsApp's error.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Whether `header` is the X-Hub-Signature-256 Meta computes over `rawBody` with `appSecret`. */
export function verifyWhatsAppSignature(appSecret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1].toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusUpdate {
  providerMessageId: string;
  status: WhatsAppStatus;
  at: Date;
  /** On `failed`: `whatsapp_<code>: <title>`. */
  error: string | null;
}

interface StatusPayload {
  entry?: { changes?: { field?: unknown; value?: { statuses?: unknown } }[] }[];
}

const known = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/**
 * The status updates of a webhook body (already checked against the contract's outline). Entries
 * that are not statuses (incoming messages, other fields) are left out; a status Meta may add later
 * (`deleted`, `warning`) too.
 */
export function statusUpdatesOf(payload: unknown, now: Date): StatusUpdate[] {
  const updates: StatusUpdate[] = [];
  for (const entry of (payload as StatusPayload | null)?.entry ?? []) {
    for (const change of entry?.changes ?? []) {
      const statuses = change?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const item of statuses as Record<string, unknown>[]) {
        if (!item || typeof item.id !== 'string' || !item.id || typeof item.status !== 'string' || !known.has(item.status)) continue;
        const seconds = Number(item.timestamp);
        const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
        const errors = Array.isArray(item.errors) ? (item.errors as { code?: unknown; title?: unknown; message?: unknown }[]) : [];
        const first = errors[0];
        const error =
          item.status === 'failed'
            ? `whatsapp_${typeof first?.code === 'number' ? first.code : 'unknown'}: ${String(first?.title ?? first?.message ?? 'failed')}`.slice(0, 500)
            : null;
        updates.push({ providerMessageId: item.id, status: item.status as WhatsAppStatus, at: Number.isNaN(at.getTime()) ? now : at, error });
      }
    }
  }
  return updates;
}

/** The statuses a row may move to `status` from. */
const movesFrom: Record<WhatsAppStatus, readonly ('queued' | 'sent' | 'delivered')[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

export interface WebhookDeps {
  /** The pipeline's scheduleMessages (queue.ts), run in the same transaction. */
  scheduleMessages: (executor: Transaction<Database>, jobs: readonly { messageId: string; runAt: Date }[]) => Promise<void>;
}

export type StatusOutcome = 'recorded' | 'sms_fallback' | 'ignored';

/** Records one status on its message, forward only; a failure of a WhatsApp-then-SMS salon's message schedules its SMS. */
export async function recordWhatsAppStatus(db: Kysely<Database>, update: StatusUpdate, deps: WebhookDeps, now: Date): Promise<StatusOutcome> {
  return db.transaction().execute(async (trx) => {
    const base = trx
      .updateTable('customer_messages')
      .where('provider_message_id', '=', update.providerMessageId)
      .where('channel', '=', 'whatsapp')
      .where('status', 'in', [...movesFrom[update.status]]);
    if (update.status === 'sent') {
      const row = await base.set((eb) => ({ status: 'sent', sent_at: eb.fn.coalesce('sent_at', eb.val(update.at)) })).returning('id').executeTakeFirst();
      return row ? 'recorded' : 'ignored';
    }
    if (update.status === 'delivered') {
      const row = await base
        .set((eb) => ({ status: 'delivered', delivered_at: update.at, sent_at: eb.fn.coalesce('sent_at', eb.val(update.at)) }))
        .returning('id')
        .executeTakeFirst();
      return row ? 'recorded' : 'ignored';
    }
    if (update.status === 'read') {
      const row = await base
        .set((eb) => ({
          status: 'read',
          read_at: update.at,
          delivered_at: eb.fn.coalesce('delivered_at', eb.val(update.at)),
          sent_at: eb.fn.coalesce('sent_at', eb.val(update.at)),
        }))
        .returning('id')
        .executeTakeFirst();
      return row ? 'recorded' : 'ignored';
    }
    // failed: the salon's channel now (no settings row: the default, WhatsApp then SMS).
    const row = await trx
      .selectFrom('customer_messages as m')
      .leftJoin('salon_message_settings as s', 's.salon_id', 'm.salon_id')
      .select(['m.id', 's.channel'])
      .where('m.provider_message_id', '=', update.providerMessageId)
      .where('m.channel', '=', 'whatsapp')
      .where('m.status', 'in', [...movesFrom.failed])
      .forUpdate('m')
      .executeTakeFirst();
    if (!row) return 'ignored';
    if ((row.channel ?? 'whatsapp_sms') === 'whatsapp_sms') {
      await trx.updateTable('customer_messages').set({ status: 'queued', channel: 'sms', error: update.error }).where('id', '=', row.id).execute();
      await deps.scheduleMessages(trx, [{ messageId: String(row.id), runAt: now }]);
      return 'sms_fallback';
    }
    await trx.updateTable('customer_messages').set({ status: 'failed', failed_at: update.at, error: update.error }).where('id', '=', row.id).execute();
    return 'recorded';
  });
}
