// `npm test`: every layer, failing fast.
//   (typecheck ‖ lint ‖ scripts' checks) → unit tests → story tests → end-to-end tests
// The three static layers are single-threaded tools: they run side by side (two cores do two at a
// time), each one's output printed whole when it ends. `npm test -- --from=stories` resumes at a
// layer; `--only=unit` runs one.
import { spawn } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { root, run } from './lib.mjs';

/** Runs a command with its output kept, printed at once when it ends (so side-by-side layers do not interleave). */
function quietly(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });
}

const layers = [
  { name: 'typecheck', parallel: true, run: () => quietly('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) },
  { name: 'lint', parallel: true, run: () => quietly('npx', ['eslint', '.', '--max-warnings=0']) },
  { name: 'checks', parallel: true, run: () => quietly(process.execPath, ['scripts/check-all.mjs']) },
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
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
async function runLayer(layer) {
  const started = Date.now();
  try {
    await layer.run();
  } catch (error) {
    console.error(`\n✗ ${layer.name} failed: ${error.message}`);
    process.exit(1);
  }
  timings.push(`${layer.name} ${seconds(started)}`);
  if (layer.parallel) console.log(`━━━ ${layer.name} passed (${seconds(started)}) ━━━`);
}
const side = selected.filter((l) => l.parallel);
if (side.length) {
  console.log(`\n━━━ ${side.map((l) => l.name).join(' ‖ ')} ━━━`);
  await Promise.all(side.map(runLayer));
}
for (const layer of selected.filter((l) => !l.parallel)) {
  console.log(`\n━━━ ${layer.name} ━━━`);
  await runLayer(layer);
}
console.log(`\n✓ all layers passed (${timings.join(', ')})`);
