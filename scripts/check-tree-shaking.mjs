// A consumer that imports one Button from the design system gets only the Button's JS and CSS:
// builds a one-component entry with readable class names and lists which components' styles
// and code ended up in the output. Also checks the styles are static CSS (no runtime injection).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';
import { root } from './lib.mjs';

export const allowedFor = { Button: ['Button', 'Spinner'] };

/** Components whose vanilla-extract debug class names (`<File>_<name>__hash`) appear in a text. */
export function componentsIn(text) {
  return [...new Set([...text.matchAll(/\b([A-Z][A-Za-z]+)_[A-Za-z0-9]+__[a-z0-9]+/g)].map((m) => m[1]))].sort();
}

async function main() {
  // Inside the project, so the build finds the project's package.json (vanilla-extract needs it).
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, '.cache', 'tree-shake-'));
  const entry = path.join(dir, 'entry.tsx');
  writeFileSync(
    entry,
    `import { Button } from ${JSON.stringify(path.join(root, 'design-system', 'index.ts'))};\nexport const App = () => <Button>x</Button>;\n`,
  );
  try {
    await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [vanillaExtractPlugin({ identifiers: 'debug' })],
      esbuild: { jsx: 'automatic' },
      build: {
        outDir: path.join(dir, 'out'),
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: [/^react/, /^@react-aria/, /^react-aria/, /^react-stately/, /^@internationalized/, /^react-intl/, /^@formatjs/] },
      },
    });
    const out = path.join(dir, 'out');
    const files = readdirSync(out);
    const css = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(out, f), 'utf8')).join('\n');
    const js = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(out, f), 'utf8')).join('\n');
    const found = [...new Set([...componentsIn(css), ...componentsIn(js)])].filter((c) => !['Contract', 'Light', 'Dark', 'Global', 'Sprinkles', 'Tokens'].includes(c));
    const extra = found.filter((c) => !allowedFor.Button.includes(c));
    if (/injectStyles|insertRule/.test(js)) {
      console.error('tree-shaking: the design system injects styles at runtime; they must be static CSS.');
      process.exit(1);
    }
    if (extra.length) {
      console.error(`tree-shaking: importing Button also pulled in: ${extra.join(', ')}. Keep components free of side effects.`);
      process.exit(1);
    }
    console.log(`tree-shaking: importing Button ships only ${found.join(', ')} (JS ${(js.length / 1024).toFixed(1)} kB, CSS ${(css.length / 1024).toFixed(1)} kB unminified).`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
