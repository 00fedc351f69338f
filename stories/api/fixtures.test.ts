/**
 * The demo business fits the contract: every fixture, in every language, is validated with Ajv
 * 2020 against the response schema of its call in api-spec/openapi.yaml (objects closed, so no
 * field the contract does not name slips in), at the status the contract gives its success.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import specText from '../../api-spec/openapi.yaml?raw';
import { locales } from '../../app/i18n/locales';
import { demoLastDay, publicSlotsAnswer } from './customer-fixtures';
import { demo, NOW, riyadh } from './fixtures';
import { CREATED, type Route } from './http';

type Json = Record<string, unknown>;
const spec = parse(specText) as { paths: Record<string, Record<string, { responses: Record<string, Json> }>>; components: Record<string, Record<string, Json>> };

function deref(value: Json): Json {
  const ref = value.$ref;
  if (typeof ref !== 'string') return value;
  const [, , kind, name] = ref.split('/');
  return deref(spec.components[kind!]![name!]!);
}
const localRefs = <T>(schema: T): T => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"')) as T;
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
for (const [name, schema] of Object.entries(spec.components.schemas!)) ajv.addSchema(closed(localRefs(schema)), name);

function successOf(route: Route) {
  const [method, path] = route.split(' ') as [string, string];
  const responses = spec.paths[path]?.[method.toLowerCase()]?.responses;
  if (!responses) throw new Error(`${route} is not in the contract`);
  const status = Object.keys(responses).find((code) => code.startsWith('2'))!;
  const schema = (deref(responses[status]!).content as Record<string, { schema: Json }>)['application/json']!.schema;
  return { status: Number(status), schema };
}

describe.each(locales)('the demo business in %s', (locale) => {
  const answers = Object.entries(demo(locale)) as Array<[Route, unknown]>;

  it.each(answers.map(([route, body]) => [route, body] as const))('%s fits the contract', (route, body) => {
    const { status, schema } = successOf(route);
    expect(CREATED.includes(route) ? 201 : 200, 'success status').toBe(status);
    const validate = ajv.compile(closed(localRefs(schema)));
    expect(validate(body) ? [] : validate.errors).toEqual([]);
  });
});

it('every call listed as 201 Created is one', () => {
  for (const route of CREATED) expect(successOf(route).status, route).toBe(201);
});

it('time stands still: nothing in the fixtures reads the clock', () => {
  expect(JSON.stringify(demo('en'))).toBe(JSON.stringify(demo('en')));
  expect(NOW).toBe('2026-11-22T09:00:00+03:00');
});

describe('the demo salon\'s free times honour the request, like the slots call', () => {
  const { schema } = successOf('GET /public/salons/{slug}/slots');
  const ok = ajv.compile(closed(localRefs(schema)));
  const refused = ajv.getSchema('ValidationError')!;
  const ask = (query: Record<string, string>, locale: (typeof locales)[number] = 'en') => publicSlotsAnswer(new URLSearchParams(query), locale);

  it.each(locales)('pages through the 30-day window two weeks at a time in %s, fitting the contract', (locale) => {
    const pages = [0, 14, 28].map((offset) => ask({ from: riyadh(offset, '00:00').slice(0, 10), days: String(offset === 28 ? 2 : 14) }, locale));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(ok(page.body) ? [] : ok.errors).toEqual([]);
    }
    const dates = pages.flatMap((page) => (page.status === 200 ? page.body.data.map((day) => day.date) : []));
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe(NOW.slice(0, 10));
    expect(dates.at(-1)).toBe(demoLastDay());
    expect(new Set(dates).size).toBe(30);
  });

  it('answers the days after the window empty, and refuses a range starting after it with the server\'s code and message', () => {
    const over = ask({ from: riyadh(28, '00:00').slice(0, 10), days: '14' });
    expect(over.status === 200 && over.body.data.slice(2).every((day) => day.slots.length === 0)).toBe(true);
    const after = ask({ from: riyadh(30, '00:00').slice(0, 10), days: '14' }, 'ar');
    expect(after.status).toBe(422);
    expect(refused(after.body) ? [] : refused.errors).toEqual([]);
    expect(after.body).toMatchObject({ code: 'outside_booking_window', message: expect.stringContaining('مقدمًا') });
  });
});
