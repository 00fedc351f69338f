// Walk-ins over HTTP (issue 21 item 5), on PGlite and PostgreSQL: every response is checked against the contract.
import { beforeAll, expect, it } from 'vitest';
import { signedInProvider } from '../../../test/booking-data';
import { buildBookingWorld as buildWorld, json, type BookingWorld as World } from '../../../test/booking-world';
import { translate } from '../../../i18n';
import { forEachApp } from '../../../test/http';

forEachApp('walk-ins', (ctx) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(ctx, await signedInProvider(ctx.db, ctx.clock.now()));
  });
  const at = (hhmm: string) => `${w.day}T${hhmm}:00+03:00`;
  const book = (body: Record<string, unknown>, locale?: 'ar' | 'en' | 'tr' | 'ur') =>
    ctx.request('POST', '/api/provider/reservations', { token: w.owner.token, locale, body: { salon_id: w.salonId, barber_id: w.ahmed, service_ids: [w.cut], ...body } });
  type Booked = { data: { id: number; customer_name: string; customer_mobile: string | null; client_id: number | null; walk_in: boolean } };

  it('books with services alone: no name or mobile stored, named "Walk-in customer" in the reader\'s language, no client, no customer message', async () => {
    const res = await book({ starts_at: at('09:00'), walk_in: true }, 'en');
    expect(res.statusCode, res.body).toBe(201);
    const { data } = await json<Booked>(res);
    expect(data).toMatchObject({ customer_name: 'Walk-in customer', customer_mobile: null, client_id: null, walk_in: true });
    const ar = await json<Booked>(await ctx.request('GET', `/api/provider/reservations/${data.id}`, { token: w.owner.token, locale: 'ar' }));
    expect(ar.data.customer_name).toBe(translate('ar', 'api.booking.reservation.walk_in_customer'));
    const row = await ctx.db.selectFrom('reservations').select(['customer_name', 'customer_mobile', 'client_id']).where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_name: null, customer_mobile: null, client_id: null });
    const messages = await ctx.db.selectFrom('customer_messages').select('id').where('reservation_id', '=', data.id).execute();
    expect(messages).toEqual([]);
  });

  it('keeps the slots engine: the same barber at the same time is a 409 with the nearest free starts', async () => {
    const first = await book({ starts_at: at('10:00'), walk_in: true });
    expect(first.statusCode, first.body).toBe(201);
    const again = await book({ starts_at: at('10:00'), walk_in: true });
    expect(again.statusCode).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'slot_taken' });
    const offGrid = await book({ starts_at: at('10:07'), walk_in: true });
    expect(offGrid.statusCode).toBe(422);
  });

  it('a walk-in who gives a name and mobile becomes a client; a mobile without its name is refused', async () => {
    const named = await book({ starts_at: at('11:00'), walk_in: true, customer_name: 'Nasser', customer_mobile: '0551112233' }, 'en');
    expect(named.statusCode, named.body).toBe(201);
    const { data } = await json<Booked>(named);
    expect(data).toMatchObject({ customer_name: 'Nasser', customer_mobile: '551112233', walk_in: true });
    expect(data.client_id).toEqual(expect.any(Number));
    const nameless = await book({ starts_at: at('12:00'), walk_in: true, customer_mobile: '551112244' }, 'en');
    expect(nameless.statusCode).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(nameless)).errors.customer_name).toEqual([translate('en', 'api.booking.reservation.walk_in_mobile_needs_name')]);
  });

  it('a booking that is not a walk-in still needs the name and the mobile, each named in the caller\'s language', async () => {
    const res = await book({ starts_at: at('15:00') }, 'ar');
    expect(res.statusCode).toBe(422);
    const { errors } = await json<{ errors: Record<string, string[]> }>(res);
    expect(errors.customer_name).toEqual([translate('ar', 'api.booking.reservation.customer_name_required')]);
    expect(errors.customer_mobile).toEqual([translate('ar', 'api.booking.reservation.customer_mobile_required')]);
    const blank = await book({ starts_at: at('15:00'), customer_name: '   ', customer_mobile: '551112255' }, 'en');
    expect(blank.statusCode).toBe(422);
  });
});
