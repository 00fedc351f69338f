/**
 * @vitest-environment-options { "url": "http://localhost/" }
 *
 * The mocks' answers are the contract's answers: every GET is called through the app's typed
 * client and its body validated with Ajv 2020 against the response schema of openapi.yaml, in
 * every variant of the mock database; every other operation is called with the document's own
 * request examples and must answer a status the document lists, with a body that fits it.
 * (`useMockServer` also validates every answer any test in this folder receives.)
 */
import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';
import type { Locale } from './fixtures';
import { BASE_URL, apiClient, checkResponse, deref, specOperations, useMockServer } from './test-utils';

const server = useMockServer();

/** Parameters for the GETs that need them (a new GET with required parameters fails until added here). */
const GET_PARAMS: Record<string, { path?: Record<string, unknown>; query?: Record<string, unknown> }> = {
  getProviderBusinessProfile: { path: { id: 1 } },
  startSocialOAuth: { path: { provider: 'google' }, query: { type: 'focus', locale: 'en' } },
  socialOAuthCallback: { path: { provider: 'apple' }, query: { code: 'mock-authorisation-code', state: 'mock-state.ur' } },
  listProviderNotifications: { query: { is_read: 0, per_page: 6 } },
  getSalon: { path: { id: 1 } },
  getBarber: { path: { id: 3 } },
  getService: { path: { id: 5 } },
  getBufferTimes: { query: { salon_id: 1 } },
  listAvailableSlots: { query: { salon_id: 1, date: '2026-11-23', to_date: '2026-11-24', service_ids: [1, 2] } },
  listReservations: { query: { from: '2026-11-22T00:00:00+03:00', to: '2026-11-29T00:00:00+03:00', status: ['pending', 'confirmed'], per_page: 50 } },
  getReservation: { path: { id: 34 } },
  listWalletTransactions: { query: { per_page: 100, sort: 'created_at' } },
  getProviderAdmin: { path: { id: 3 } },
  listStates: { path: { id: 1 } },
  listCities: { path: { id: 2 } },
  listSmsOutbox: { query: { mobile: '500000001' } },
};

const gets = specOperations.filter((item) => item.method === 'get');
const others = specOperations.filter((item) => item.method !== 'get');

type LooseGet = (path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

async function callGet(operationId: string, path: string, locale: Locale) {
  const { api } = apiClient({ locale });
  // The typed client checks each literal path; here the path comes from the document, so it is called loosely.
  const get = api.GET.bind(api) as unknown as LooseGet;
  const { data, error, response } = await get(path, { params: GET_PARAMS[operationId] ?? {}, redirect: 'manual' });
  return { status: response.status, body: data ?? error ?? null, location: response.headers.get('Location') };
}

describe('every GET through the typed client', () => {
  it.each(gets.flatMap((item) => (['ar', 'en'] as const).map((locale) => [item.operationId, locale, item.path] as const)))(
    '%s (%s) answers a success that fits its schema',
    async (operationId, locale, path) => {
      const { status, body, location } = await callGet(operationId, path, locale);
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(400);
      if (status === 302) expect(location).toMatch(/^\/(api\/(google|apple)\/oauth\/callback|ar|en|tr|ur)\?/);
      expect(checkResponse(operationId, status, body)).toEqual([]);
    },
  );

  it.each(['empty', 'noBankAccount', 'expiredPackage', 'staffAdmin'] as const)('in the %s world every GET answers as the contract says', async (variant) => {
    server.use(...createHandlers(variant));
    for (const item of gets) {
      const { status, body } = await callGet(item.operationId, item.path, 'tr');
      expect(status, `${item.operationId}: ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(checkResponse(item.operationId, status, body)).toEqual([]);
    }
  });
});

/** A tiny PNG (1×1), for the upload examples' `(binary)`. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (ch) => ch.charCodeAt(0));

function exampleRequest(item: (typeof others)[number]): { url: string; init: RequestInit } {
  let path = item.path;
  for (const raw of item.operation.parameters ?? []) {
    const parameter = deref(raw) as { in: string; name: string; example?: unknown; schema?: { enum?: unknown[] } };
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, String(parameter.example ?? parameter.schema?.enum?.[0] ?? 1));
  }
  const content = item.operation.requestBody?.content ?? {};
  const exampleOf = (type: string) => {
    const media = content[type] as { example?: unknown; examples?: Record<string, { value?: unknown }> } | undefined;
    return media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  };
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en' };
  let body: BodyInit | undefined;
  if (content['application/json']) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(exampleOf('application/json') ?? {});
  } else if (content['multipart/form-data']) {
    const example = exampleOf('multipart/form-data') as Record<string, unknown>;
    const form = new FormData();
    for (const [key, value] of Object.entries(example)) {
      if (Array.isArray(value)) value.forEach((_, index) => form.append(`${key}[${index}]`, new File([PNG], `photo-${index}.png`, { type: 'image/png' })));
      else if (value === '(binary)') form.append(key, new File([PNG], 'logo.png', { type: 'image/png' }));
      else form.append(key, String(value));
    }
    body = form;
  } else if (content['application/x-www-form-urlencoded']) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const example = (exampleOf('application/x-www-form-urlencoded') ?? {}) as Record<string, string>;
    body = new URLSearchParams(example).toString();
  }
  return { url: `${BASE_URL}${path}`, init: { method: item.method.toUpperCase(), headers, body, redirect: 'manual' } };
}

describe('every other operation, called with the contract examples', () => {
  it.each(others.map((item) => [item.operationId, item] as const))('%s answers a listed status with a fitting body', async (operationId, item) => {
    const { url, init } = exampleRequest(item);
    const response = await fetch(url, init);
    const text = await response.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    expect(response.status, text).toBeLessThan(500);
    expect(Object.keys(item.operation.responses)).toContain(String(response.status));
    expect(checkResponse(operationId, response.status, body)).toEqual([]);
  });
});
