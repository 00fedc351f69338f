// `npm run dev`: the API server on API_PORT (default 3001) with reload, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, WEB_DIST_DIR: 'dist-dev-none' },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
