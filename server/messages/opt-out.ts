/**
 * Reminders off (issue 19, docs/customer-messages.md, "Opt-out"): every reminder carries a link
 * `/{locale}/reminders-off/{token}`, whose page asks the customer to press a button that calls
 * `POST /public/messages/opt-out { token }` (a GET never changes anything: link previews open links).
 *
 * The token names one client (a salon business's customer, `clients.id`) and is signed with the
 * server's secret (HMAC-SHA256 over a purpose and the id, 128 bits kept), so nobody can switch off
 * another client's reminders by guessing; it does not expire (an old reminder's link still works),
 * and using it twice changes nothing more.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { resolveText, type Locale } from '../i18n';

type Secrets = Pick<Config, 'appSecret' | 'publicUrl'>;

function mac(appSecret: string, clientId: number): string {
  return createHmac('sha256', appSecret).update(`reminders-off:${clientId}`).digest().subarray(0, 16).toString('base64url');
}

/** The token naming `clientId`: `<id in base 36>.<signature>`, short enough for an SMS. */
export function optOutToken(appSecret: string, clientId: number): string {
  return `${clientId.toString(36)}.${mac(appSecret, clientId)}`;
}

/** The client a token names, or null when it is not one this server signed. */
function clientOfOptOutToken(appSecret: string, token: string): number | null {
  const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const clientId = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(clientId) || clientId <= 0 || clientId > 2_147_483_647 || clientId.toString(36) !== match[1]) return null;
  const expected = Buffer.from(mac(appSecret, clientId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? clientId : null;
}

/** The link a reminder carries: the customers' page that switches reminders off, in the message's language. */
export function optOutUrl(locale: Locale, clientId: number, secrets: Secrets): string {
  return `${secrets.publicUrl}/${locale}/reminders-off/${optOutToken(secrets.appSecret, clientId)}`;
}

/**
 * Switches off reminders for the client the token names (the first time is kept) and answers the
 * business's name in `locale`; null when the token is not valid or its client no longer exists.
 */
export async function optOutOfReminders(db: Kysely<Database>, appSecret: string, token: string, locale: Locale, now: Date): Promise<{ business: string } | null> {
  const clientId = clientOfOptOutToken(appSecret, token);
  if (clientId === null) return null;
  const row = await db
    .updateTable('clients')
    .set((eb) => ({ reminders_opted_out_at: eb.fn.coalesce('clients.reminders_opted_out_at', eb.val(now)) }))
    .from('providers')
    .whereRef('providers.id', '=', 'clients.provider_id')
    .where('clients.id', '=', clientId)
    .returning(['providers.commercial_name_ar', 'providers.commercial_name_en', 'providers.commercial_name_tr', 'providers.commercial_name_ur'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    business: resolveText(locale, { ar: row.commercial_name_ar, en: row.commercial_name_en, tr: row.commercial_name_tr, ur: row.commercial_name_ur }),
  };
}
