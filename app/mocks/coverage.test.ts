/**
 * Every operation of api-spec/openapi.yaml has a default mock handler at its method and path, and
 * the mocks' table of operations says what the document says.
 */
import { describe, expect, it } from 'vitest';
import { createHandlers, handlers, handlersByOperation } from './handlers';
import { OPERATIONS, type OperationId } from './operations';
import { specOperations } from './test-utils';

const mswPath = (path: string) => `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`;

describe('mock coverage of the contract', () => {
  it('reads a document with the operations it is about', () => {
    expect(specOperations.length).toBeGreaterThan(80);
  });

  it.each(specOperations.map((item) => [item.operationId, item] as const))('%s has a default handler at its method and path', (operationId, item) => {
    const handler = handlersByOperation[operationId as OperationId];
    expect(handler, `no handler for ${operationId}`).toBeDefined();
    expect(handler.info.method).toBe(item.method.toUpperCase());
    expect(handler.info.path).toBe(mswPath(item.path));
    expect(handlers).toContain(handler);
  });

  it('has no handler for an operation the document does not have', () => {
    const documented = new Set(specOperations.map((item) => item.operationId));
    expect(Object.keys(handlersByOperation).filter((id) => !documented.has(id))).toEqual([]);
  });

  it('every variant handler set answers every operation', () => {
    for (const variant of ['empty', 'noBankAccount', 'expiredPackage', 'staffAdmin'] as const) {
      const routes = new Set(createHandlers(variant).map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`));
      const missing = specOperations.filter((item) => !routes.has(`${item.method.toUpperCase()} ${mswPath(item.path)}`));
      expect(missing.map((item) => item.operationId), variant).toEqual([]);
    }
  });

  it.each(specOperations.map((item) => [item.operationId, item] as const))('%s: the operations table matches the document', (operationId, item) => {
    const row = OPERATIONS[operationId as OperationId];
    const security = (item.operation.security ?? []).map((entry) => Object.keys(entry)[0]?.replace('Token', ''));
    expect({
      method: row.method,
      path: row.path,
      security: [...row.security],
      permission: 'permission' in row ? row.permission : undefined,
      requiresPackage: 'requiresPackage' in row ? row.requiresPackage : undefined,
    }).toEqual({
      method: item.method,
      path: item.path,
      security,
      permission: item.operation['x-permission'],
      requiresPackage: item.operation['x-requires-package'] || undefined,
    });
  });
});
