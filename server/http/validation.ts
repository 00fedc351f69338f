/**
 * Request validation with JSON Schema 2020-12 (the contract is OpenAPI 3.1), and the translation of
 * Ajv's errors into the contract's `errors: { field: [messages] }` in the request's language.
 */
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { hasMessage, translate, type Locale } from '../i18n';
import type { FieldErrors } from './errors';
import { textProblems } from './text-rules';

// ajv-formats is CommonJS with a default export.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

function makeAjv(options: Options): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, useDefaults: true, ...options });
  addFormats(ajv);
  // OpenAPI annotations that are not JSON Schema keywords.
  ajv.addKeyword('example');
  ajv.addKeyword('discriminator');
  ajv.addKeyword('xml');
  ajv.addKeyword('externalDocs');
  ajv.addFormat('binary', true);
  // RFC 3339 as ajv-formats checks it, and a moment JavaScript can hold (no leap second 23:59:60),
  // so every date-time the contract lets through is one the handlers can read.
  const rfc3339 = ajv.formats['date-time'] as { validate: (value: string) => boolean } | ((value: string) => boolean);
  const isRfc3339 = typeof rfc3339 === 'function' ? rfc3339 : rfc3339.validate;
  ajv.addFormat('date-time', { type: 'string', validate: (value: string) => isRfc3339(value) && !Number.isNaN(Date.parse(value)) });
  return ajv;
}

/** Query strings, paths and headers arrive as strings: coerce, and accept one value as a one-item array. */
const coercing = makeAjv({ coerceTypes: 'array' });
/** JSON bodies are typed already: no coercion (a "5" is not a 5). */
const strictJson = makeAjv({ coerceTypes: false });
/** Responses, checked against the contract in tests. */
const responses = makeAjv({ coerceTypes: false, useDefaults: false, allErrors: false });

const cache = new Map<string, ValidateFunction>();
let counter = 0;

function compileWith(ajv: Ajv2020, label: string, schema: Record<string, unknown>): ValidateFunction {
  const key = `${label}\0${JSON.stringify(schema)}`;
  let validate = cache.get(key);
  if (!validate) {
    // fastify-openapi-glue gives recursive schemas one shared $id; Ajv needs them unique.
    const unique = typeof schema.$id === 'string' ? { ...schema, $id: `urn:mawid:schema:${++counter}` } : schema;
    validate = ajv.compile(unique);
    cache.set(key, validate);
  }
  return validate;
}

function mentionsBinary(schema: unknown): boolean {
  return JSON.stringify(schema).includes('"format":"binary"');
}

export interface LazyValidator {
  (data: unknown): boolean;
  errors?: ValidateFunction['errors'];
}

/**
 * Compiles on first use: an app with a hundred operations starts without compiling them all. A
 * request part that passes its schema is then held to the text rules (text-rules.ts).
 */
function lazy(compile: () => ValidateFunction, part?: string): LazyValidator {
  let validate: ValidateFunction | undefined;
  const run: LazyValidator = (data) => {
    validate ??= compile();
    const valid = validate(data) as boolean;
    run.errors = validate.errors;
    if (!valid || part === undefined) return valid;
    const problems = textProblems(data, part);
    if (!problems.length) return true;
    run.errors = problems;
    return false;
  };
  return run;
}

function lowerCaseHeaders(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])),
    ...(Array.isArray(schema.required) ? { required: (schema.required as string[]).map((name) => name.toLowerCase()) } : {}),
  };
}

/** Fastify validator compiler: validators are compiled lazily and cached per process (tests build many apps). */
export function validatorCompiler({ schema, httpPart }: { schema: Record<string, unknown>; httpPart?: string }): LazyValidator {
  // Multipart fields are strings too (width=300), so multipart bodies coerce like query strings.
  if (httpPart === 'body' && !mentionsBinary(schema)) return lazy(() => compileWith(strictJson, 'body', schema), 'body');
  // Node gives header names in lower case; Fastify lowers the schema's only for its own compiler.
  if (httpPart === 'headers') return lazy(() => compileWith(coercing, 'headers', lowerCaseHeaders(schema)), 'headers');
  return lazy(() => compileWith(coercing, httpPart ?? 'other', schema), httpPart ?? 'other');
}

export function responseValidator(schema: Record<string, unknown>): LazyValidator {
  return lazy(() => compileWith(responses, 'response', schema));
}

function attributeName(locale: Locale, field: string): string {
  const name = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  const key = `api.attribute.${name}`;
  return hasMessage(key) ? translate(locale, key) : name.replace(/_/g, ' ');
}

function messageFor(locale: Locale, field: string, error: ErrorObject): string {
  const attribute = attributeName(locale, field);
  const limit = (error.params as { limit?: number }).limit;
  switch (error.keyword) {
    case 'required':
      return translate(locale, 'api.validation.required', { attribute });
    case 'type':
      return translate(locale, 'api.validation.type', { attribute });
    case 'pattern':
    case 'format':
      return translate(locale, 'api.validation.format', { attribute });
    case 'minLength':
      return translate(locale, 'api.validation.min_length', { attribute, limit: limit ?? 0 });
    case 'maxLength':
      return translate(locale, 'api.validation.max_length', { attribute, limit: limit ?? 0 });
    case 'minimum':
    case 'exclusiveMinimum':
      return translate(locale, 'api.validation.minimum', { attribute, limit: limit ?? 0 });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate(locale, 'api.validation.maximum', { attribute, limit: limit ?? 0 });
    case 'enum':
    case 'const':
      return translate(locale, 'api.validation.enum', { attribute });
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return translate(locale, 'api.validation.not_allowed', { attribute });
    case 'minItems':
      return translate(locale, 'api.validation.min_items', { attribute, limit: limit ?? 0 });
    case 'maxItems':
      return translate(locale, 'api.validation.max_items', { attribute, limit: limit ?? 0 });
    case 'uniqueItems':
      return translate(locale, 'api.validation.unique_items', { attribute });
    case 'controlCharacters':
      return translate(locale, 'api.validation.control_characters', { attribute });
    case 'visibleText':
      return translate(locale, 'api.validation.visible_text', { attribute });
    default:
      return translate(locale, 'api.validation.invalid', { attribute });
  }
}

function fieldOf(error: ErrorObject, part: string | undefined): string {
  const segments = error.instancePath.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { missingProperty?: string; additionalProperty?: string; unevaluatedProperty?: string };
  if (error.keyword === 'required' && params.missingProperty) segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && params.additionalProperty) segments.push(params.additionalProperty);
  if (error.keyword === 'unevaluatedProperties' && params.unevaluatedProperty) segments.push(params.unevaluatedProperty);
  if (!segments.length) return part === 'body' || !part ? 'body' : part;
  // Header names are matched case-insensitively; report them as sent.
  return segments.join('.');
}

/**
 * Of a `oneOf`/`anyOf`, only the branch that came closest explains the problem (the social
 * sign-in body is told apart by `social_type`): the other branches' errors, and the "must match
 * exactly one schema" error itself, are dropped.
 */
function closestBranch(errors: ErrorObject[]): ErrorObject[] {
  let result = errors;
  for (const choice of errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) {
    const prefix = `${choice.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const error of result) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    if (!branches.size) continue;
    // A branch whose discriminating `const` failed is the wrong branch, however few its errors.
    const score = (list: ErrorObject[]) => list.length + (list.some((e) => e.keyword === 'const') ? 100 : 0);
    const best = [...branches.values()].sort((a, b) => score(a) - score(b))[0]!;
    result = result.filter((e) => e !== choice && (!e.schemaPath.startsWith(prefix) || best.includes(e)));
  }
  return result;
}

/** Ajv errors → `{ field: [message, …] }` in `locale`, one message per field and rule. */
export function fieldErrors(locale: Locale, errors: ErrorObject[], part?: string): FieldErrors {
  const result: FieldErrors = {};
  for (const error of closestBranch(errors)) {
    const field = fieldOf(error, part);
    const message = messageFor(locale, field, error);
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
}
