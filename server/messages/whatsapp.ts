/**
 * WhatsApp for messages to customers (issue 19, docs/customer-messages.md, "Channels").
 *
 * - `http`: the WhatsApp Cloud API. A template message is
 *   `POST {graphUrl}/{version}/{phone-number-id}/messages` with `Authorization: Bearer <token>` and
 *   `{ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template',
 *      template: { name, language: { policy: 'deterministic', code }, components: [{ type: 'body',
 *      parameters: [{ type: 'text', text }…] }] } }`; the answer names the message `messages[0].id`
 *   (`wamid.…`), which the status webhook reports on later. Errors are Graph API errors
 *   `{ error: { code, message, error_data: { details } } }`, classed by `code` (Meta's advice: not
 *   by HTTP status or title) into transient (retry later) and permanent (do not retry: SMS instead).
 * - `outbox`: development and tests: kept in `whatsapp_outbox`, readable at
 *   GET /api/dev/whatsapp-outbox. Production refuses it (config.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';

export interface WhatsAppMessage {
  /** E.164, `+966500000001`. */
  to: string;
  /** An approved template's name (`mawid_reminder`) and language (`ar`), from renderCustomerMessage. */
  template: string;
  language: string;
  /** The body's parameters, `{{1}}`, `{{2}}`… in order. */
  parameters: string[];
  /** The message as the customer reads it (the outbox keeps it; the Cloud API builds it from the template). */
  text: string;
}

export interface WhatsAppDriver {
  readonly name: 'outbox' | 'http';
  /** Sends one message; throws ChannelError when it was not accepted. */
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string }>;
}

/**
 * A channel did not take a message. `permanent`: sending it again will not help (the number is not
 * on WhatsApp, the template is missing or paused, the account cannot send): do not retry; a salon on
 * WhatsApp-then-SMS gets it by SMS. Otherwise (rate limits, Meta's outages, timeouts) retry later.
 * `code`: `whatsapp_<Graph API code>`, `http_<status>`, `timeout` or `network`.
 */
export class ChannelError extends Error {
  readonly permanent: boolean;
  readonly code: string;
  constructor(code: string, permanent: boolean, message: string) {
    super(message);
    this.name = 'ChannelError';
    this.code = code;
    this.permanent = permanent;
  }
}

/**
 * Graph API / Cloud API error codes that pass: a retry later may succeed. Every other code is
 * permanent for this message (131026 undeliverable — not on WhatsApp, or old app —, 131047 outside
 * the service window, 132000–132016 template missing, mismatched, paused or disabled, 131008/131009/100
 * invalid request, 190/0 token, 10/200–299 permission, 131030 not an allowed recipient, 131031 account
 * locked, 131042 payment, 368 policy, 131048 spam limit, 131049 not delivered for ecosystem health,
 * 133010 business number not registered…).
 */
const transientCodes = new Set([
  1, // API unknown (possible server error)
  2, // API service: temporary downtime or overload
  4, // API too many calls (application rate limit)
  17, // API user too many calls
  341, // application limit reached
  80007, // WhatsApp Business Account rate limit
  130429, // Cloud API throughput reached
  131000, // something went wrong
  131016, // service unavailable
  131056, // too many messages to this recipient in a short time
  133004, // server temporarily unavailable
]);

/** Whether a Graph API error code means "try again later". */
function isTransientWhatsAppError(code: number): boolean {
  return transientCodes.has(code);
}

interface GraphError {
  error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
}

interface GraphSendAnswer {
  messages?: { id?: unknown }[];
}

/** Masks all but the last 3 digits: logs never carry a full number. */
function maskMobile(e164: string): string {
  return e164.replace(/\d(?=\d{3})/g, '•');
}

interface DriverDeps {
  db: Kysely<Database>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fetch?: typeof fetch;
  /** How long one request may take (default 10 s); tests shorten it. */
  timeoutMs?: number;
}

/**
 * Outside production only: the outbox answers for these numbers as the Cloud API does for a number
 * that is not on WhatsApp (131026, permanent), so the SMS fallback can be seen and tested locally.
 * National numbers starting 5999 (`+9665999…`), which the demo data never uses.
 */
const outboxNotOnWhatsApp = /^\+9665999\d{5}$/;

export function createWhatsAppDriver(config: Config, deps: DriverDeps): WhatsAppDriver {
  const settings = config.whatsapp;
  if (settings.driver === 'http') {
    const fetchImpl = deps.fetch ?? fetch;
    const timeoutMs = deps.timeoutMs ?? 10_000;
    const url = `${settings.graphUrl}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId ?? '')}/messages`;
    return {
      name: 'http',
      async send(message) {
        const body = {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // The Cloud API takes the number with its country code, without the plus.
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template,
            language: { policy: 'deterministic', code: message.language },
            components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
          },
        };
        let response: Response;
        try {
          response = await fetchImpl(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.accessToken ?? ''}` },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
          throw new ChannelError(timedOut ? 'timeout' : 'network', false, timedOut ? `no answer from the Cloud API within ${timeoutMs} ms` : `Cloud API unreachable: ${(error as Error).message}`);
        }
        const text = await response.text().catch(() => '');
        let answer: unknown = null;
        try {
          answer = text ? JSON.parse(text) : null;
        } catch {
          answer = null;
        }
        if (!response.ok) throw errorOf(response.status, answer as GraphError | null);
        const id = (answer as GraphSendAnswer | null)?.messages?.[0]?.id;
        if (typeof id !== 'string' || !id) throw new ChannelError('bad_answer', false, 'the Cloud API accepted the request but named no message id');
        deps.log.info({ to: maskMobile(message.to), template: message.template, language: message.language }, 'whatsapp sent');
        return { providerMessageId: id };
      },
    };
  }
  return {
    name: 'outbox',
    async send(message) {
      if (outboxNotOnWhatsApp.test(message.to)) {
        throw new ChannelError('whatsapp_131026', true, '(#131026) Message undeliverable (outbox: numbers +9665999… are not on WhatsApp)');
      }
      const providerMessageId = `wamid.outbox.${randomUUID()}`;
      await deps.db
        .insertInto('whatsapp_outbox')
        .values({
          recipient: message.to,
          template: message.template,
          language: message.language,
          parameters: JSON.stringify(message.parameters),
          body: message.text,
          provider_message_id: providerMessageId,
        })
        .execute();
      deps.log.info({ to: message.to, template: message.template }, `whatsapp outbox: ${message.text}`);
      return { providerMessageId };
    },
  };
}

/** A Graph API error answer as a ChannelError, permanent unless its code (or the HTTP status, without one) says it passes. */
function errorOf(status: number, answer: GraphError | null): ChannelError {
  const code = answer?.error?.code;
  const title = typeof answer?.error?.message === 'string' ? answer.error.message : `HTTP ${status}`;
  const details = typeof answer?.error?.error_data?.details === 'string' ? `: ${answer.error.error_data.details}` : '';
  if (typeof code === 'number' && Number.isInteger(code)) {
    return new ChannelError(`whatsapp_${code}`, !isTransientWhatsAppError(code), `${title}${details}`);
  }
  // No Graph error in the answer (a proxy's page, a gateway timeout): the status decides.
  return new ChannelError(`http_${status}`, !(status === 429 || status >= 500), title);
}
