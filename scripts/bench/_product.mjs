// The product as `npm start` serves it, for the browser benches: the built app on its own port and a
// fresh database, and the demo owner signed in as a person does (login → the SMS outbox → verify).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildWeb, root, webBuildIsStale } from '../lib.mjs';

export async function startProduct({ port, dataDir }) {
  if (!process.env.WEB_DIST_DIR && webBuildIsStale()) await buildWeb();
  const dir = path.join(root, dataDir);
  rmSync(dir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer on port ${port} within 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { origin, stop: () => server.kill('SIGTERM') };
}

/** The demo owner's session: token, permissions and the user the app stores. */
export async function signInOwner(origin, mobile = '500000001') {
  const post = (url, body) => fetch(`${origin}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!(await post('/provider/auth/login', { mobile, country_code: '+966' })).ok) throw new Error('the demo owner could not ask for a code');
  const outbox = await (await fetch(`${origin}/api/dev/sms-outbox?mobile=${encodeURIComponent(`+966${mobile}`)}`)).json();
  const verified = await post('/provider/auth/verify-login', { mobile, otp: outbox.data[0].code, type: 'mobile' });
  if (!verified.ok) throw new Error(`verify-login answered ${verified.status}`);
  const { token, user } = (await verified.json()).data;
  const { permissions, ...profile } = user;
  return { token, permissions, user: profile };
}

/** A browser context holding that session as the app keeps it (cookies and the stored user). */
export async function signedInContext(browser, origin, session, options = {}) {
  const context = await browser.newContext(options);
  const { hostname } = new URL(origin);
  await context.addCookies([
    { name: 'provider_token', value: encodeURIComponent(`Bearer ${session.token}`), domain: hostname, path: '/' },
    { name: 'provider_permissions', value: encodeURIComponent(JSON.stringify(session.permissions)), domain: hostname, path: '/' },
  ]);
  await context.addInitScript((user) => {
    if (globalThis.location.protocol.startsWith('http')) localStorage.setItem('mawid.session.providerUser', user);
  }, JSON.stringify(session.user));
  return context;
}
