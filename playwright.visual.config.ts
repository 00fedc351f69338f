import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// Visual regression: every story in ar and en, compared with committed baselines
// (fonts ship with the app and motion is off, so the pictures are stable).
const port = Number(process.env.VISUAL_PORT ?? 6107);
const dir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static';

export default defineConfig({
  testDir: 'e2e-visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: `test-results/visual-${port}`,
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  // Some play functions type and press a lot; on two busy cores they take far longer than they would alone.
  timeout: 90_000,
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  // Each worker's page (800×600, scale 1, reduced motion, base URL on VISUAL_PORT) is made in e2e-visual/stories.visual.ts.
  use: {
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--font-render-hinting=none', '--disable-lcd-text'] },
  },
  webServer: {
    command: `npx http-server ${dir} -p ${port} -a 127.0.0.1 -s`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
