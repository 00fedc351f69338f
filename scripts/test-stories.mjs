// Story tests: build Storybook, serve the static build, and run every story (play functions and axe)
// with the Storybook test-runner in Debian Chromium.
import { spawn } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { root, run } from './lib.mjs';

ensureChromium();
const port = process.env.STORYBOOK_TEST_PORT ?? '6106';
// Parallel runs (several people in one tree) each use their own output folder and port.
const outDir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static';
if (process.env.SKIP_STORYBOOK_BUILD !== '1') {
  await run('npx', ['storybook', 'build', '--quiet', '--test', '-o', outDir]);
}
const server = spawn('npx', ['http-server', outDir, '-p', port, '-a', '127.0.0.1', '-s', '--cors'], {
  cwd: root,
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);
try {
  await run('npx', ['wait-on', '-t', '60000', `http://127.0.0.1:${port}/index.json`]);
  const workers = process.env.STORY_TEST_WORKERS ?? '2';
  await run('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, `--maxWorkers=${workers}`, ...process.argv.slice(2)]);
} finally {
  stop();
}
