// `npm start`: build the web app if it is missing or stale, then run the one server process.
import { spawn } from 'node:child_process';
import { buildWeb, root, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start or sources changed)…');
  await buildWeb();
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
// A stop sent to `npm start` (a terminal's Ctrl-C, a supervisor's SIGTERM, Playwright closing its
// web server) reaches the server, which closes its database and socket; otherwise the server would
// outlive this script and keep the embedded database's files.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
