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
import { demo, NOW } from './fixtures';
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
