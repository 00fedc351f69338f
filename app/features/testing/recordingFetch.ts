/**
 * Test helper (not shipped): replaces the browser's fetch with one that records what the app's own
 * API client sends and answers from `respond`. Install it before importing the client (it takes
 * fetch when it is created): `vi.resetModules()`, install, then `await import(...)`.
 */
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  /** The path without the origin, e.g. `/api/provider/auth/verify-login`. */
  path: string;
  headers: Headers;
  /** The body as text ('' when there is none). */
  body: string;
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: unknown;
}

export type Responder = (request: SentRequest) => { status?: number; body: unknown };

export function installRecordingFetch(respond: Responder = () => ({ body: { data: null, message: 'ok' } })) {
  const sent: SentRequest[] = [];
  const state = { respond };
  // The app's base is relative (`/api`), as in a browser: resolve it against the page's address.
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (input: Request) => {
    const body = await input.text();
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const request: SentRequest = { method: input.method, path: new URL(input.url).pathname, headers: input.headers, body, json };
    sent.push(request);
    const answer = state.respond(request);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { sent, state };
}
