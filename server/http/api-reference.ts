import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The interactive API reference page (Redoc), with every asset served locally: the page works
 * on a closed network. Used by the server at /api/docs and by `npm run docs:api` for a static copy.
 */
export function referenceHtml({ specUrl, scriptUrl, title = 'API reference' }: { specUrl: string; scriptUrl: string; title?: string }): string {
  const esc = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${esc(title)}</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="${esc(specUrl)}" hide-download-button="false" path-in-middle-panel="true"></redoc>
    <script src="${esc(scriptUrl)}"></script>
  </body>
</html>
`;
}

/** The Redoc standalone bundle's file, wherever the package manager put the `redoc` package. */
export const redocBundlePath = require.resolve('redoc/bundles/redoc.standalone.js');
