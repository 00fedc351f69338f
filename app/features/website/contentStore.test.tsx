import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_RETRY_DELAY_MS, ContentStore, ContentStoreProvider, useContent } from './contentStore';

const FRESH = 60_000;
const withStore = (store: ContentStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ContentStoreProvider store={store}>{children}</ContentStoreProvider>;
  };
const failure = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

afterEach(() => void vi.useRealTimers());

describe('website content store', () => {
  it('starts from what the server rendered with, and does not read it again', () => {
    const server = new ContentStore();
    server.set('website/home/ar', { title: 'مرحبا' });
    const browser = new ContentStore(JSON.parse(JSON.stringify(server.snapshot())));
    const read = vi.fn(() => Promise.resolve({ title: 'other' }));
    const { result } = renderHook(() => useContent('website/home/ar', read, FRESH), { wrapper: withStore(browser) });
    expect(result.current).toEqual({ data: { title: 'مرحبا' }, isPending: false, isError: false });
    expect(read).not.toHaveBeenCalled();
  });

  it('reads a key once for every component that shows it, and again once it is older than its freshness', async () => {
    const store = new ContentStore();
    let round = 0;
    const read = vi.fn(() => Promise.resolve(`v${++round}`));
    function Show({ label }: { label: string }) {
      const content = useContent<string>('website/settings/en', read, FRESH);
      return <p>{content.isPending ? `${label} loading` : `${label} ${content.data}`}</p>;
    }
    const view = render(
      <ContentStoreProvider store={store}>
        <Show label="footer" />
        <Show label="contact" />
      </ContentStoreProvider>,
    );
    expect(screen.getByText('footer loading')).toBeTruthy();
    expect(await screen.findByText('contact v1')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);

    // Fresh: a page shown again uses what it has.
    view.unmount();
    render(<ContentStoreProvider store={store}><Show label="again" /></ContentStoreProvider>);
    expect(screen.getByText('again v1')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);

    // Old: shown at once, and replaced when the new read answers.
    const later = Date.now() + FRESH + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    render(<ContentStoreProvider store={store}><Show label="later" /></ContentStoreProvider>);
    expect(screen.getByText('later v1')).toBeTruthy();
    expect(await screen.findByText('later v2')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('tries a server failure once more, then shows the failure (no content to fall back on)', async () => {
    vi.useFakeTimers();
    const store = new ContentStore();
    const read = vi.fn().mockRejectedValueOnce(failure(503)).mockRejectedValueOnce(failure(503));
    const { result } = renderHook(() => useContent('legal/terms/ar', read, Infinity), { wrapper: withStore(store) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONTENT_RETRY_DELAY_MS);
    });
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ data: undefined, isPending: false, isError: true });
  });

  it('does not try a refused read again, and recovers when read again later', async () => {
    const store = new ContentStore();
    const read = vi.fn().mockRejectedValueOnce(failure(404)).mockResolvedValueOnce('found');
    const first = renderHook(() => useContent('website/sliders/tr', read, FRESH), { wrapper: withStore(store) });
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(read).toHaveBeenCalledTimes(1);
    first.unmount();
    const second = renderHook(() => useContent('website/sliders/tr', read, FRESH), { wrapper: withStore(store) });
    await waitFor(() => expect(second.result.current.data).toBe('found'));
    expect(second.result.current.isError).toBe(false);
  });

  it('keeps the content it has when a later read fails', async () => {
    const store = new ContentStore({ 'website/home/ur': { data: 'old', updatedAt: 1 } }, { retries: 0 });
    const read = vi.fn().mockRejectedValue(failure(500));
    const { result } = renderHook(() => useContent('website/home/ur', read, FRESH), { wrapper: withStore(store) });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(store.entry('website/home/ur')?.error).toBeDefined());
    expect(result.current).toEqual({ data: 'old', isPending: false, isError: false });
  });
});
