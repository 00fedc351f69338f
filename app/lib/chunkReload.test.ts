import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from './chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk reload guard', () => {
  it('recognises failed dynamic imports from each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ now: 1_000_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 seconds, and does after', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ now: 1_000_000 + 59_999, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForChunkError({ now: 1_000_000 + 60_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
