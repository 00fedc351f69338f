/**
 * contract-digest.json is what api-spec/openapi.yaml says today.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import specText from '../../api-spec/openapi.yaml?raw';
import { digestContract, stripAnnotations } from './contract-digest';
import digestText from './contract-digest.json?raw';

describe('contract digest', () => {
  it('matches openapi.yaml (if not: npx tsx app/mocks/write-contract-digest.ts)', () => {
    expect(JSON.parse(digestText), 'app/mocks/contract-digest.json is stale: run npx tsx app/mocks/write-contract-digest.ts').toEqual(
      digestContract(parse(specText) as Parameters<typeof digestContract>[0]),
    );
  });

  it('drops descriptions and examples but keeps properties that are called so', () => {
    const schema = { type: 'object', description: 'A salon', example: {}, properties: { description: { type: 'string', description: 'Text', maxLength: 5 } } };
    expect(stripAnnotations(schema)).toEqual({ type: 'object', properties: { description: { type: 'string', maxLength: 5 } } });
  });
});
