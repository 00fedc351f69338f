/**
 * The frame index.html paints before the code runs (scripts/vite-app-shell.ts), read once as the
 * module loads, before React takes #root over. The router shows it again while the first screen's
 * code and data load, so the page goes from that frame to the screen with no white in between.
 */
const initialShell = typeof document === 'undefined' ? '' : (document.getElementById('root')?.innerHTML ?? '');

export function ShellFallback() {
  return initialShell ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: initialShell }} /> : null;
}
