/** After a deploy, old pages may ask for chunks that no longer exist: reload, but at most once a minute. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
const CHUNK_RELOAD_WINDOW_MS = 60_000;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

interface ReloadDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/** Reloads when the last reload was more than a minute ago. Returns whether it reloaded. */
export function reloadOnceForChunkError({
  now = Date.now(),
  storage = window.localStorage,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Vite fires `vite:preloadError` when a lazy chunk's dependencies fail to load. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
