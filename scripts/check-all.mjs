// The project's own checks, run by `npm test` after lint: translations, logical properties,
// and (once the contract exists) the OpenAPI lint and the freshness of its generated types.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { root, run } from './lib.mjs';

const checks = readdirSync(path.join(root, 'scripts'))
  .filter((f) => /^check-.*\.mjs$/.test(f) && !f.endsWith('.test.mjs') && f !== 'check-all.mjs')
  .sort();

for (const check of checks) {
  console.log(`\n▶ ${check}`);
  await run(process.execPath, [path.join('scripts', check)]);
}

