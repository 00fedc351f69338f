import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { siteCatalogPart } from './app/i18n/catalogAreas.ts';
import { appChunkGroups } from './scripts/vite-app-chunks.ts';
import { appShell } from './scripts/vite-app-shell.ts';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { reactRouterForBrowsers } from './scripts/vite-react-router.ts';
import { preloadHelperGroup, siteChunkGroup } from './scripts/vite-site-chunks.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const siteBuild = process.env.WEB_BUILD === 'site';
// The customers' pages (a salon's page and its booking, the customer's bookings): a third document
// (customer.html, app/customer/), built apart so its first load stays small (docs/customer-booking.md).
const customerBuild = process.env.WEB_BUILD === 'customer';
/** The website and the customers' pages arrive rendered on the server: the same build settings. */
const renderedBuild = siteBuild || customerBuild;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The browser's builds take react-router's production build, and drop its unused components.
    reactRouterForBrowsers(),
    precompileMessages(),
    // The dashboard's frame in index.html, painted before the code runs.
    appShell(),
    react(),
    vanillaExtractPlugin(),
    // React Aria ships its own strings for ~35 locales; keep ours (Urdu falls back to English in
    // React Aria's few built-in strings, which is why our components pass their own labels).
    { ...optimizeLocales.vite({ locales: ['ar-AE', 'en-US', 'tr-TR'] }), enforce: 'pre' },
    // .br and .gz beside each asset of the app's build, sent as they are by the server.
    !isSsrBuild && precompress(),
  ],
  resolve: {
    // Catalogs are parsed at build time (precompileMessages), so the browser needs no ICU parser.
    // (Unit tests keep the parser: the build tooling they test uses it.)
    alias: process.env.VITEST
      ? []
      : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' }],
  },
  // The server's renderer carries its libraries (a build in WEB_DIST_DIR outside the project has no
  // node_modules beside it), in their production builds whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // Without this the first browser run re-bundles vanilla-extract's runtime mid-run.
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'] },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/app': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsInlineLimit: 0,
    // The server build needs no copy of public/ (the browser's build has it).
    copyPublicDir: !isSsrBuild && !renderedBuild,
    // The website's pages arrive rendered, so their styles block the first paint: one stylesheet
    // for the whole website (one request, cached across its pages) instead of one per chunk.
    cssCodeSplit: !renderedBuild,
    // The website's boot script adds its module preloads itself (app/site/boot.ts): no polyfill for
    // them. Every browser it supports knows `modulepreload`; one that does not loads the modules
    // when they are imported.
    ...(renderedBuild ? { modulePreload: { polyfill: false } } : {}),
    // The website is its own build (WEB_BUILD=site): its own manifest beside the app's.
    manifest: siteBuild ? '.vite/manifest-site.json' : customerBuild ? '.vite/manifest-customer.json' : true,
    rolldownOptions: {
      // Two documents, each its own build: the app (dashboards, focus area, company room) and the
      // public website, which the server sends rendered (app/site/, docs/web.md). Built apart, each
      // keeps only what it uses of the libraries they share (the website's router is the small,
      // declarative one). The server build (`--ssr app/site/server.tsx`) names its own entry.
      // All three: buildWeb() in scripts/lib.mjs.
      input: isSsrBuild ? undefined : siteBuild ? 'site.html' : customerBuild ? 'customer.html' : 'index.html',
      output: {
        codeSplitting: {
          groups: [
            // A locale's catalogs travel as three files, the website's first-paint words, its forms'
            // and sign-in words, and the rest: a first visit asks for one catalog instead of ~35
            // small ones on a slow phone connection, and the public pages do not download the
            // dashboards' words (app/i18n/catalogAreas.ts).
            {
              debugName: 'catalogs',
              priority: 3,
              test: /messages[\\/](ar|en|tr|ur)[\\/][^\\/]+\.json|app[\\/](site|customer)[\\/]catalogs[\\/](ar|en|tr|ur)\.ts$/,
              name: (id) => {
                const catalog = /messages[\\/](ar|en|tr|ur)[\\/]/.exec(id)?.[1];
                // The website's per-language module holds its first-paint part (app/site/catalogs/).
                const siteModule = /catalogs[\\/](ar|en|tr|ur)\.ts$/.exec(id)?.[1];
                // The customers' pages take a language's words as one file (app/customer/catalogs/).
                if (customerBuild) return siteModule || catalog ? `messages-${siteModule ?? catalog}-customer` : null;
                if (siteModule) return `messages-${siteModule}-site`;
                if (!catalog) return null;
                const part = siteCatalogPart(id);
                return `messages-${catalog}-${part ?? 'app'}`;
              },
            },
            // The website's entry and its home page, a file each (scripts/vite-site-chunks.ts).
            ...(siteBuild ? [preloadHelperGroup, siteChunkGroup()] : []),
            ...(customerBuild ? [preloadHelperGroup] : []),
            // The app's shared modules in a few files (scripts/vite-app-chunks.ts).
            ...(!renderedBuild && !isSsrBuild ? appChunkGroups : []),
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}', '.storybook/**/*.test.ts', 'stories/**/*.test.ts', 'design-system/**/*.test.{ts,tsx}', 'api-spec/**/*.test.{ts,tsx}', 'shared/**/*.test.ts'],
          setupFiles: ['./scripts/vitest.setup.ts'],
          // The files share their worker's jsdom window and loaded modules instead of building both
          // again per file (jsdom's setup alone was 40 % of the project's time); the setup file gives
          // each file a fresh page's storage and address, and a file that loads modules afresh resets
          // them when it ends (docs/decisions.md, "Test run time").
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          // One migrated PGlite template per run, and the check that every API operation is called over HTTP.
          globalSetup: ['./server/test/global-setup.ts'],
          // The server's files share their worker's modules (no suite mocks a module; each opens its own
          // database and app): fastify, ajv, the app's graph and the PGlite template are loaded once per
          // worker instead of once per file (docs/decisions.md, "Test run time").
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
