import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // One output folder per port: runs side by side must not clear each other's traces.
  outputDir: `test-results/e2e-${port}`,
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // A missing element fails its step in 15 s instead of hanging for the whole journey's time.
    actionTimeout: 15_000,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Every journey runs at desktop width; at phone width, those tagged @phone: the ones whose phone
    // layout differs (the dashboard's drawer, the website's menu, the first paint, the company room),
    // a journey per area, and axe in the right-to-left languages (docs/decisions.md, "Phone journeys").
    { name: 'phone', grep: /@phone/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // The product as a user runs it: `npm start`, on its own port and a throw-away data folder.
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      // Several runs side by side can each build into their own folder.
      WEB_DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', NODE_ENV: 'test', LOG_LEVEL: 'warn', E2E: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
