// `npm run bench`: every benchmark in scripts/bench/, each printing its figures and writing
// them to bench-results/<name>.json. Figures are reported against their goals, never asserted in tests.
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const only = process.argv[2];
const benches = readdirSync(path.join(root, 'scripts', 'bench'))
  .filter((f) => /\.(mjs|ts)$/.test(f) && !f.startsWith('_'))
  .filter((f) => !only || f.startsWith(only))
  .sort();
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
for (const bench of benches) {
  console.log(`\n━━━ bench: ${bench} ━━━`);
  const file = path.join('scripts', 'bench', bench);
  await run(process.execPath, bench.endsWith('.ts') ? ['--import', 'tsx', file] : [file]);
}
