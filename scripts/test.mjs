// `npm test`: every layer, in order, failing fast.
//   typecheck → lint → scripts' checks → unit tests → story tests → end-to-end tests
// `npm test -- --from=stories` resumes at a layer; `--only=unit` runs one.
import { ensureChromium } from './chromium.mjs';
import { run } from './lib.mjs';

const layers = [
  { name: 'typecheck', run: () => run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) },
  { name: 'lint', run: () => run('npx', ['eslint', '.', '--max-warnings=0']) },
  { name: 'checks', run: () => run(process.execPath, ['scripts/check-all.mjs']) },
  { name: 'unit', run: () => run('npx', ['vitest', 'run']) },
  { name: 'stories', run: () => run(process.execPath, ['scripts/test-stories.mjs']) },
  { name: 'e2e', run: () => run(process.execPath, ['scripts/test-e2e.mjs']) },
];

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const from = arg('from');
const only = arg('only');
let selected = only ? layers.filter((l) => l.name === only) : layers;
if (from) selected = selected.slice(Math.max(0, selected.findIndex((l) => l.name === from)));
if (!selected.length) {
  console.error(`No layer named ${only ?? from}. Layers: ${layers.map((l) => l.name).join(', ')}`);
  process.exit(2);
}

if (selected.some((l) => l.name === 'stories' || l.name === 'e2e')) ensureChromium();

const timings = [];
for (const layer of selected) {
  const started = Date.now();
  console.log(`\n━━━ ${layer.name} ━━━`);
  try {
    await layer.run();
  } catch (error) {
    console.error(`\n✗ ${layer.name} failed: ${error.message}`);
    process.exit(1);
  }
  timings.push(`${layer.name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`\n✓ all layers passed (${timings.join(', ')})`);
