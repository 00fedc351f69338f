import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../design-system/theme/fonts';
import '../design-system/theme/global.css';
import { lightTheme } from '../design-system/theme/light.css';
import { createQueryClient } from './api/queryClient';
import { showCarriedNotices } from './lib/carriedNotices';
import { buildBrowserRouter } from './lib/browserRouter';
import { installChunkReloadGuard } from './lib/chunkReload';
import { routes } from './routes/router';

installChunkReloadGuard();
// A notice the website raised as it handed over (the sign-in's success) shows here.
showCarriedNotices();
document.body.classList.add(lightTheme);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The modules above were evaluated in one task (the libraries, the first use of Intl, the app's
// modules). The router is built in the next task and its first navigation (guards, session,
// catalogs) starts in the one after, with the first render, so no one of them is a long task
// (issue 21 item 17, total blocking time). Timers, not a top-level await: with one the bundler
// splits the catalogs into a file per area.
setTimeout(() => {
  const router = buildBrowserRouter(routes);
  setTimeout(() => {
    router.initialize();
    const queryClient = createQueryClient();
    const root = createRoot(container);
    // The shell in index.html is already painted (shared/app-shell.ts): the first render goes in a
    // transition, which React renders in slices that yield to the browser (about 5 ms each) instead of
    // one long task, so the page answers a tap while the frame and its first screen are being drawn.
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  }, 0);
}, 0);
