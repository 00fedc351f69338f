// `npm start`: build the web app if it is missing or stale, then run the one server process.
import { buildWeb, root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)…');
  await buildWeb();
}
await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root });
