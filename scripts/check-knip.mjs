// knip: no unused file, export or dependency, and every imported package declared (knip.jsonc
// names the entry points). Part of `npm run check`.
import { run } from './lib.mjs';

await run('npx', ['knip', '--no-progress']);
