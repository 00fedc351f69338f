/**
 * Request validation from the contract itself: the mock server checks bodies, path and query
 * parameters against api-spec/openapi.yaml with Ajv (draft 2020-12, as the real server does) and
 * answers 422 with `errors` per field. So a story that submits bad input sees the server's answer,
 * and a screen that sends a wrong body finds out in its story, not in production.
 *
 * The schemas come from contract-digest.json (the YAML's validation parts as JSON) and are
 * compiled per operation on its first request, so a story pays only for the calls it makes.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ContractDigest, DigestParameter, JsonSchema } from './contract-digest';
import digestText from './contract-digest.json?raw';
import type { OperationId } from './operations';

export interface Issue {
  /** Dot notation, as the server reports it: `working_hours.2.opens_at`. */
  field: string;
  problem: 'required' | 'invalid' | 'unknown';
}

interface Contract {
  digest: ContractDigest;
  /** One Ajv for bodies (no coercion) and one for path and query strings (coerced), made on first use. */
  ajv: { bodies?: Ajv2020; params?: Ajv2020 };
  compiled: Map<string, ValidateFunction | null>;
}

let contract: Contract | undefined;

/** `#/components/schemas/Salon` → `Salon`, the id each component schema is registered under. */
function localRefs<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"')) as T;
}

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true, coerceTypes: coerce ? 'array' : false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

function load(): Contract {
  contract ??= { digest: JSON.parse(digestText) as ContractDigest, ajv: {}, compiled: new Map() };
  return contract;
}

function ajvFor(kind: 'bodies' | 'params'): Ajv2020 {
  const { ajv } = load();
  return (ajv[kind] ??= createAjv(kind === 'params'));
}

const registered = new WeakMap<Ajv2020, Set<string>>();

/** Registers the component schemas a schema refers to, and theirs, the first time they are needed. */
function addReferenced(ajv: Ajv2020, schema: unknown): void {
  const added = registered.get(ajv) ?? new Set<string>();
  registered.set(ajv, added);
  const names = [...JSON.stringify(schema).matchAll(/"\$ref":"([^"#/]+)"/g)].map((match) => match[1] ?? '');
  for (const name of names) {
    if (added.has(name)) continue;
    added.add(name);
    const component = load().digest.schemas[name];
    if (!component) throw new Error(`contract: unknown schema ${name}`);
    const local = localRefs(component);
    ajv.addSchema(local, name);
    addReferenced(ajv, local);
  }
}

function compile(ajv: Ajv2020, schema: JsonSchema): ValidateFunction {
  const local = localRefs(schema);
  addReferenced(ajv, local);
  return ajv.compile(local);
}

function parametersOf(operationId: OperationId): DigestParameter[] {
  return load().digest.operations[operationId]?.parameters ?? [];
}

function toIssues(errors: ErrorObject[] | null | undefined): Issue[] {
  const found = new Map<string, Issue>();
  for (const error of errors ?? []) {
    const base = error.instancePath.split('/').filter(Boolean).join('.');
    const join = (child: string) => (base ? `${base}.${child}` : child);
    let issue: Issue;
    if (error.keyword === 'required') issue = { field: join(String(error.params.missingProperty)), problem: 'required' };
    else if (error.keyword === 'additionalProperties') issue = { field: join(String(error.params.additionalProperty)), problem: 'unknown' };
    else issue = { field: base || 'body', problem: 'invalid' };
    if (!found.has(issue.field)) found.set(issue.field, issue);
  }
  return [...found.values()];
}

function compiled(key: string, make: () => ValidateFunction | null): ValidateFunction | null {
  const cache = load().compiled;
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) ?? null;
}

/** The JSON (or form) body schema of an operation; a `oneOf` told apart by `social_type` picks its branch. */
function bodySchema(operationId: OperationId, mediaType: string, body: unknown): { key: string; schema: JsonSchema } | null {
  const { digest } = load();
  const schema = digest.operations[operationId]?.requestBody?.content[mediaType];
  if (!schema) return null;
  const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
  const branches = (ref ? digest.schemas[ref]?.oneOf : undefined) as Array<{ $ref: string }> | undefined;
  const socialType = (body as { social_type?: unknown } | null)?.social_type;
  if (branches && typeof socialType === 'string') {
    for (const branch of branches) {
      const name = branch.$ref.split('/').pop() ?? '';
      const properties = digest.schemas[name]?.properties as Record<string, { const?: unknown }> | undefined;
      if (properties?.social_type?.const === socialType) return { key: `${operationId}:${mediaType}:${name}`, schema: { $ref: `#/components/schemas/${name}` } };
    }
  }
  return { key: `${operationId}:${mediaType}`, schema };
}

/** Problems of a request body (already parsed from JSON or a form), or [] when it is valid. */
export function validateBody(operationId: OperationId, mediaType: string, body: unknown): Issue[] {
  const found = bodySchema(operationId, mediaType, body);
  if (!found) return [];
  const validate = compiled(`body:${found.key}`, () => compile(ajvFor('bodies'), found.schema));
  return validate && !validate(body) ? toIssues(validate.errors) : [];
}

/** Whether the operation declares a body for this media type. */
export function acceptsBody(operationId: OperationId, mediaType: string): boolean {
  return Boolean(load().digest.operations[operationId]?.requestBody?.content[mediaType]);
}

export function bodyRequired(operationId: OperationId): boolean {
  return Boolean(load().digest.operations[operationId]?.requestBody?.required);
}

/** Problems of the path and query parameters and the Idempotency-Key header (coerced from strings, as the server does). */
export function validateParameters(
  operationId: OperationId,
  request: { path: Record<string, string | readonly string[] | undefined>; query: URLSearchParams; headers: Headers },
): Issue[] {
  const parameters = parametersOf(operationId).filter(
    (parameter) => parameter.in === 'path' || parameter.in === 'query' || (parameter.in === 'header' && parameter.name === 'Idempotency-Key'),
  );
  if (parameters.length === 0) return [];
  const values: Record<string, unknown> = {};
  for (const parameter of parameters) {
    let value: unknown;
    if (parameter.in === 'path') value = request.path[parameter.name];
    else if (parameter.in === 'header') value = request.headers.get(parameter.name) ?? undefined;
    else if (parameter.schema?.type === 'array') {
      const all = request.query.getAll(parameter.name);
      value = all.length > 0 ? all : undefined;
    } else value = request.query.get(parameter.name) ?? undefined;
    if (value !== undefined) values[parameter.name] = value;
  }
  const validate = compiled(`params:${operationId}`, () =>
    compile(ajvFor('params'), {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    }),
  );
  return validate && !validate(values) ? toIssues(validate.errors) : [];
}
