// Small helpers shared by the project's scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Newest modification time (ms) of any file below the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

/** Where the built app lives (WEB_DIST_DIR, as the server reads it; default dist/). */
export const webDistDir = () => path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist');

/** Where the website's server-rendering module is built, inside the web build (dotted: never served). */
export const ssrDirName = '.ssr';

/**
 * Builds the web app into `outDir` (default: webDistDir()): the app's bundle (index.html), the
 * website's (site.html), the customers' pages' (customer.html), then the module the server renders the website's pages with
 * (app/site/server.tsx). Always a production build:
 * Vite would otherwise take NODE_ENV from the caller (`test` under e2e) and ship React's
 * development build.
 */
export async function buildWeb(outDir = webDistDir(), extraArgs = []) {
  const env = { NODE_ENV: 'production' };
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', ...extraArgs], { env });
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir=false', ...extraArgs], { env: { ...env, WEB_BUILD: 'site' } });
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir=false', ...extraArgs], { env: { ...env, WEB_BUILD: 'customer' } });
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'app/site/server.tsx', '--outDir', path.join(outDir, ssrDirName), '--emptyOutDir', ...extraArgs], { env });
}

/** Whether the built app is missing or older than its sources. */
export function webBuildIsStale() {
  const stamp = path.join(webDistDir(), ssrDirName, 'server.js');
  if (!existsSync(stamp)) return true;
  const sources = newestMtime(['app', 'design-system', 'api-spec', 'public', 'index.html', 'site.html', 'customer.html', 'vite.config.ts', 'package.json']);
  return sources > statSync(stamp).mtimeMs;
}
