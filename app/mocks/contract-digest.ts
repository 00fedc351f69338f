/**
 * What request validation needs from api-spec/openapi.yaml, as plain JSON: each operation's
 * parameters and request-body schemas, and the component schemas they use, without the
 * descriptions and examples. Parsing the 10,000-line YAML in the browser takes most of a second
 * on every story load; this digest (`contract-digest.json`, written by
 * `npx tsx app/mocks/write-contract-digest.ts`) parses in milliseconds. contract-digest.test.ts
 * fails when it no longer matches the YAML.
 */

export type JsonSchema = { [key: string]: unknown };

export interface DigestParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface DigestOperation {
  parameters: DigestParameter[];
  requestBody?: { required: boolean; content: Record<string, JsonSchema> };
}

export interface ContractDigest {
  operations: Record<string, DigestOperation>;
  schemas: Record<string, JsonSchema>;
}

const ANNOTATIONS = new Set(['description', 'example', 'examples', 'summary', 'title', 'externalDocs']);

/** A schema without annotations; names inside `properties` are kept whatever they are called. */
export function stripAnnotations(node: unknown, namesHere = false): unknown {
  if (Array.isArray(node)) return node.map((item) => stripAnnotations(item));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!namesHere && (ANNOTATIONS.has(key) || key.startsWith('x-'))) continue;
    out[key] = stripAnnotations(value, !namesHere && (key === 'properties' || key === 'patternProperties' || key === '$defs'));
  }
  return out;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; parameters?: Array<Record<string, unknown>>; requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> } }>>;
  components: { schemas: Record<string, unknown>; parameters: Record<string, Record<string, unknown>> };
}

export function digestContract(document: OpenApiDocument): ContractDigest {
  const operations: Record<string, DigestOperation> = {};
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const parameters = (operation.parameters ?? []).map((raw) => {
        const name = typeof raw.$ref === 'string' ? raw.$ref.split('/').pop() ?? '' : '';
        const parameter = name ? document.components.parameters[name] : raw;
        if (!parameter) throw new Error(`contract: unknown parameter ${String(raw.$ref)}`);
        return stripAnnotations({ name: parameter.name, in: parameter.in, required: parameter.required ?? false, schema: parameter.schema ?? {} }) as DigestParameter;
      });
      const content = operation.requestBody?.content;
      operations[operation.operationId] = {
        parameters,
        ...(content
          ? {
              requestBody: {
                required: operation.requestBody?.required ?? false,
                content: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, stripAnnotations(media.schema ?? {}) as JsonSchema])),
              },
            }
          : {}),
      };
    }
  }
  const schemas = Object.fromEntries(Object.entries(document.components.schemas).map(([name, schema]) => [name, stripAnnotations(schema) as JsonSchema]));
  return { operations, schemas };
}
