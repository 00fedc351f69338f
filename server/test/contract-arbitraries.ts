/**
 * fast-check arbitraries from the contract's JSON Schemas (a small converter of ours: the
 * maintained ones target draft-07 or OpenAPI 3.0, not OpenAPI 3.1's 2020-12 with `type` arrays).
 * `valid` values stay inside the schema, at its edges more often than not; `invalid` requests are a
 * valid one with one thing broken (server/http/contract-fuzz.test.ts).
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown>;

/** The document with every `#/…` reference replaced by what it points at (recursion cut at depth 2). */
export function dereference(document: Schema): Schema {
  const resolve = (pointer: string): unknown =>
    pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  const walk = (node: unknown, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen));
    if (!node || typeof node !== 'object') return node;
    const record = node as Schema;
    if (typeof record.$ref === 'string') {
      const ref = record.$ref;
      if (seen.filter((s) => s === ref).length >= 2) return {};
      return walk(resolve(ref), [...seen, ref]);
    }
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, walk(value, seen)]));
  };
  return walk(document, []) as Schema;
}

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

const NAME_FIELD = /^(?:name|title)(?:_(?:ar|en|tr|ur))?$|_name(?:_(?:ar|en|tr|ur))?$/;
/** Letters a user of this product types: Latin, Arabic, Turkish, Urdu, digits, a space. */
const letters = [...'abcXYZ019 سارةالقحطانيçğışöüÇĞİŞÖÜٹڈڑںھےۓ-_.'];

function textArbitrary(schema: Schema, key: string | undefined): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(min, 40);
  const edge = fc.constantFrom(min, max, Math.min(max, min + 1));
  const body = edge.chain((length) => fc.string({ unit: fc.constantFrom(...letters), minLength: length, maxLength: length }));
  const any = fc.string({ unit: fc.constantFrom(...letters), minLength: min, maxLength: Math.min(max, min + 30) });
  return fc.oneof(body, any).map((text) => (key && NAME_FIELD.test(key) && text.length && !/\S/.test(text[0]!) ? `س${text.slice(1)}` : text));
}

function formatArbitrary(format: string): fc.Arbitrary<string> | undefined {
  const day = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true });
  switch (format) {
    case 'date-time':
      return day.map((d) => d.toISOString().replace(/\.\d{3}Z$/, '+03:00'));
    case 'date':
      return day.map((d) => d.toISOString().slice(0, 10));
    case 'time':
      return fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+03:00`);
    case 'email':
      return fc.emailAddress({ size: 'small' });
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl({ size: 'small' });
    case 'uri-reference':
      return fc.constantFrom('/uploads/salons/a.png', 'salons/a.png');
    default:
      return undefined;
  }
}

/** Values the schema accepts. `key` is the property's name (names need a visible letter). */
export function validArbitrary(schema: Schema, key?: string, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices?.length) {
    const { oneOf: _o, anyOf: _a, ...rest } = schema;
    return fc.oneof(...choices.map((choice) => validArbitrary({ ...rest, ...choice }, key, depth)));
  }
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as Schema[]).reduce<Schema>(
      (all, part) => ({ ...all, ...part, properties: { ...(all.properties as Schema), ...(part.properties as Schema) }, required: [...((all.required as string[]) ?? []), ...((part.required as string[]) ?? [])] }),
      {},
    );
    const { allOf: _all, ...rest } = schema;
    return validArbitrary({ ...rest, ...merged }, key, depth);
  }
  const kinds = types(schema);
  const nonNull = kinds.filter((t) => t !== 'null');
  const nullable = kinds.includes('null');
  const of = (type: string | undefined): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': {
        if (typeof schema.format === 'string') {
          const formatted = formatArbitrary(schema.format);
          if (formatted) return formatted;
        }
        if (typeof schema.pattern === 'string') {
          const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
          const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
          return fc
            .stringMatching(new RegExp(schema.pattern))
            .filter((s) => s.length <= max && s.length >= min && [...s].every((c) => c >= ' ' && c !== '\u007f'));
        }
        return textArbitrary(schema, key);
      }
      case 'integer':
      case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000;
        const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 100_000;
        const edges = fc.constantFrom(min, max, Math.min(max, Math.max(min, 1)));
        const within = type === 'integer' ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
        if (typeof schema.multipleOf === 'number') {
          const step = schema.multipleOf;
          return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
        }
        return fc.oneof(edges, within);
      }
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const items = (schema.items as Schema | undefined) ?? {};
        const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxItems = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, minItems + 4);
        const arbitrary = validArbitrary(items, key, depth + 1);
        return schema.uniqueItems
          ? fc.uniqueArray(arbitrary, { minLength: minItems, maxLength: maxItems, selector: (v) => JSON.stringify(v) })
          : fc.array(arbitrary, { minLength: minItems, maxLength: maxItems });
      }
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        const required = new Set((schema.required as string[] | undefined) ?? []);
        if (depth > 4) return fc.constant({});
        const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validArbitrary(property, name, depth + 1)]));
        return fc.record(shape, { requiredKeys: [...required].filter((name) => name in shape) });
      }
      default:
        return fc.oneof(fc.string({ maxLength: 5 }), fc.integer({ min: 0, max: 5 }));
    }
  };
  const base = nonNull.length > 1 ? fc.oneof(...nonNull.map(of)) : of(nonNull[0]);
  return nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

/** Values of the wrong type, out of range, too long, or carrying control characters, for one field. */
export function invalidValue(schema: Schema): fc.Arbitrary<unknown> {
  const kinds = types(schema);
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>({}, [], true, 'x', -1.5, 2 ** 53)];
  if (kinds.includes('integer') || kinds.includes('number')) {
    options.push(fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1e20, 0.5, '12', typeof schema.maximum === 'number' ? schema.maximum + 1 : 1e12));
  }
  if (kinds.includes('string')) {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 255;
    options.push(fc.constantFrom('x'.repeat(max + 1), 'a'.repeat(20_000), 'a\u0000b', '\u001b[2J', '\u202E\u202D', '\u200B'));
  }
  return fc.oneof(...options);
}
