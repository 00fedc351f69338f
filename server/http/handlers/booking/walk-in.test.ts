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

forEachApp('walk-ins given their customer later', (ctx) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(ctx, await signedInProvider(ctx.db, ctx.clock.now()));
  });
  const at = (hhmm: string) => `${w.day}T${hhmm}:00+03:00`;
  const bookWalkIn = async (hhmm: string) => {
    const res = await ctx.request('POST', '/api/provider/reservations', {
      token: w.owner.token,
      body: { salon_id: w.salonId, barber_id: w.ahmed, service_ids: [w.cut], starts_at: at(hhmm), walk_in: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await json<{ data: { id: number } }>(res)).data.id;
  };
  const change = (id: number, body: Record<string, unknown>, locale?: 'ar' | 'en' | 'tr' | 'ur') =>
    ctx.request('POST', `/api/provider/reservations/${id}/change`, { token: w.owner.token, locale, body });
  type Changed = { data: { id: number; customer_name: string; customer_mobile: string | null; client_id: number | null; walk_in: boolean; starts_at: string }; message: string };
  type History = { data: Array<{ action: string; changes: Array<{ field: string; from: unknown; to: unknown }> }> };

  it('a walk-in booked with no name gets a name and a mobile written as people do: stored in national form, linked to its client, kept in the history', async () => {
    const id = await bookWalkIn('09:00');
    const res = await change(id, { customer_name: '  Faisal  ', customer_mobile: '+966 55 123 4567' }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = await json<Changed>(res);
    expect(data).toMatchObject({ customer_name: 'Faisal', customer_mobile: '551234567', walk_in: true, starts_at: at('09:00') });
    expect(message).toBe(translate('en', 'api.booking.reservation.changed'));
    const client = await ctx.db.selectFrom('clients').select(['id', 'name', 'mobile']).where('provider_id', '=', w.owner.providerId).where('mobile', '=', '551234567').executeTakeFirstOrThrow();
    expect(client).toEqual({ id: data.client_id, name: 'Faisal', mobile: '551234567' });
    const history = await json<History>(await ctx.request('GET', `/api/provider/reservations/${id}/history`, { token: w.owner.token, locale: 'en' }));
    expect(history.data.at(-1)).toMatchObject({
      action: 'changed',
      changes: [
        { field: 'customer_name', from: null, to: 'Faisal' },
        { field: 'customer_mobile', from: null, to: '551234567' },
      ],
    });
  });

  it("a mobile that a client already has links the walk-in to that client, named as the latest booking", async () => {
    const first = await bookWalkIn('10:00');
    const known = await json<Changed>(await change(first, { customer_name: 'Omar', customer_mobile: '0551112299' }));
    const second = await bookWalkIn('11:00');
    const res = await change(second, { customer_name: 'Omar Ali', customer_mobile: '551112299' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = await json<Changed>(res);
    expect(data.client_id).toBe(known.data.client_id);
    const client = await ctx.db.selectFrom('clients').select('name').where('id', '=', data.client_id!).executeTakeFirstOrThrow();
    expect(client.name).toBe('Omar Ali');
  });

  it('a name alone is kept without a client; a change of the customer alone is accepted once the booking is under way', async () => {
    const id = await bookWalkIn('12:00');
    ctx.clock.advance(Date.parse(at('12:10')) - ctx.clock.now().getTime());
    const res = await change(id, { customer_name: 'Badr' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await json<Changed>(res)).data).toMatchObject({ customer_name: 'Badr', customer_mobile: null, client_id: null });
  });

  it('a bad mobile, a blank name and a mobile without a name are each a 422 naming the field in the caller\'s language', async () => {
    const id = await bookWalkIn('15:00');
    const bad = await change(id, { customer_name: 'Saad', customer_mobile: '12345' }, 'ar');
    expect(bad.statusCode).toBe(422);
    const badErrors = (await json<{ errors: Record<string, string[]> }>(bad)).errors;
    expect(badErrors.customer_mobile).toHaveLength(1);
    expect(badErrors.customer_mobile![0]).toContain(translate('ar', 'api.attribute.customer_mobile'));
    const blank = await change(id, { customer_name: '   ' }, 'tr');
    expect(blank.statusCode).toBe(422);
    const blankErrors = (await json<{ errors: Record<string, string[]> }>(blank)).errors;
    expect(blankErrors.customer_name).toHaveLength(1);
    expect(blankErrors.customer_name![0]).toContain(translate('tr', 'api.attribute.customer_name'));
    const nameless = await change(id, { customer_mobile: '551112277' }, 'en');
    expect(nameless.statusCode).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(nameless)).errors.customer_name).toEqual([translate('en', 'api.booking.reservation.walk_in_mobile_needs_name')]);
    const row = await ctx.db.selectFrom('reservations').select(['customer_name', 'customer_mobile', 'client_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_name: null, customer_mobile: null, client_id: null });
  });
});
