// `npm start`: build the web app if it is missing or stale, then run the one server process.
import { root, run, webBuildIsStale, webDistDir } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)…');
  // Always a production bundle: Vite would otherwise take NODE_ENV from the caller (`test` under e2e)
  // and ship React's development build.
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDistDir(), '--emptyOutDir'], {
    env: { NODE_ENV: 'production' },
  });
}
await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root });
