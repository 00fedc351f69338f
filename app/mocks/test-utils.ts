/**
 * Test helpers for the mocks (not shipped): the contract read straight from openapi.yaml, an Ajv
 * 2020 validator of its responses built independently of the mocks' own validation, a msw/node
 * server that checks every answer it gives against the contract, and the app's typed client.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { parse } from 'yaml';
import specText from '../../api-spec/openapi.yaml?raw';
import { createApiClient, type TokenKind } from '../../api-spec/client';
import type { Locale } from './fixtures';
import { handlers, resetMockDb } from './handlers';

export const BASE_URL = 'http://localhost/api';

type Json = Record<string, unknown>;

interface Operation {
  operationId: string;
  summary?: string;
  parameters?: Json[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Json; example?: unknown }> };
  responses: Record<string, Json>;
  security?: Array<Record<string, unknown>>;
  'x-permission'?: string;
  'x-requires-package'?: boolean;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; parameters: Record<string, Json> };
}

export const spec = parse(specText) as Document;

export interface SpecOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  operation: Operation;
}

export const specOperations: SpecOperation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  (['get', 'post', 'put', 'delete', 'patch'] as const).flatMap((method) => {
    const operation = item[method];
    return operation ? [{ operationId: operation.operationId, method, path, operation }] : [];
  }),
);

export function specOperation(operationId: string): SpecOperation {
  const found = specOperations.find((item) => item.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in openapi.yaml`);
  return found;
}

/** Follows `#/components/<kind>/<name>` references of responses and parameters. */
export function deref<T extends Json>(value: T): T {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const [, , kind, name] = ref.split('/');
  const target = (spec.components as unknown as Record<string, Record<string, Json>>)[kind ?? '']?.[name ?? ''];
  if (!target) throw new Error(`unresolved ${ref}`);
  return deref(target as T);
}

const asLocalRefs = <T>(schema: T): T => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"')) as T;

/**
 * The contract's response objects allow extra fields; the mocks must not add any (an internal
 * field leaking into an answer would let a screen depend on it), so the tests close every object.
 */
function closed<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(closed) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'example' ? value : closed(value)])) as Json;
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy as T;
}

const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true });
addFormats(ajv);
ajv.addKeyword('example');
ajv.addFormat('binary', true);
for (const [name, schema] of Object.entries(spec.components.schemas)) ajv.addSchema(closed(asLocalRefs(schema)), name);

const validators = new Map<string, ValidateFunction | null>();

/** The JSON schema of an operation's response, or null when that status has no JSON body (302). */
export function responseSchema(operationId: string, status: number): Json | null | undefined {
  const response = specOperation(operationId).operation.responses[String(status)];
  if (!response) return undefined;
  const content = deref(response).content as Record<string, { schema: Json }> | undefined;
  return content?.['application/json']?.schema ?? null;
}

/** Problems of a response body against the contract; [] when it fits. */
export function checkResponse(operationId: string, status: number, body: unknown): string[] {
  const schema = responseSchema(operationId, status);
  if (schema === undefined) return [`${operationId}: status ${status} is not in the contract`];
  if (schema === null) return [];
  const key = `${operationId}:${status}`;
  if (!validators.has(key)) validators.set(key, ajv.compile(closed(asLocalRefs(schema))));
  const validate = validators.get(key);
  if (!validate || validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${operationId} ${status}: ${error.instancePath || '/'} ${error.message ?? ''}`);
}

/** Problems of a value against a component schema (objects closed, as for responses); [] when it fits. */
export function checkSchema(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(name);
  if (!validate) return [`no schema ${name}`];
  return validate(value) ? [] : (validate.errors ?? []).map((error) => `${name}: ${error.instancePath || '/'} ${error.message ?? ''}`);
}

const templates = specOperations.map((item) => ({
  ...item,
  pattern: new RegExp(`^/api${item.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** Which operation a request is for (literal paths win over templated ones). */
export function operationFor(method: string, pathname: string): string | undefined {
  const candidates = templates.filter((item) => item.method === method.toLowerCase() && item.pattern.test(pathname));
  candidates.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  return candidates[0]?.operationId;
}

/**
 * A msw/node server with the default handlers (plus `extra` in front) that records every answer
 * that does not match the contract; each test then fails on such an answer.
 */
export function useMockServer(extra: HttpHandler[] = []) {
  const server = setupServer(...extra, ...handlers);
  const pending: Array<Promise<void>> = [];
  const violations: string[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    pending.push(
      (async () => {
        const url = new URL(request.url);
        const operationId = operationFor(request.method, url.pathname);
        if (!operationId) return void violations.push(`${request.method} ${url.pathname}: no such operation`);
        const text = await response.clone().text();
        const body = text ? (JSON.parse(text) as unknown) : null;
        violations.push(...checkResponse(operationId, response.status, body));
      })(),
    );
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await Promise.all(pending.splice(0));
    server.resetHandlers();
    resetMockDb();
    vi.useRealTimers();
    expect(violations.splice(0), 'answers that do not match the contract').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}

/** The app's typed client against the mocks, with the given locale and tokens ("Bearer …"). */
export function apiClient(options: { locale?: Locale; tokens?: Partial<Record<TokenKind, string>> } = {}) {
  const notify = vi.fn();
  const navigate = vi.fn();
  const api = createApiClient({
    baseUrl: BASE_URL,
    getLocale: () => options.locale ?? 'ar',
    getToken: (kind) => options.tokens?.[kind],
    navigate,
    notify,
    genericMessage: () => 'Oops...Something went wrong.',
  });
  return { api, notify, navigate };
}

/** A plain JSON call, for answers the typed client would treat as errors. */
export async function call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string>; locale?: Locale } = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Accept-Language': init.locale ?? 'ar',
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Json & { data?: unknown } };
}
