// Every operation of the document has a handler, and every handler answers an operation of the document.
import { describe, expect, it } from 'vitest';
import { allOperations } from '../spec';
import { allHandlers } from '.';

describe('handlers', () => {
  it('exist for every operationId in api-spec/openapi.yaml', () => {
    const missing = allOperations()
      .filter((op) => !(op.operationId in allHandlers))
      .map((op) => `${op.operationId} (${op.method} /api${op.path})`);
    expect(missing).toEqual([]);
  });

  it('answer only operations the document has', () => {
    const known = new Set<string>(allOperations().map((op) => op.operationId));
    expect(Object.keys(allHandlers).filter((id) => !known.has(id))).toEqual([]);
  });
});
