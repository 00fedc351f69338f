/**
 * Outgoing SMS and e-mail. Drivers: `outbox` (development and tests: logged and kept in the
 * database, readable at GET /api/dev/sms-outbox) and `http` (a provider's JSON API, configured by
 * environment). Production refuses to start with the outbox (see config.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config, HttpDriverConfig } from '../config';
import type { Database } from '../db/schema';

interface Sms {
  /** E.164, e.g. +966500000001. */
  to: string;
  body: string;
  /** The one-time code the message carries, kept by the outbox for development only. */
  code?: string;
}

interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface SmsDriver {
  readonly name: 'outbox' | 'http';
  send(message: Sms): Promise<void>;
}

export interface MailDriver {
  readonly name: 'outbox' | 'http';
  send(message: Mail): Promise<void>;
}

interface DriverDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

/** Masks all but the last 3 digits: logs never carry a full number. */
function maskMobile(e164: string): string {
  return e164.replace(/\d(?=\d{3})/g, '•');
}

async function postJson(http: HttpDriverConfig, payload: Record<string, unknown>, fetchImpl: typeof fetch): Promise<void> {
  const response = await fetchImpl(http.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(http.token ? { authorization: `Bearer ${http.token}` } : {}) },
    body: JSON.stringify({ ...payload, ...(http.sender ? { sender: http.sender } : {}) }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`gateway answered ${response.status}`);
}

export function createSmsDriver(config: Config, deps: DriverDeps): SmsDriver {
  const sms = config.sms;
  if (sms.driver === 'http') {
    const fetchImpl = deps.fetch ?? fetch;
    return {
      name: 'http',
      async send(message) {
        await postJson(sms.http, { to: message.to, body: message.body }, fetchImpl);
        deps.log.info({ to: maskMobile(message.to) }, 'sms sent');
      },
    };
  }
  return {
    name: 'outbox',
    async send(message) {
      await deps.db.insertInto('sms_outbox').values({ recipient: message.to, body: message.body, code: message.code ?? null }).execute();
      // Development only (production refuses this driver): the code in the log is how a developer signs in.
      deps.log.info({ to: message.to, code: message.code }, `sms outbox: ${message.body}`);
    },
  };
}

export function createMailDriver(config: Config, deps: DriverDeps): MailDriver {
  const mail = config.mail;
  if (mail.driver === 'http') {
    const fetchImpl = deps.fetch ?? fetch;
    return {
      name: 'http',
      async send(message) {
        await postJson(mail.http, { to: message.to, subject: message.subject, body: message.body }, fetchImpl);
      },
    };
  }
  return {
    name: 'outbox',
    async send(message) {
      await deps.db.insertInto('mail_outbox').values({ recipient: message.to, subject: message.subject, body: message.body }).execute();
      deps.log.info({ to: message.to, subject: message.subject }, `mail outbox: ${message.body}`);
    },
  };
}
