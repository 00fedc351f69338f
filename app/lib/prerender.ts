import type { ReactNode } from 'react';
// The edge build of React's prerenderer, not the Node one: the Node build runs every render inside an
// AsyncLocalStorage, which turns on Node 20's promise hooks for the whole server process after the
// first page, a tax on every promise and tick of every later request (docs/customer-booking.md, Speed).
// The edge build uses web streams and keeps no request storage where there is no global AsyncLocalStorage.
import { prerender } from 'react-dom/static.edge';

/**
 * A page prerendered to HTML for the server (app/site/server.tsx, app/customer/server.tsx): it waits
 * for every lazily loaded part and writes the page whole, with no inline script to reveal parts later
 * (the pages' CSP allows none, and the page arrives at once anyway). A part that fails would be left
 * for the browser behind such a script: the render fails instead, and the server sends the page's
 * document unrendered (server/http/static.ts).
 */
export async function prerenderToString(element: ReactNode): Promise<string> {
  let failure: Error | undefined;
  const { prelude } = await prerender(element, {
    // React writes a large part (a whole page is) apart, revealed later by an inline script; written in place it needs none.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error instanceof Error ? error : new Error(String(error));
    },
  });
  if (failure) throw failure;
  return new Response(prelude).text();
}
