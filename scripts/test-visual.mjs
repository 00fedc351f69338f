// `npm run test:visual`: screenshots every story in ar and en and compares them with the committed
// baselines in e2e-visual/baselines/. `npm run test:visual -- --update-snapshots` records new ones.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { root, run } from './lib.mjs';

ensureChromium();
const outDir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static';
if (process.env.SKIP_STORYBOOK_BUILD !== '1' || !existsSync(path.join(root, outDir, 'index.json'))) {
  await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);
}
await run('npx', ['playwright', 'test', '-c', 'playwright.visual.config.ts', ...process.argv.slice(2)]);
