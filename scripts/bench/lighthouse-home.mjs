// Lighthouse on the Arabic home page with mobile emulation (Lighthouse's default: a mid-range phone
// on a throttled 4G connection, simulated), against the product as `npm start` runs it. Reports the
// performance and accessibility scores and the main timings; goals 95 and 100, reported, not asserted.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, ensureChromium } from '../chromium.mjs';
import { root, run, webBuildIsStale } from '../lib.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const dataDir = path.join(root, process.env.LIGHTHOUSE_DATA_DIR ?? '.data-lighthouse');
const url = `http://127.0.0.1:${port}/ar`;
const goals = { performance: 95, accessibility: 100 };

// WEB_DIST_DIR serves a build made elsewhere (as the server does); otherwise dist/, rebuilt when stale.
if (!process.env.WEB_DIST_DIR && webBuildIsStale()) await run('npx', ['vite', 'build', '--logLevel', 'warn']);
// A fresh database: the page shows the seeded demo content.
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

async function waitForServer() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server did not answer on port ${port} within 3 minutes`);
}

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: chromiumArgs });
  const runOnce = () =>
    lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  // The first run warms the server (content queries, compiled catalogs); the second is the one reported.
  await runOnce();
  const { lhr } = await runOnce();
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const result = {
    page: '/ar (home)',
    formFactor: lhr.configSettings.formFactor,
    throttling: lhr.configSettings.throttlingMethod,
    performance: score('performance'),
    accessibility: score('accessibility'),
    goals,
    timingsMs: {
      firstContentfulPaint: ms('first-contentful-paint'),
      largestContentfulPaint: ms('largest-contentful-paint'),
      totalBlockingTime: ms('total-blocking-time'),
      speedIndex: ms('speed-index'),
    },
    cumulativeLayoutShift: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    failedAccessibilityAudits: Object.values(lhr.audits)
      .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
      .map((audit) => audit.id),
  };
  console.log(
    `home /ar (Lighthouse ${lhr.lighthouseVersion}, ${result.formFactor}, ${result.throttling}): ` +
      `performance ${result.performance} (goal ≥ ${goals.performance}), accessibility ${result.accessibility} (goal ${goals.accessibility}); ` +
      `FCP ${result.timingsMs.firstContentfulPaint} ms, LCP ${result.timingsMs.largestContentfulPaint} ms, ` +
      `TBT ${result.timingsMs.totalBlockingTime} ms, CLS ${result.cumulativeLayoutShift}` +
      (result.failedAccessibilityAudits.length ? `; failing a11y audits: ${result.failedAccessibilityAudits.join(', ')}` : ''),
  );
  writeFileSync(path.join(root, 'bench-results', 'lighthouse-home.json'), JSON.stringify(result, null, 2));
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
