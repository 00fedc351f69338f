// `npm start`: build the web app if it is missing or stale, then run the one server process.
import { root, run, webBuildIsStale, webDistDir } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)…');
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDistDir(), '--emptyOutDir']);
}
await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root });
