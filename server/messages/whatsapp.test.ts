// The WhatsApp Cloud API driver against a local stand-in for the Graph API: the request Meta
// documents for a template message, the bearer token, and how its answers become a message id or a
// ChannelError that says whether to try again or to send by SMS instead.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/schema';
import { ChannelError, createWhatsAppDriver, type WhatsAppMessage } from './whatsapp';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];
/** What the stand-in answers next. */
let answer: (response: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: raw ? JSON.parse(raw) : null });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const graphError = (status: number, code: number, message: string) => json(status, { error: { message, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details: message }, fbtrace_id: 'Az1' } });

const noDb = {} as Kysely<Database>;
const quietLog = { info: () => {}, warn: () => {} };

function driver(timeoutMs = 2_000) {
  const config = loadConfig({
    NODE_ENV: 'test',
    WHATSAPP_DRIVER: 'http',
    WHATSAPP_ACCESS_TOKEN: 'EAAG-test-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_API_VERSION: 'v24.0',
    WHATSAPP_GRAPH_URL: baseUrl,
  });
  return createWhatsAppDriver(config, { db: noDb, log: quietLog, timeoutMs });
}

const message: WhatsAppMessage = {
  to: '+966500000001',
  template: 'mawid_reminder',
  language: 'ar',
  parameters: ['صالون الأناقة', 'يوم الجمعة الساعة ٧:٣٠ مساءً', 'https://mawid.example/ar/my-bookings/K7PQ2M', 'https://mawid.example/ar/reminders-off/1.abc'],
  text: 'تذكير…',
};

async function refusal(send: Promise<unknown>): Promise<ChannelError> {
  const error = await send.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe('WhatsApp Cloud API driver', () => {
  it('posts the documented template message with the bearer token, and answers the wamid', async () => {
    answer = json(200, { messaging_product: 'whatsapp', contacts: [{ input: '966500000001', wa_id: '966500000001' }], messages: [{ id: 'wamid.HBgLOTY2NTAwMDAwMDAxFQIAERgS', message_status: 'accepted' }] });
    const sent = await driver().send(message);
    expect(sent).toEqual({ providerMessageId: 'wamid.HBgLOTY2NTAwMDAwMDAxFQIAERgS' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v24.0/106540352242922/messages');
    expect(request?.headers.authorization).toBe('Bearer EAAG-test-token');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '966500000001',
      type: 'template',
      template: {
        name: 'mawid_reminder',
        language: { policy: 'deterministic', code: 'ar' },
        components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('a number not on WhatsApp, a missing or paused template, a bad token are permanent: no retry, SMS instead', async () => {
    for (const [status, code] of [
      [400, 131026],
      [404, 132001],
      [400, 132015],
      [401, 190],
      [400, 131047],
      [400, 100],
    ] as const) {
      answer = graphError(status, code, `(#${code}) refused`);
      const error = await refusal(driver().send(message));
      expect({ code: error.code, permanent: error.permanent }).toEqual({ code: `whatsapp_${code}`, permanent: true });
      expect(error.message).toContain(`(#${code}) refused`);
    }
  });

  it('rate limits and Meta’s own failures pass: try again later', async () => {
    for (const [status, code] of [
      [429, 130429],
      [400, 131056],
      [500, 131000],
      [503, 2],
      [400, 80007],
    ] as const) {
      answer = graphError(status, code, `(#${code}) later`);
      const error = await refusal(driver().send(message));
      expect({ code: error.code, permanent: error.permanent }).toEqual({ code: `whatsapp_${code}`, permanent: false });
    }
  });

  it('an answer without a Graph error is judged by its status: 5xx and 429 pass, other 4xx do not', async () => {
    answer = (response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    };
    expect(await refusal(driver().send(message))).toMatchObject({ code: 'http_502', permanent: false });
    answer = (response) => {
      response.writeHead(403);
      response.end();
    };
    expect(await refusal(driver().send(message))).toMatchObject({ code: 'http_403', permanent: true });
  });

  it('an accepted request without a message id is not taken as sent', async () => {
    answer = json(200, { messaging_product: 'whatsapp', messages: [] });
    expect(await refusal(driver().send(message))).toMatchObject({ code: 'bad_answer', permanent: false });
  });

  it('no answer within the time limit is a timeout that passes', async () => {
    answer = () => {}; // never answers
    const error = await refusal(driver(150).send(message));
    expect({ code: error.code, permanent: error.permanent }).toEqual({ code: 'timeout', permanent: false });
  });

  it('an unreachable API is a network failure that passes', async () => {
    const config = loadConfig({ NODE_ENV: 'test', WHATSAPP_DRIVER: 'http', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_GRAPH_URL: 'http://127.0.0.1:1' });
    const error = await refusal(createWhatsAppDriver(config, { db: noDb, log: quietLog }).send(message));
    expect({ code: error.code, permanent: error.permanent }).toEqual({ code: 'network', permanent: false });
  });
});

describe('WhatsApp configuration', () => {
  it('production refuses the outbox, and http needs its token and phone number id (and in production the webhook secrets)', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 's', PUSHER_APP_SECRET: 'p', SMS_DRIVER: 'http', SMS_HTTP_URL: 'https://sms.example', MAIL_DRIVER: 'http', MAIL_HTTP_URL: 'https://mail.example' };
    expect(() => loadConfig(production)).toThrow(/WHATSAPP_DRIVER=http/);
    expect(() => loadConfig({ ...production, WHATSAPP_DRIVER: 'http', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' })).toThrow(/WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/);
    const full = loadConfig({ ...production, WHATSAPP_DRIVER: 'http', WHATSAPP_ACCESS_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_APP_SECRET: 'a', WHATSAPP_VERIFY_TOKEN: 'v' });
    expect(full.whatsapp).toMatchObject({ driver: 'http', apiVersion: 'v24.0', graphUrl: 'https://graph.facebook.com' });
    expect(() => loadConfig({ NODE_ENV: 'test', WHATSAPP_DRIVER: 'http' })).toThrow(/WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ NODE_ENV: 'test', WHATSAPP_DRIVER: 'sms' })).toThrow(/WHATSAPP_DRIVER must be outbox or http/);
    expect(loadConfig({ NODE_ENV: 'test' }).whatsapp.driver).toBe('outbox');
  });
});
