// End-to-end journeys: Playwright against `npm start` (see playwright.config.ts), in Debian Chromium.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { root, run } from './lib.mjs';

ensureChromium();
// A fresh database for every run: the journeys start from the seeded demo data. `resolve`, not
// `join`: an absolute E2E_DATA_DIR (/tmp/…) is the folder the server uses, not one under the repository.
rmSync(path.resolve(root, process.env.E2E_DATA_DIR ?? '.data-e2e'), { recursive: true, force: true });
await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env: { CI: process.env.CI ?? '1' } });
