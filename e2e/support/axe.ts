// Axe over a series of dashboard screens in one locale, cheaply enough for two busy cores: the app
// is loaded once, axe is injected once, and the following screens are reached inside the app (as
// its own links do: a history entry the router picks up), so neither the app's code nor axe (half a
// megabyte each) is parsed again per screen. Every axe rule runs, on the whole document, as
// @axe-core/playwright would run it on a page without frames; only violations are reported back.
import { expect as baseExpect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Screens wait for the app's code and calls: on two busy cores longer than the suite's 7 s default.
const expect = baseExpect.configure({ timeout: 15_000 });
const require = createRequire(import.meta.url);
const axeSource = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);

interface Violation {
  id: string;
  nodes: { target: string[] }[];
}

/** Counts the app's own calls and code in flight (not the real-time socket), to wait for a screen to settle. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (url: string) => /\/(api|assets)\//.test(new URL(url).pathname);
  page.on('request', (r) => {
    if (!counted(r.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const settle = (r: { url(): string }) => {
    if (!counted(r.url())) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  /** Resolves once nothing has been in flight for half a second. */
  return () => expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 500, { timeout: 30_000, intervals: [100] }).toBe(true);
}

/**
 * Visits `base + screen` for each screen in turn (the first by loading the page, the others inside the
 * app), waits for each to settle (its heading shown, its calls answered, nothing busy), and returns
 * axe's violations as `screen: rule targets` lines (an empty list when there are none).
 */
export async function axeScreens(page: Page, base: string, screens: readonly string[]): Promise<string[]> {
  const settled = trackRequests(page);
  const found: string[] = [];
  for (const [index, screen] of screens.entries()) {
    const url = `${base}${screen}`;
    if (index === 0) {
      await page.goto(url);
    } else {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    }
    await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === url);
    await settled();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing still loading (a screen may fetch page after page of data).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses inline scripts.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const violations = await page.evaluate(
      async () => (await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe.run(document, { resultTypes: ['violations'] })).violations,
    );
    found.push(...violations.map((v) => `${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  return found;
}
