/**
 * How a page that arrives rendered on the server starts its code (the website's, app/site/boot.ts,
 * and the customers' pages', app/customer/boot.ts): it is readable at once, so the code that makes
 * it interactive is fetched once the first content is painted, never competing with the page's
 * styles and fonts on a slow connection. The page's own modules, named by the server on the root
 * (`data-modules`), are fetched beside the entry instead of after it.
 */
export function bootAfterPaint(loadEntry: () => Promise<unknown>): void {
  const root = document.getElementById('root');
  const start = () => {
    for (const href of root?.dataset.modules?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void loadEntry();
  };
  // A page the server did not render has nothing to show until the code runs: start at once.
  if (root?.hasChildNodes()) afterFirstPaint(start);
  else start();
}

/** Once, when the browser reports the first contentful paint (or after a frame, where it reports none). */
function afterFirstPaint(then: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  if (painted()) return once();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page whose paint is held back (a tab opened in the background paints nothing) still starts.
  setTimeout(() => {
    observer.disconnect();
    once();
  }, 3000);
}
