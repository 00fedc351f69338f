import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The public website's content (boards, settings, home texts, legal documents) as the pages read
 * it: a small keyed cache the server fills when it renders a page and sends along for the browser
 * (app/site/server.tsx, app/site/main.tsx), so a page never fetches what it arrived with.
 *
 * It does for these few reads what TanStack Query does for the dashboards, and no more: one
 * request per key at a time, a read again when the content is older than its freshness, one retry
 * on a network or server failure. The website does not ship TanStack Query (issue #7's budget).
 */
export interface ContentEntry {
  readonly data?: unknown;
  /** Set when the last read failed (the data of an earlier read, if any, is kept). */
  readonly error?: unknown;
  /** When `data` was read (ms since the epoch); 0 before any read succeeded. */
  readonly updatedAt: number;
}

/** What the server sends along with a page: each key's content and when it was read. */
export type ContentSnapshot = Record<string, { data: unknown; updatedAt: number }>;

/** A read's failure worth one more try: the network or the server, not a 4xx (its answer will not change). */
const worthRetrying = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return !(typeof status === 'number' && status >= 400 && status < 500);
};

export const CONTENT_RETRY_DELAY_MS = 1000;

export class ContentStore {
  private readonly entries = new Map<string, ContentEntry>();
  private readonly requests = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  private readonly retries: number;

  /** `retries`: how many times a failed read is tried again (stories use 0: they show what their mock says). */
  constructor(snapshot: ContentSnapshot = {}, { retries = 1 }: { retries?: number } = {}) {
    this.retries = retries;
    for (const [key, { data, updatedAt }] of Object.entries(snapshot)) this.entries.set(key, { data, updatedAt });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The entry of a key; the same object until the key changes (for useSyncExternalStore). */
  entry(key: string): ContentEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, data: unknown, updatedAt = Date.now()): void {
    this.entries.set(key, { data, updatedAt });
    this.emit();
  }

  /**
   * Reads a key unless it is fresh (read less than `freshMs` ago) or a read is already under way.
   * A failed read is tried once more after a second (by default), unless the server refused it (4xx).
   */
  load(key: string, read: () => Promise<unknown>, freshMs: number): Promise<void> {
    const running = this.requests.get(key);
    if (running) return running;
    const current = this.entries.get(key);
    if (current && current.error === undefined && current.updatedAt > 0 && Date.now() - current.updatedAt < freshMs) return Promise.resolve();
    const attempt = async (retriesLeft: number): Promise<unknown> => {
      try {
        return await read();
      } catch (error) {
        if (retriesLeft === 0 || !worthRetrying(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, CONTENT_RETRY_DELAY_MS));
        return attempt(retriesLeft - 1);
      }
    };
    const request = attempt(this.retries).then(
      (data) => this.set(key, data),
      (error: unknown) => {
        const previous = this.entries.get(key);
        this.entries.set(key, { data: previous?.data, updatedAt: previous?.updatedAt ?? 0, error });
        this.emit();
      },
    );
    const tracked = request.finally(() => this.requests.delete(key));
    this.requests.set(key, tracked);
    return tracked;
  }

  /** Every key that holds content, for the browser to start from. */
  snapshot(): ContentSnapshot {
    const out: ContentSnapshot = {};
    for (const [key, entry] of this.entries) if (entry.updatedAt > 0) out[key] = { data: entry.data, updatedAt: entry.updatedAt };
    return out;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The browser app's store (the app's document renders the website's pages too). */
const browserStore = new ContentStore();
const ContentStoreContext = createContext<ContentStore>(browserStore);

/** A store of its own for a tree: each server render, the website's document, each story. */
export function ContentStoreProvider({ store, children }: { store: ContentStore; children: ReactNode }) {
  return <ContentStoreContext.Provider value={store}>{children}</ContentStoreContext.Provider>;
}

export interface ContentState<T> {
  data: T | undefined;
  /** No content yet, and no final failure. */
  isPending: boolean;
  /** The read failed (after its retry) and there is no earlier content to show. */
  isError: boolean;
}

/**
 * A key's content, read when the component mounts unless it is fresh. On the server nothing is
 * read: the page renders what the store was given (or its placeholder).
 */
export function useContent<T>(key: string, read: () => Promise<T>, freshMs: number): ContentState<T> {
  const store = useContext(ContentStoreContext);
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.entry(key),
    () => store.entry(key),
  );
  // `read` is a new function each render but the same call for a key: the latest one is used, and
  // only a new key (or store) reads again.
  const latestRead = useRef(read);
  useLayoutEffect(() => {
    latestRead.current = read;
  });
  useEffect(() => {
    void store.load(key, () => latestRead.current(), freshMs);
  }, [store, key, freshMs]);
  const hasData = entry !== undefined && entry.updatedAt > 0;
  return {
    data: hasData ? (entry.data as T) : undefined,
    isPending: !hasData && entry?.error === undefined,
    isError: !hasData && entry?.error !== undefined,
  };
}
