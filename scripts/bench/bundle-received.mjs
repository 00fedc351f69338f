// What the browser receives on a first visit (issue 21, items 17 and 19): every file a page loads
// until it is ready, as Chromium counts it on the wire (the server's Brotli copies, Accept-Encoding
// br), dynamic imports made on load and fonts included. bundle.mjs weighs the build's static import
// graph; this one is the truth a visitor pays. Pages: the Arabic home, a salon's booking page, and the
// provider dashboard signed in (phone viewport). Goals: the booking page loads at most 100 kB of JS
// (issue 22); the dashboard at most 25 JS files and 3 CSS files, and only the font faces its first
// screen draws text with (document.fonts, loaded).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../chromium.mjs';
import { root } from '../lib.mjs';
import { signedInContext, signInOwner, startProduct } from './_product.mjs';

const product = await startProduct({ port: Number(process.env.BUNDLE_BENCH_PORT ?? 3193), dataDir: '.data-bench-bundle' });
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } };

/** Loads `url` in a fresh context and tallies what came over the wire until `ready` resolves and the network is idle. */
async function received(context, url, ready) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => requests.set(requestId, { type, url: response.url, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '', bytes: 0 }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.bytes = encodedDataLength;
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = [...requests.values()].filter((r) => r.url.startsWith(product.origin) && !r.url.includes('/api/'));
  const of = (type) => files.filter((r) => r.type === type);
  const kB = (list) => +(list.reduce((sum, r) => sum + r.bytes, 0) / 1024).toFixed(1);
  const js = of('Script');
  const css = of('Stylesheet');
  const fonts = of('Font');
  // Faces the page has drawn text with (the browser fetches a face only when text in its range and weight shows).
  const facesUsed = await page.evaluate(() => [...globalThis.document.fonts].filter((f) => f.status === 'loaded').length);
  await page.close();
  return {
    jsFiles: js.length,
    jsKB: kB(js),
    jsBrotli: js.filter((r) => r.encoding === 'br').length,
    cssFiles: css.length,
    cssKB: kB(css),
    fontFiles: fonts.length,
    facesUsed,
    fontKB: kB(fonts),
    fonts: fonts.map((f) => path.basename(new URL(f.url).pathname)),
    stylesheets: css.map((f) => path.basename(new URL(f.url).pathname)),
    scripts: js.map((f) => path.basename(new URL(f.url).pathname)),
    totalKB: kB(files),
  };
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const results = [];
try {
  const visitor = await browser.newContext(phone);
  results.push({ page: '/ar (home)', ...(await received(visitor, `${product.origin}/ar`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor())) });
  // A salon's booking page (issue 22): its first load, until its steps answer presses (docs/customer-booking.md).
  const salon = await received(visitor, `${product.origin}/ar/s/elegance-salon`, (page) => page.locator('html[data-interactive]').waitFor());
  results.push({ page: '/ar/s/elegance-salon (booking page)', ...salon, goals: { jsKB: 100 }, met: { jsKB: salon.jsKB <= 100 } });
  await visitor.close();
  const session = await signInOwner(product.origin);
  const owner = await signedInContext(browser, product.origin, session, phone);
  const dashboard = await received(owner, `${product.origin}/ar/provider-dashboard`, (page) => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 }));
  const goals = { jsFiles: 25, cssFiles: 3, fontFiles: dashboard.facesUsed };
  results.push({ page: '/ar/provider-dashboard (signed in)', ...dashboard, goals, met: { jsFiles: dashboard.jsFiles <= goals.jsFiles, cssFiles: dashboard.cssFiles <= goals.cssFiles, fontFiles: dashboard.fontFiles <= goals.fontFiles } });
  await owner.close();
} finally {
  await browser.close();
  product.stop();
}

for (const r of results) {
  console.log(
    `${r.page}: JS ${r.jsFiles} files ${r.jsKB} kB (${r.jsBrotli} Brotli), CSS ${r.cssFiles} files ${r.cssKB} kB [${r.stylesheets.join(', ')}], fonts ${r.fontFiles} files ${r.fontKB} kB [${r.fonts.join(', ')}], total ${r.totalKB} kB as received`,
  );
  for (const [key, goal] of Object.entries(r.goals ?? {})) {
    const what = key === 'fontFiles' ? `font files ≤ faces the screen draws with (${goal})` : key === 'jsKB' ? `JS ≤ ${goal} kB as received` : `${key} ≤ ${goal}`;
    console.log(`  goal ${what}: ${r[key]} ${r.met[key] ? 'met' : 'NOT met'}`);
  }
}
writeFileSync(path.join(root, 'bench-results', 'bundle-received.json'), `${JSON.stringify(results, null, 2)}\n`);
