/**
 * The website's first script, and its only one before the first paint. A website page arrives
 * rendered (app/site/server.tsx) and is readable at once; the code that makes it interactive is
 * fetched right after the first frame is painted, so it never competes with the page's styles and
 * fonts for a slow connection. The page's own modules and catalog, named by the server on the root
 * (`data-modules`), are fetched beside the entry instead of after it.
 */
const root = document.getElementById('root');

function start(): void {
  for (const href of root?.dataset.modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

// A page the server did not render has nothing to show until the code runs: start at once.
if (root?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();
