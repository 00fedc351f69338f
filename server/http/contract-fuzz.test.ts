// Contract fuzzing: for every operation of api-spec/openapi.yaml and each token kind, requests
// generated from the operation's JSON Schemas with fast-check (server/test/contract-arbitraries.ts):
// valid ones at their edges, and ones with a single thing broken (a wrong type, a number out of
// range, a very long string, control characters, a missing or extra field, an undeclared media
// type, a malformed path or query). Every answer must be below 500, have a status the operation
// declares, a body that matches the declared schema, and an error body with `code` and `message`.
//
// Seeded and reproducible: CONTRACT_FUZZ_SEED=<n> replays a run (a failure prints its seed and the
// request); CONTRACT_FUZZ_RUNS=<n> changes the number of requests per operation and token kind.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TokenKind } from '../db/tables/platform';
import { issueToken } from '../domain/tokens';
import { createFocusUser, createProvider } from '../test/fixtures';
import { dereference, invalidValue, validArbitrary, type Schema } from '../test/contract-arbitraries';
import { forEachApp } from '../test/http';
import { specDocument } from './spec';
import { responseValidator } from './validation';

const seed = Number(process.env.CONTRACT_FUZZ_SEED ?? 20261125);
const runs = Number(process.env.CONTRACT_FUZZ_RUNS ?? 6);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { required: boolean; media: Record<string, Schema> } | undefined;
  responses: Record<string, { schema: Schema | undefined }>;
  tokenKinds: TokenKind[];
}

interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  mediaType: string | undefined;
  body: unknown;
  /** Sent as it is instead of the encoded body (malformed bodies). */
  raw?: string;
}

const schemeKinds: Record<string, TokenKind> = { providerToken: 'provider', focusToken: 'focus', companyToken: 'company', customerToken: 'customer' };

function operations(): Operation[] {
  const document = dereference(specDocument());
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation || typeof operation.operationId !== 'string') continue;
      const parameters = ((operation.parameters ?? []) as Schema[])
        .filter((p) => p.in === 'path' || p.in === 'query' || (p.in === 'header' && p.name !== 'Accept-Language'))
        .map((p) => ({ name: p.name as string, in: p.in as Parameter['in'], required: p.required === true, schema: (p.schema ?? {}) as Schema }));
      const requestBody = operation.requestBody as { required?: boolean; content?: Record<string, { schema?: Schema }> } | undefined;
      const responses = Object.fromEntries(
        Object.entries((operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: Schema }> }>).map(([status, response]) => [
          status,
          { schema: response.content?.['application/json']?.schema },
        ]),
      );
      const security = (operation.security ?? []) as Record<string, unknown>[];
      found.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
        body: requestBody?.content
          ? { required: requestBody.required === true, media: Object.fromEntries(Object.entries(requestBody.content).map(([type, media]) => [type, media.schema ?? {}])) }
          : undefined,
        responses,
        tokenKinds: security.flatMap((requirement) => Object.keys(requirement).map((scheme) => schemeKinds[scheme]).filter((k): k is TokenKind => !!k)),
      });
    }
  }
  return found;
}

function parameterArbitrary(parameter: Parameter): fc.Arbitrary<unknown> {
  const valid = validArbitrary(parameter.schema, parameter.name);
  // Ids of rows that exist (reference data, the fuzzer's own provider) as often as edge values.
  if (parameter.in === 'path' && parameter.schema.type === 'integer') return fc.oneof(fc.integer({ min: 1, max: 4 }), valid);
  return valid;
}

function validRequest(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const of = (place: Parameter['in']) => {
    const list = operation.parameters.filter((p) => p.in === place);
    return fc.record(Object.fromEntries(list.map((p) => [p.name, parameterArbitrary(p)])), { requiredKeys: list.filter((p) => p.required).map((p) => p.name) });
  };
  const media = operation.body ? Object.keys(operation.body.media) : [];
  const body = operation.body
    ? fc.constantFrom(...media).chain((type) => validArbitrary(operation.body!.media[type]!).map((value) => ({ type, value })))
    : fc.constant({ type: undefined, value: undefined });
  return fc.record({ params: of('path'), query: of('query'), headers: of('header'), body }).map(({ params, query, headers, body: b }) => ({
    params,
    query,
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
    mediaType: b.type,
    body: b.value,
  }));
}

type Mutation = (request: FuzzRequest) => void;

function mutations(operation: Operation): fc.Arbitrary<Mutation>[] {
  const list: fc.Arbitrary<Mutation>[] = [];
  const odd = fc.constantFrom('abc', '2147483648', '-1', '0', '99999999999999999999', 'a\u0000b', '%', 'x'.repeat(3000));
  for (const p of operation.parameters) {
    const field = p.in === 'path' ? 'params' : p.in === 'query' ? 'query' : 'headers';
    list.push(odd.map((value) => (request: FuzzRequest) => void (request[field][p.name] = value)));
  }
  if (operation.body) {
    const [type] = Object.keys(operation.body.media);
    const schema = operation.body.media[type!]!;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [name, property] of Object.entries(properties)) {
      list.push(invalidValue(property).map((value) => (request: FuzzRequest) => void (isRecord(request.body) && (request.body[name] = value))));
    }
    for (const name of (schema.required as string[] | undefined) ?? []) list.push(fc.constant((request: FuzzRequest) => void (isRecord(request.body) && delete request.body[name])));
    list.push(fc.constant((request: FuzzRequest) => void (isRecord(request.body) && (request.body.zz_extra_field = 'x'))));
    list.push(fc.constantFrom('[]', 'null', '"text"', '{"a":', '{}', '1e999').map((raw) => (request: FuzzRequest) => void ((request.raw = raw), (request.mediaType = 'application/json'))));
    const undeclared = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'application/json'].filter(
      (t) => !(t.split(';')[0]! in operation.body!.media),
    );
    if (undeclared.length) list.push(fc.constantFrom(...undeclared).map((t) => (request: FuzzRequest) => void ((request.mediaType = t), (request.raw = 'a=1')))); 
  } else {
    list.push(fc.constant((request: FuzzRequest) => void ((request.mediaType = 'text/plain'), (request.raw = 'unexpected body'))));
  }
  return list;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function invalidRequest(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const options = mutations(operation);
  return fc.tuple(validRequest(operation), fc.oneof(...options)).map(([request, mutate]) => {
    const copy = structuredClone(request);
    mutate(copy);
    return copy;
  });
}

function encode(operation: Operation, request: FuzzRequest, token: string | undefined) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(request.params[name] ?? 'missing')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const headers: Record<string, string> = { 'accept-language': 'en', ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  const type = request.mediaType;
  if (request.raw !== undefined) payload = request.raw;
  else if (type === 'application/x-www-form-urlencoded' && isRecord(request.body)) {
    payload = new URLSearchParams(Object.entries(request.body).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)])).toString();
  } else if (type === 'multipart/form-data' && isRecord(request.body)) {
    const parts: string[] = [];
    for (const [name, value] of Object.entries(request.body)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === null || item === undefined) continue;
        const isFile = operation.body?.media[type] && JSON.stringify((operation.body.media[type]!.properties as Schema)?.[name] ?? {}).includes('binary');
        parts.push(
          isFile
            ? `--zz\r\nContent-Disposition: form-data; name="${name}"; filename="fuzz.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n`
            : `--zz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`,
        );
      }
    }
    payload = `${parts.join('')}--zz--\r\n`;
    headers['content-type'] = 'multipart/form-data; boundary=zz';
  } else if (type && request.body !== undefined) payload = JSON.stringify(request.body);
  if (type && payload !== undefined) headers['content-type'] ??= type;
  return { method: operation.method, url: `/api${path}${query.size ? `?${query}` : ''}`, headers, payload };
}

function problemsWith(operation: Operation, status: number, contentType: string | undefined, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  const declared = operation.responses[String(status)] ?? operation.responses.default;
  if (!declared) problems.push(`status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`);
  const json = contentType?.includes('json') ? (JSON.parse(text) as unknown) : undefined;
  if (declared?.schema) {
    if (json === undefined) problems.push(`body is not JSON (${contentType})`);
    else {
      const validate = responseValidator(declared.schema);
      if (!validate(json)) problems.push(`body does not match the declared schema: ${JSON.stringify(validate.errors)}`);
    }
  }
  if (status >= 400) {
    const body = json as { code?: unknown; message?: unknown } | undefined;
    if (typeof body?.code !== 'string' || typeof body.message !== 'string') problems.push('error body without code and message');
  }
  return problems;
}

forEachApp('contract fuzz', (ctx) => {
  const all = operations();
  let count = 0;
  let started = 0;
  const tokens: Partial<Record<TokenKind, string>> = {};

  const freshTokens = async () => {
    const now = new Date();
    tokens.provider = (await issueToken(ctx.db, { kind: 'provider', subjectId: owner.userId, ttlSeconds: 3600, now })).token;
    tokens.company = (await issueToken(ctx.db, { kind: 'company', subjectId: owner.userId, ttlSeconds: 3600, now })).token;
    tokens.focus = (await issueToken(ctx.db, { kind: 'focus', subjectId: focusUserId, ttlSeconds: 3600, now })).token;
    tokens.customer = (await issueToken(ctx.db, { kind: 'customer', subjectId: customerId, ttlSeconds: 3600, now })).token;
  };
  let owner: { userId: number; providerId: number };
  let focusUserId: number;
  let customerId: number;

  beforeAll(async () => {
    owner = await createProvider(ctx.db, { superAdmin: true });
    focusUserId = (await createFocusUser(ctx.db, { password: 'password123' })).userId;
    customerId = (await ctx.db.insertInto('customers').values({ mobile: '555000123' }).returning('id').executeTakeFirstOrThrow()).id;
    started = performance.now();
  });
  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[contract fuzz · ${ctx.kind}] ${count} requests over ${all.length} operations in ${seconds} s (seed ${seed}, ${runs} runs per operation and token kind)`);
  });

  it('answers every generated request below 500, with a declared status, a declared body and code + message on errors', async () => {
    for (const operation of all) {
      await freshTokens();
      // Each token kind the operation declares, no token, and a token of a kind it does not take.
      const kinds: (TokenKind | undefined)[] = [...operation.tokenKinds, undefined];
      const other = (['provider', 'focus', 'company', 'customer'] as const).find((k) => !operation.tokenKinds.includes(k));
      if (other) kinds.push(other);
      for (const kind of kinds) {
        const declaredKind = kind === undefined ? !operation.tokenKinds.length : operation.tokenKinds.includes(kind);
        const arbitrary = declaredKind ? fc.oneof(validRequest(operation), invalidRequest(operation)) : invalidRequest(operation);
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const sent = encode(operation, request, kind ? tokens[kind] : undefined);
            const res = await ctx.app.inject(sent);
            count += 1;
            const problems = problemsWith(operation, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
            if (problems.length) {
              throw new Error(
                `${operation.id} (${kind ?? 'no token'}), seed ${seed}: ${problems.join('; ')}\n  request: ${JSON.stringify({ ...sent, headers: { ...sent.headers, authorization: undefined } })}\n  answer: ${res.statusCode} ${res.body.slice(0, 500)}`,
              );
            }
          }),
          { seed: seed + hash(operation.id + (kind ?? '')), numRuns: declaredKind ? runs : Math.max(2, Math.round(runs / 4)), endOnFailure: true },
        );
      }
    }
    expect(count).toBeGreaterThan(all.length);
  }, 600_000);
});

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(h);
}
