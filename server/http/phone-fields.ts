/**
 * Phone numbers as people write them (`0112345678`, `+966 50 000 0001`, `٠٥٠…`): the contract keeps
 * the stored form in its patterns (`Mobile`: `^5\d{8}$`; a salon's phone: `^[15]\d{8}$`), and the
 * server brings what was sent to that form BEFORE validating (shared/phone.ts, the app's rule too).
 * So the document stays exact about what is stored and answered, and a request may be lenient.
 * Which fields are phone numbers is read from the document: a body property or query parameter
 * whose schema carries one of those patterns.
 */
import type { FastifyRequest } from 'fastify';
import { normalisePhone } from '../../shared/phone';
import { specDocument } from './spec';

/** The patterns of the stored forms (the contract's `Mobile` and a salon's phone). */
const phonePatterns: ReadonlySet<string> = new Set(['^5\\d{8}$', '^[15]\\d{8}$']);

type Node = Record<string, unknown> & { $ref?: string };
interface PhoneFields {
  body: string[];
  query: string[];
}

let byOperation: Map<string, PhoneFields> | undefined;

function collect(): Map<string, PhoneFields> {
  const document = specDocument() as Node & { paths: Record<string, Record<string, Node>> };
  const resolve = (node: unknown): Node | undefined => {
    let current = node as Node | undefined;
    while (current?.$ref) current = current.$ref.split('/').slice(1).reduce<Node>((o, k) => o[k] as Node, document);
    return current;
  };
  // The schema itself and the branches of its oneOf/anyOf/allOf (a nullable phone, a choice of bodies).
  const variants = (node: unknown): Node[] => {
    const schema = resolve(node);
    if (!schema) return [];
    return [schema, ...['oneOf', 'anyOf', 'allOf'].flatMap((key) => ((schema[key] ?? []) as unknown[]).flatMap(variants))];
  };
  const isPhone = (node: unknown) => variants(node).some((schema) => typeof schema.pattern === 'string' && phonePatterns.has(schema.pattern));
  const result = new Map<string, PhoneFields>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || typeof operation.operationId !== 'string') continue;
      const query = [...((item.parameters ?? []) as unknown[]), ...((operation.parameters ?? []) as unknown[])]
        .map((parameter) => resolve(parameter) as { in?: string; name?: string; schema?: unknown })
        .filter((parameter) => parameter.in === 'query' && parameter.name && isPhone(parameter.schema))
        .map((parameter) => parameter.name!);
      const content = (resolve(operation.requestBody) as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
      const body = new Set<string>();
      for (const media of Object.values(content)) {
        for (const schema of variants(media.schema)) {
          for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) if (isPhone(property)) body.add(name);
        }
      }
      if (query.length || body.size) result.set(operation.operationId, { body: [...body], query });
    }
  }
  return result;
}

/** The phone fields of an operation (none: undefined). */
export function phoneFieldsOf(operationId: string): PhoneFields | undefined {
  byOperation ??= collect();
  return byOperation.get(operationId);
}

/** A route's `preValidation`: its phone fields in the stored form, or undefined for an operation without any. */
export function phoneNormaliser(operationId: string): ((request: FastifyRequest) => Promise<void>) | undefined {
  const fields = phoneFieldsOf(operationId);
  if (!fields) return undefined;
  const normalise = (values: unknown, names: string[]) => {
    if (!values || typeof values !== 'object') return;
    const record = values as Record<string, unknown>;
    for (const name of names) if (typeof record[name] === 'string') record[name] = normalisePhone(record[name]);
  };
  return async (request) => {
    normalise(request.body, fields.body);
    normalise(request.query, fields.query);
  };
}
