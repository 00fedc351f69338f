/**
 * Answers a process last worked out for a provider's reads, reused for a moment (issue 18): the free
 * slots and the reservation lists.
 *
 * The same question is asked again and again: a salon's day or week of slots by every open schedule
 * after each live update and by every customer on the same booking page; the reservation list by
 * every open dashboard after each live update. Working out a day of slots reads the salon's bookings,
 * closures and Ramadan days and walks every barber's day (about 1.4 ms of CPU for a 10-barber salon);
 * a list page sorts and counts every booking that matches. Both change only when something is booked,
 * moved, cancelled or closed, or the salon changes.
 *
 * - **This process's own changes apply at once**: every write that went through forgets the
 *   provider's answers before its response leaves (app.ts, `forgetChanged`); a customer's or
 *   visitor's write forgets them all. An answer worked out while a change went through is not kept
 *   (the generation mark), so it is never stored stale.
 * - **Another process's changes**: with `REDIS_URL`, every real-time event any process publishes
 *   reaches every process, which forgets all its answers before passing the event to its sockets, so
 *   a screen that reloads on the event reads the change. Without Redis, within `ttlMs`
 *   (`ANSWERS_CACHE_MS`, default 1 s; 0: never reuse). A slot offered in that moment and taken
 *   meanwhile is refused at booking by the database (the exclusion constraint) with the nearest free
 *   times, as any race is.
 * - **The clock**: an answer is kept for the minute it was asked in. Slots start on the salon's grid
 *   of whole minutes, so every moment of one minute, (m − 1 min, m], gives the same answer: the key
 *   holds m (`Math.ceil(now / 60 000)`).
 */
export class AnswerCache {
  private readonly entries = new Map<string, { value: unknown; storedAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 1_000,
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** The answer to `question` for `providerId` at `now`: kept, or worked out by `work` (and kept). */
  async get<T>(providerId: number, question: unknown, now: Date, work: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return work();
    const key = `${providerId}|${Math.ceil(now.getTime() / 60_000)}|${JSON.stringify(question)}`;
    const entry = this.entries.get(key);
    if (entry && this.monotonic() - entry.storedAt < this.ttlMs) return entry.value as T;
    const mark = this.generation;
    const value = await work();
    if (mark === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.dropOldest();
      this.entries.set(key, { value, storedAt: this.monotonic() });
    }
    return value;
  }

  /** Forgets a provider's answers (a change of theirs went through). */
  forgetProvider(providerId: number): void {
    this.generation++;
    const prefix = `${providerId}|`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  /** Forgets every answer (a change whose provider the caller does not know: a customer's booking). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Expired answers first; then the oldest kept. */
  private dropOldest(): void {
    const now = this.monotonic();
    for (const [key, entry] of this.entries) if (now - entry.storedAt >= this.ttlMs) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
