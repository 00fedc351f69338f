// A customer changing a booking while the salon approves or declines it at the same moment (issue 22):
// whichever commits first, the booking ends in one consistent state, and the one that lost is told
// so with a translated 409 (code and message) instead of undoing the other. The customer's rules
// (the booking still live, before the cutoff) are checked again under the reservation's row lock.
//
// On both databases the two requests run side by side. PostgreSQL also gets each order forced: the
// test holds reservation_history so that the first request stops with the row locked and its change
// written but not committed, waits until the second request is queued behind that row lock, then lets
// both go. (PGlite has one backend, so no request can wait on another's lock there.)
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { createBarber } from '../domain/barbers';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { openWeek, riyadhDay, salonInput, signedInProvider, UNLIMITED, type TestProvider } from '../test/booking-data';
import { latestCode, uniqueMobile } from '../test/fixtures';
import { forEachApp, type AppContext } from '../test/http';

interface Booking {
  public_id: string;
  status: string;
  starts_at: string;
  cancel_reason: string | null;
  can_change: boolean;
}

const NO_LONGER = { en: 'This booking can no longer be changed.', ar: 'لم يعد بالإمكان تعديل هذا الحجز.' };
const CANNOT_DECLINE = 'Only a booking awaiting approval can be declined.';
const REASON = 'الحلاق في إجازة';

async function signInCustomer(ctx: AppContext): Promise<string> {
  const mobile = uniqueMobile();
  expect((await ctx.request('POST', '/api/public/customer/code', { body: { mobile } })).statusCode).toBe(200);
  const verify = await ctx.request('POST', '/api/public/customer/verify', { body: { mobile, code: await latestCode(ctx, mobile) } });
  expect(verify.statusCode, verify.body).toBe(200);
  return (verify.json() as { data: { token: string } }).data.token;
}

/** The id of the session another PostgreSQL session `pid` is waiting for, once it waits. */
async function blockedBy(ctx: AppContext, pid: number): Promise<number> {
  return vi.waitFor(
    async () => {
      const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE ${pid} = ANY(pg_blocking_pids(pid))`.execute(ctx.db);
      if (!rows[0]) throw new Error(`nothing waits for session ${pid} yet`);
      return rows[0].pid;
    },
    { timeout: 20_000, interval: 10 },
  );
}

/**
 * PostgreSQL: `first` runs until it writes the reservation's history (row locked, change made, not
 * committed), then `second` starts and queues behind the row lock; then both finish, in that order.
 */
async function inOrder(ctx: AppContext, first: () => Promise<LightMyRequestResponse>, second: () => Promise<LightMyRequestResponse>) {
  let answers: Promise<[LightMyRequestResponse, LightMyRequestResponse]> | undefined;
  await ctx.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE reservation_history IN EXCLUSIVE MODE`.execute(trx);
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
    const a = first();
    const firstPid = await blockedBy(ctx, rows[0]!.pid);
    const b = second();
    await blockedBy(ctx, firstPid);
    answers = Promise.all([a, b]);
  });
  return answers!;
}

forEachApp(
  'a customer and the salon changing one booking at the same moment',
  (ctx) => {
    let owner: TestProvider;
    let salonId: number;
    let cut: number;
    let ahmed: number;
    let slug: string;
    let dayOffset = 2;

    /** A pending booking on a day of its own, and where it may move to. */
    async function pendingBooking() {
      dayOffset += 1;
      const day = riyadhDay(ctx.clock.now(), dayOffset);
      const token = await signInCustomer(ctx);
      const from = `${day}T10:00:00+03:00`;
      const to = `${day}T14:00:00+03:00`;
      const created = await ctx.request('POST', `/api/public/salons/${slug}/bookings`, { token, body: { service_ids: [cut], barber_id: ahmed, starts_at: from, name: 'خالد الحربي' } });
      expect(created.statusCode, created.body).toBe(201);
      const booking = (created.json() as { data: Booking }).data;
      expect(booking.status).toBe('pending');
      const { id } = await ctx.db.selectFrom('reservations').select('id').where('public_id', '=', booking.public_id).executeTakeFirstOrThrow();
      const path = `/api/customer/bookings/${booking.public_id}`;
      return {
        from,
        to,
        move: (locale = 'en') => ctx.request('POST', `${path}/move`, { token, locale, body: { starts_at: to, barber_id: null } }),
        cancel: (locale = 'en') => ctx.request('POST', `${path}/cancel`, { token, locale, body: { reason: 'ظرف طارئ' } }),
        approve: () => ctx.request('POST', `/api/provider/reservations/${id}/confirm`, { token: owner.token }),
        decline: () => ctx.request('POST', `/api/provider/reservations/${id}/decline`, { token: owner.token, body: { reason: REASON } }),
        seen: async () => {
          const answer = await ctx.request('GET', path, { token });
          expect(answer.statusCode).toBe(200);
          return (answer.json() as { data: Booking }).data;
        },
        upcoming: async () => {
          const answer = await ctx.request('GET', '/api/customer/bookings', { token });
          return (answer.json() as { data: { upcoming: Booking[] } }).data.upcoming.map((b) => b.public_id);
        },
        history: async () => {
          const answer = await ctx.request('GET', `/api/provider/reservations/${id}/history`, { token: owner.token });
          return (answer.json() as { data: { action: string }[] }).data.map((h) => h.action);
        },
        publicId: booking.public_id,
      };
    }
    type Pending = Awaited<ReturnType<typeof pendingBooking>>;

    /** A move that lost to a decline or cancellation: the customer's own 409, in their language. */
    function expectRefusedMove(answer: LightMyRequestResponse, locale: 'en' | 'ar' = 'en') {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'invalid_transition', message: NO_LONGER[locale] });
    }

    /** After a move and a decline, whichever went first: declined with the salon's reason, not live, at the time the move left it. */
    async function expectDeclined(booking: Pending, moved: boolean) {
      const seen = await booking.seen();
      expect(seen).toMatchObject({ status: 'cancelled', cancel_reason: REASON, can_change: false, starts_at: moved ? booking.to : booking.from });
      expect(await booking.upcoming()).not.toContain(booking.publicId);
      expect(await booking.history()).toEqual(moved ? ['created', 'changed', 'cancelled'] : ['created', 'cancelled']);
    }

    /** After a move and an approval, whichever went first: confirmed at the new time. */
    async function expectApprovedAndMoved(booking: Pending) {
      expect(await booking.seen()).toMatchObject({ status: 'confirmed', starts_at: booking.to, can_change: true });
      expect((await booking.history()).sort()).toEqual(['changed', 'confirmed', 'created']);
    }

    beforeAll(async () => {
      owner = await signedInProvider(ctx.db, ctx.clock.now());
      salonId = await createSalon(ctx.db, owner.providerId, salonInput({ working_hours: openWeek('09:00', '17:00'), phone: '114567890' }), UNLIMITED);
      cut = await createService(ctx.db, owner.providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
      ahmed = await createBarber(ctx.db, owner.providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] }, UNLIMITED);
      slug = `race-${randomBytes(4).toString('hex')}`;
      const saved = await ctx.request('PUT', `/api/provider/salons/${salonId}/online-booking`, {
        token: owner.token,
        body: { enabled: true, slug, auto_confirm: false, service_ids: [cut], barber_ids: [ahmed] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it('a move and a decline side by side: the booking ends declined, and a refused move says why', async () => {
      for (let round = 0; round < 3; round += 1) {
        const booking = await pendingBooking();
        const [move, decline] = await Promise.all([booking.move(), booking.decline()]);
        expect(decline.statusCode, decline.body).toBe(200);
        if (move.statusCode !== 200) expectRefusedMove(move);
        await expectDeclined(booking, move.statusCode === 200);
      }
    });

    it('a move and an approval side by side: the booking ends confirmed at the new time', async () => {
      for (let round = 0; round < 3; round += 1) {
        const booking = await pendingBooking();
        const answers = await Promise.all([booking.move(), booking.approve()]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        await expectApprovedAndMoved(booking);
      }
    });

    it('a cancellation and a decline side by side: one wins, the other gets a translated 409', async () => {
      for (let round = 0; round < 3; round += 1) {
        const booking = await pendingBooking();
        const [cancel, decline] = await Promise.all([booking.cancel(), booking.decline()]);
        expect([cancel.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
        if (cancel.statusCode === 409) expect(cancel.json()).toMatchObject({ code: 'invalid_transition', message: NO_LONGER.en });
        else expect(decline.json()).toMatchObject({ code: 'invalid_transition', message: CANNOT_DECLINE });
        expect(await booking.seen()).toMatchObject({ status: 'cancelled', cancel_reason: cancel.statusCode === 200 ? 'ظرف طارئ' : REASON });
        expect(await booking.history()).toEqual(['created', 'cancelled']);
      }
    });

    if (ctx.kind === 'postgres') {
      it('a decline committed while the move waits for the row: the move is refused in the customer\'s words', async () => {
        const booking = await pendingBooking();
        const [decline, move] = await inOrder(ctx, booking.decline, () => booking.move('ar'));
        expect(decline.statusCode, decline.body).toBe(200);
        expectRefusedMove(move, 'ar');
        await expectDeclined(booking, false);
      });

      it('a move committed while the decline waits: the moved booking is declined', async () => {
        const booking = await pendingBooking();
        const [move, decline] = await inOrder(ctx, booking.move, booking.decline);
        expect([move.statusCode, decline.statusCode]).toEqual([200, 200]);
        await expectDeclined(booking, true);
      });

      it('an approval and a move in either order: confirmed at the new time, neither undoes the other', async () => {
        const first = await pendingBooking();
        const approvedFirst = await inOrder(ctx, first.approve, first.move);
        expect(approvedFirst.map((a) => a.statusCode)).toEqual([200, 200]);
        expect(approvedFirst[1].json()).toMatchObject({ data: { status: 'confirmed', starts_at: first.to } });
        await expectApprovedAndMoved(first);

        const second = await pendingBooking();
        const movedFirst = await inOrder(ctx, second.move, second.approve);
        expect(movedFirst.map((a) => a.statusCode)).toEqual([200, 200]);
        expect(movedFirst[1].json()).toMatchObject({ data: { status: 'confirmed' } });
        await expectApprovedAndMoved(second);
      });

      it('a cancellation and a decline in either order: the second is refused with its own words', async () => {
        const declined = await pendingBooking();
        const [decline, cancel] = await inOrder(ctx, declined.decline, declined.cancel);
        expect(decline.statusCode).toBe(200);
        expect(cancel.statusCode).toBe(409);
        expect(cancel.json()).toMatchObject({ code: 'invalid_transition', message: NO_LONGER.en });
        expect(await declined.seen()).toMatchObject({ status: 'cancelled', cancel_reason: REASON });

        const cancelled = await pendingBooking();
        const [cancelFirst, declineLate] = await inOrder(ctx, cancelled.cancel, cancelled.decline);
        expect(cancelFirst.statusCode).toBe(200);
        expect(declineLate.statusCode).toBe(409);
        expect(declineLate.json()).toMatchObject({ code: 'invalid_transition', message: CANNOT_DECLINE });
        expect(await cancelled.seen()).toMatchObject({ status: 'cancelled', cancel_reason: 'ظرف طارئ' });
      });
    }
  },
  { config: (base) => ({ ...base, rateLimit: { ...base.rateLimit, customerBookingsPerHour: 1000 } }) },
);
