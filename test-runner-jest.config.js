import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// Story tests run in Debian's Chromium (never a downloaded browser), headless and offline.
const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  // A story's page loads the app's lazy catalogs and mocked calls; on two busy cores that can take
  // far longer than the runner's 15 s default, and one timeout leaves the shared page broken for the next.
  // A ceiling against a hang, not a wait: on 2026-11-26 the machine's CPU ran about ten times slower
  // for an hour (half its time stolen by the host), and a file's first story (the preview's first
  // load) took 38 s alone and over 60 s in CI, with nothing wrong.
  testTimeout: 120_000,
  // The runner's environment, keeping one page per worker across story files (each file still loads
  // the preview afresh on cleared storage): .storybook/test-environment.js says why.
  testEnvironment: '<rootDir>/.storybook/test-environment.js',
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // Reduced motion: entrance animations (toasts, dialogs) start at opacity 0, which a visibility
      // assertion could sample on a slow machine; the design system honours the setting everywhere.
      launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--force-prefers-reduced-motion'] },
    },
  },
};
