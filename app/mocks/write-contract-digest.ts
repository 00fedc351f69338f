/**
 * Writes contract-digest.json from api-spec/openapi.yaml:  npx tsx app/mocks/write-contract-digest.ts
 * Run it whenever the YAML changes (contract-digest.test.ts says when).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { digestContract } from './contract-digest';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const document = parse(readFileSync(here('../../api-spec/openapi.yaml'), 'utf8')) as Parameters<typeof digestContract>[0];
writeFileSync(here('./contract-digest.json'), `${JSON.stringify(digestContract(document))}\n`);
console.log('app/mocks/contract-digest.json written');
