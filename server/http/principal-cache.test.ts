import { describe, expect, it } from 'vitest';
import type { Principal } from './context';
import { PrincipalCache, subjectOf } from './principal-cache';
import { forEachApp } from '../test/http';
import { createProvider } from '../test/fixtures';
import { hashToken } from '../domain/tokens';
import { createBarber } from '../domain/barbers';
import { openWeek, riyadhDay, salonInput, UNLIMITED } from '../test/booking-data';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { sessionNeutral, settingsNeutral } from '../app';
import { operationInfo } from './spec';

const owner = (providerId: number, tokenId = 1): Principal => ({
  kind: 'provider',
  tokenId,
  userId: 10 + tokenId,
  providerId,
  role: 'owner',
  permissions: [],
  isOwner: true,
  isSuperAdmin: false,
});
const now = new Date('2030-01-01T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

function cacheWithTime(ttlMs = 1_000, max = 100) {
  let t = 0;
  const cache = new PrincipalCache(ttlMs, max, () => t);
  return { cache, pass: (ms: number) => (t += ms) };
}

describe('PrincipalCache', () => {
  it('keeps a resolved token for its time to live, then asks again', () => {
    const { cache, pass } = cacheWithTime(1_000);
    cache.set('h1', { principal: owner(1), tokenExpiresAt: later(3_600_000).getTime(), packageUntil: 0 }, cache.mark());
    pass(999);
    expect(cache.get('h1', now)?.principal).toMatchObject({ providerId: 1 });
    pass(1);
    expect(cache.get('h1', now)).toBeUndefined();
  });

  it('never serves a token past its own expiry', () => {
    const { cache } = cacheWithTime(60_000);
    cache.set('h1', { principal: owner(1), tokenExpiresAt: later(500).getTime(), packageUntil: 0 }, cache.mark());
    expect(cache.get('h1', later(499))).toBeDefined();
    expect(cache.get('h1', later(500))).toBeUndefined();
  });

  it("forgets every token of one subject and only that subject's", () => {
    const { cache } = cacheWithTime();
    const value = (p: Principal) => ({ principal: p, tokenExpiresAt: later(60_000).getTime(), packageUntil: 0 });
    cache.set('a1', value(owner(1, 1)), cache.mark());
    cache.set('a2', value(owner(1, 2)), cache.mark());
    cache.set('b1', value(owner(2, 3)), cache.mark());
    cache.set('f1', value({ kind: 'focus', tokenId: 4, userId: 1, permissions: [] }), cache.mark());
    cache.forgetSubject(subjectOf(owner(1)));
    expect([cache.get('a1', now), cache.get('a2', now)]).toEqual([undefined, undefined]);
    expect(cache.get('b1', now)?.principal).toMatchObject({ providerId: 2 });
    // A focus user with the same number as a provider is another subject.
    expect(cache.get('f1', now)?.principal.kind).toBe('focus');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that raced with a change', () => {
    const { cache } = cacheWithTime();
    const mark = cache.mark();
    cache.forgetSubject('provider:1'); // e.g. a logout committed while the lookup ran
    cache.set('h1', { principal: owner(1), tokenExpiresAt: later(60_000).getTime(), packageUntil: 0 }, mark);
    expect(cache.get('h1', now)).toBeUndefined();
  });

  it('holds at most its size, dropping the oldest first', () => {
    const { cache } = cacheWithTime(60_000, 2);
    for (const h of ['h1', 'h2', 'h3']) cache.set(h, { principal: owner(1), tokenExpiresAt: later(60_000).getTime(), packageUntil: 0 }, cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('h1', now)).toBeUndefined();
    expect(cache.get('h3', now)).toBeDefined();
  });

  it('with a time to live of 0 keeps nothing', () => {
    const cache = new PrincipalCache(0);
    cache.set('h1', { principal: owner(1), tokenExpiresAt: later(60_000).getTime(), packageUntil: 0 }, cache.mark());
    expect(cache.get('h1', now)).toBeUndefined();
  });
});

describe('the lists of changes that keep what a process remembers', () => {
  it('name only operations of the document', () => {
    for (const id of [...sessionNeutral, ...settingsNeutral]) expect(operationInfo(id), id).toBeDefined();
  });
});

forEachApp('remembered callers and salon settings over HTTP', (ctx) => {
  it('a token revoked by another process works here until the entry goes, then gets 401', async () => {
    const me = await createProvider(ctx.db);
    expect((await ctx.request('GET', '/api/provider/auth/profile', { token: me.token })).statusCode).toBe(200);
    // Another process behind the balancer signs this token out: this one has not heard of it.
    await ctx.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(me.token)).execute();
    expect((await ctx.request('GET', '/api/provider/auth/profile', { token: me.token })).statusCode).toBe(200);
    ctx.app.deps.principals.clear(); // what the time to live does
    expect((await ctx.request('GET', '/api/provider/auth/profile', { token: me.token })).statusCode).toBe(401);
  });

  it('a package that ends is refused on the next call; one that is missing is asked for every time', async () => {
    const me = await createProvider(ctx.db, { packageDays: 0.25 }) // six hours; the token lives a day;
    const salons = () => ctx.request('GET', '/api/provider/salons', { token: me.token });
    expect((await salons()).statusCode).toBe(200);
    ctx.clock.advance(7 * 3_600_000);
    expect((await salons()).statusCode).toBe(423);
    // A package recorded by another process opens the screens at once: a missing package is never remembered.
    const pkg = await ctx.db.selectFrom('packages').select('id').where('audience', '=', 'provider').where('name_en', '=', 'Pro').executeTakeFirstOrThrow();
    const at = ctx.clock.now();
    await ctx.db
      .insertInto('subscriptions')
      .values({ audience: 'provider', subscriber_id: me.providerId, package_id: pkg.id, started_at: new Date(at.getTime() - 1000), expire_at: new Date(at.getTime() + 86_400_000) })
      .execute();
    expect((await salons()).statusCode).toBe(200);
  });

  it("a salon's change applies to the very next slots call of this process; a booking does not drop the settings", async () => {
    const me = await createProvider(ctx.db);
    const salonId = await createSalon(ctx.db, me.providerId, salonInput({ working_hours: openWeek('09:00', '17:00') }), UNLIMITED);
    const cut = await createService(ctx.db, me.providerId, { salon_id: salonId, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
    const barber = await createBarber(ctx.db, me.providerId, { salon_id: salonId, name: 'حلاق', service_ids: [cut] }, UNLIMITED);
    const day = riyadhDay(ctx.clock.now(), 2);
    const slots = async () => {
      const res = await ctx.request('GET', `/api/provider/slots?salon_id=${salonId}&date=${day}&service_ids=${cut}`, { token: me.token });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: Array<{ slots: Array<{ starts_at: string }> }> }).data[0]!.slots.map((s) => s.starts_at.slice(11, 16));
    };
    expect((await slots())[0]).toBe('09:00');
    // A booking: the settings stay, the reservation shows at once.
    const booked = await ctx.request('POST', '/api/provider/reservations', {
      token: me.token,
      body: { salon_id: salonId, barber_id: barber, service_ids: [cut], starts_at: `${day}T09:00:00+03:00`, customer_name: 'عميل', customer_mobile: '555123456' },
    });
    expect(booked.statusCode).toBe(201);
    expect(ctx.app.deps.salonSettings.size).toBeGreaterThan(0);
    expect((await slots())[0]).toBe('09:30');
    // Deactivating the salon: no slots on the next call.
    expect((await ctx.request('PUT', `/api/provider/salons/${salonId}/toggle-active`, { token: me.token })).statusCode).toBe(200);
    expect(await slots()).toEqual([]);
  });
});
