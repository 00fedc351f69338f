// `npm run chromatic`: publish the built Storybook to Chromatic for visual review, in the modes
// set in .storybook/preview.tsx (ar and en, phone and desktop). Needs CHROMATIC_PROJECT_TOKEN and the network.
import { run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload (nothing failed).');
  process.exit(0);
}
await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
await run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)]);
