// The contract: Redocly lint (recommended rules, no errors), and the generated types are
// what `npm run generate:api` would write now (a stale api-spec/schema.d.ts fails).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const spec = path.join(root, 'api-spec', 'openapi.yaml');
await run('npx', ['redocly', 'lint', spec, '--format=summary']);

const dir = mkdtempSync(path.join(tmpdir(), 'api-types-'));
try {
  const fresh = path.join(dir, 'schema.d.ts');
  execFileSync('npx', ['openapi-typescript', spec, '-o', fresh], { cwd: root, stdio: 'pipe' });
  const committed = readFileSync(path.join(root, 'api-spec', 'schema.d.ts'), 'utf8');
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error('api-spec/schema.d.ts is stale: run `npm run generate:api` and commit the result.');
    process.exit(1);
  }
  console.log('api: contract lints clean and the generated types are up to date.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
