// The home hero's picture of the product: the demo owner's dashboard (its figures and today's schedule), photographed in each language
// from the running product and written as WebP at the widths the hero asks for (public/product/).
//
//   npm start                                   # the product with its demo data, on :3000
//   node scripts/capture-product-shots.mjs      # BASE_URL=http://127.0.0.1:3105 for another port
//
// The server must be a development or test one (its SMS outbox gives the sign-in code). Pictures are
// taken at 1280 × 800 (device scale 1) and scaled down and encoded by Chromium itself (a canvas's
// WebP encoder), so no image tool is needed. The hero's <picture> (app/features/website/home/ProductShot.tsx)
// names these files and their size: change SHOT_WIDTHS there and here together.
// The functions given to the page run in the browser.
/* global document, location, Image, HTMLElement */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { root } from './lib.mjs';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const locales = ['ar', 'en', 'tr', 'ur'];
const shot = { width: 1280, height: 800 };
const widths = [640, 960, 1280];
const quality = 0.8;
const outDir = path.join(root, 'public', 'product');

async function call(url, init) {
  const response = await fetch(new URL(`/api${url}`, baseURL), { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The demo owner's session: a code sent to the demo number and read from the development outbox. */
async function signInDemoOwner() {
  const mobile = '500000001';
  for (;;) {
    const login = await fetch(new URL('/api/provider/auth/login', baseURL), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile, country_code: '+966' }) });
    if (login.ok) break;
    if (login.status !== 429) throw new Error(`sign-in answered ${login.status}`);
    // One code a minute per number: wait for the next.
    const { retry_after: wait } = await login.json();
    console.log(`waiting ${wait} s for the next sign-in code`);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
  const outbox = await call(`/dev/sms-outbox?mobile=${encodeURIComponent(`+966${mobile}`)}`);
  const code = outbox.data[0]?.code;
  if (!code) throw new Error('no sign-in code in the development SMS outbox: is this a development server with demo data?');
  const verified = await call('/provider/auth/verify-login', { method: 'POST', body: JSON.stringify({ mobile, otp: code, type: 'mobile' }) });
  const { permissions, ...user } = verified.data.user;
  return { token: verified.data.token, permissions, user };
}

const session = await signInDemoOwner();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
mkdirSync(outDir, { recursive: true });
try {
  const context = await browser.newContext({ baseURL, viewport: shot, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: 'provider_token', value: encodeURIComponent(`Bearer ${session.token}`), domain: hostname, path: '/' },
    { name: 'provider_permissions', value: encodeURIComponent(JSON.stringify(session.permissions)), domain: hostname, path: '/' },
  ]);
  await context.addInitScript((user) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('mawid.session.providerUser', user);
  }, JSON.stringify(session.user));
  const page = await context.newPage();
  for (const locale of locales) {
    await page.goto(`/${locale}/provider-dashboard`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // No notice or focus ring in the picture.
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    await page.locator('[role="alertdialog"][data-tone]').waitFor({ state: 'detached' }).catch(() => undefined);
    const png = (await page.screenshot({ type: 'png' })).toString('base64');
    const encoded = await page.evaluate(
      async ({ png, widths, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const out = {};
        for (const width of widths) {
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
          const context = canvas.getContext('2d');
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          out[width] = canvas.toDataURL('image/webp', quality).replace(/^data:image\/webp;base64,/, '');
        }
        return out;
      },
      { png, widths, quality },
    );
    for (const width of widths) {
      const file = path.join(outDir, `dashboard-${locale}-${width}.webp`);
      writeFileSync(file, Buffer.from(encoded[width], 'base64'));
      console.log(`${path.relative(root, file)}  ${Math.round(Buffer.from(encoded[width], 'base64').length / 1024)} kB`);
    }
  }
} finally {
  await browser.close();
}
