/** The contract, read once per process, and what each operation declares about access. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { TokenKind } from '../db/tables/platform';
import type { OperationId, PermissionKey } from './context';

const specPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api-spec/openapi.yaml');

export interface OperationInfo {
  operationId: OperationId;
  method: string;
  /** Path as written in the document (without /api). */
  path: string;
  /** Token kinds accepted; empty for public operations. */
  tokenKinds: TokenKind[];
  permission: PermissionKey | undefined;
  requiresPackage: boolean;
  /** Media types the operation's `requestBody` declares (empty: the operation reads no body). */
  requestMediaTypes: string[];
}

const schemeKinds: Record<string, TokenKind> = { providerToken: 'provider', focusToken: 'focus', companyToken: 'company', customerToken: 'customer' };

let cached: { document: Record<string, unknown>; source: string; operations: Map<string, OperationInfo> } | undefined;

function load() {
  if (cached) return cached;
  const source = readFileSync(specPath, 'utf8');
  const document = parse(source) as { paths: Record<string, Record<string, Record<string, unknown>>> } & Record<string, unknown>;
  const operations = new Map<string, OperationInfo>();
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (typeof operation !== 'object' || !operation || typeof operation.operationId !== 'string') continue;
      const security = (operation.security ?? []) as Record<string, unknown>[];
      const tokenKinds = security.flatMap((requirement) => Object.keys(requirement).map((scheme) => schemeKinds[scheme]).filter((k): k is TokenKind => !!k));
      operations.set(operation.operationId, {
        operationId: operation.operationId as OperationId,
        method: method.toUpperCase(),
        path: route,
        tokenKinds,
        permission: operation['x-permission'] as PermissionKey | undefined,
        requiresPackage: operation['x-requires-package'] === true,
        requestMediaTypes: Object.keys((operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {}).map((type) => type.toLowerCase()),
      });
    }
  }
  cached = { document, source, operations };
  return cached;
}

/** The parsed document (a fresh copy: consumers such as fastify-openapi-glue modify what they get). */
export function specDocument(): Record<string, unknown> {
  return structuredClone(load().document);
}

export function specSource(): string {
  return load().source;
}

export function operationInfo(operationId: string): OperationInfo | undefined {
  return load().operations.get(operationId);
}

export function allOperations(): OperationInfo[] {
  return [...load().operations.values()];
}
