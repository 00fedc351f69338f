/**
 * Bearer tokens seen in the last few seconds and who they belong to, so a busy screen's calls skip
 * the token query and the package query. Only what the database said yes to is kept:
 *
 * - an entry lives `ttlMs` of real time at most, and never past its token's expiry;
 * - a package found active is trusted until it ends (or the entry goes), a missing one is asked
 *   again on every call, so a provider who just subscribed is never refused;
 * - a change that succeeds on this process drops its subject's entries before the answer leaves
 *   (`forgetSubject`; `clear` when the caller was not signed in, as in a password reset), and a
 *   lookup that raced with such a change is not stored.
 *
 * Other processes behind the same load balancer learn of a revoked token or a removed permission
 * when their entry expires: `ttlMs` is that bound (docs/server.md, "Scaling out").
 */
import type { Principal } from './context';

export interface CachedPrincipal {
  principal: Principal;
  /** Epoch ms when the token stops being valid. */
  tokenExpiresAt: number;
  /** Epoch ms until which the provider's active package is known to run; 0 when not known. */
  packageUntil: number;
}

interface Entry extends CachedPrincipal {
  subject: string;
  storedAt: number;
}

/** The key a principal's changes are filed under: a provider (owner, staff, company room), a focus user or a customer. */
export function subjectOf(principal: Principal): string {
  if (principal.kind === 'customer') return `customer:${principal.customerId}`;
  return principal.kind === 'focus' ? `focus:${principal.userId}` : `provider:${principal.providerId}`;
}

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly bySubject = new Map<string, Set<string>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 20_000,
    /** Real time for the entry's age (tests' controlled clocks move the token's own expiry). */
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** A mark to hand back to `set`: a change between the two makes `set` keep nothing. */
  mark(): number {
    return this.generation;
  }

  get(tokenHash: string, now: Date): CachedPrincipal | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (this.monotonic() - entry.storedAt >= this.ttlMs || now.getTime() >= entry.tokenExpiresAt) {
      this.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, value: CachedPrincipal, mark: number): CachedPrincipal {
    if (this.ttlMs <= 0 || mark !== this.generation) return value;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.delete(tokenHash);
    const entry: Entry = { ...value, subject: subjectOf(value.principal), storedAt: this.monotonic() };
    this.entries.set(tokenHash, entry);
    let hashes = this.bySubject.get(entry.subject);
    if (!hashes) this.bySubject.set(entry.subject, (hashes = new Set()));
    hashes.add(tokenHash);
    return entry;
  }

  forgetSubject(subject: string): void {
    this.generation++;
    for (const hash of this.bySubject.get(subject) ?? []) this.entries.delete(hash);
    this.bySubject.delete(subject);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bySubject.clear();
  }

  private delete(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const hashes = this.bySubject.get(entry.subject);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.bySubject.delete(entry.subject);
  }

  get size(): number {
    return this.entries.size;
  }
}
