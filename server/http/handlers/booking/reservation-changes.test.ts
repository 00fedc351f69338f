// Changing a booking over HTTP (issue 21 item 2): the contract's answers, permissions, history, notifications.
import { beforeAll, describe, expect, it } from 'vitest';
import { openWeek, riyadhDay, salonInput, signedInProvider, signedInStaff, type TestProvider } from '../../../test/booking-data';
import { forEachApp } from '../../../test/http';

forEachApp('changing a booking', (ctx) => {
  let owner: TestProvider;
  let salonId: number;
  let cut: number;
  let ahmed: number;
  let salem: number;
  let day: string;
  const at = (hhmm: string) => `${day}T${hhmm}:00+03:00`;

  beforeAll(async () => {
    owner = await signedInProvider(ctx.db, ctx.clock.now());
    const post = async (url: string, body: unknown) => {
      const res = await ctx.request('POST', url, { token: owner.token, body });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: { id: number } }).data.id;
    };
    salonId = await post('/api/provider/salons', salonInput({ working_hours: openWeek('09:00', '17:00') }));
    cut = await post('/api/provider/services', { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
    ahmed = await post('/api/provider/barbers', { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] });
    salem = await post('/api/provider/barbers', { salon_id: salonId, name: 'سالم فهد', service_ids: [cut] });
    day = riyadhDay(ctx.clock.now(), 3);
  });

  const book = async (hhmm: string, barberId = ahmed) => {
    const res = await ctx.request('POST', '/api/provider/reservations', {
      token: owner.token,
      body: { salon_id: salonId, barber_id: barberId, service_ids: [cut], starts_at: at(hhmm), customer_name: 'خالد الحربي', customer_mobile: '555123456' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const change = (id: number, body: unknown, token = owner.token, locale = 'en') => ctx.request('POST', `/api/provider/reservations/${id}/change`, { token, body, locale });

  describe('POST /provider/reservations/{id}/change', () => {
    it('moves the booking and says so; a staff member’s change tells the owner and shows in the history with their name', async () => {
      const id = await book('09:00');
      const staff = await signedInStaff(ctx.db, owner.providerId, ['reservations.view', 'reservations.manage'], ctx.clock.now());
      const res = await change(id, { starts_at: at('12:00'), barber_id: salem }, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Reservation changed.', data: { id, barber_name: 'سالم فهد', starts_at: at('12:00') } });
      const told = await ctx.db.selectFrom('notifications').select(['recipient_id', 'type', 'data']).where('link', '=', `/provider-dashboard/reservations/${id}`).execute();
      const ownerTold = told.find((n) => n.recipient_id === owner.userId);
      expect(ownerTold?.type).toBe('reservation_updated');
      expect((ownerTold!.data as unknown as Record<string, { title: string }>).ar?.title).toBe('تم تعديل حجز');
      const history = await ctx.request('GET', `/api/provider/reservations/${id}/history`, { token: owner.token, locale: 'en' });
      expect(history.statusCode).toBe(200);
      const entries = (history.json() as { data: Array<{ action: string; actor: { name: string } | null; changes: unknown[] }> }).data;
      expect(entries.map((e) => [e.action, e.actor?.name])).toEqual([
        ['created', 'المالك'],
        ['changed', 'موظف'],
      ]);
      expect(entries[1]!.changes).toEqual([
        { field: 'starts_at', from: at('09:00'), to: at('12:00') },
        { field: 'barber', from: 'أحمد سالم', to: 'سالم فهد' },
      ]);
    });

    it('a taken time is the 409 slot_taken of booking, with alternatives, in the contract’s shape', async () => {
      const id = await book('09:30');
      const blocker = await book('14:00');
      const res = await change(id, { starts_at: at('14:00') }, owner.token, 'ar');
      expect(res.statusCode).toBe(409);
      const body = res.json() as { code: string; message: string; conflict: { reservation_id: number }; nearest_slots: Array<{ starts_at: string }> };
      expect(body.code).toBe('slot_taken');
      expect(body.conflict.reservation_id).toBe(blocker);
      expect(body.nearest_slots.map((s) => s.starts_at)).toContain(at('14:30'));
    });

    it('a cancelled booking cannot be changed: 409 invalid_transition with a translated message', async () => {
      const id = await book('10:00');
      expect((await ctx.request('POST', `/api/provider/reservations/${id}/cancel`, { token: owner.token, body: {} })).statusCode).toBe(200);
      const res = await change(id, { notes: 'x' }, owner.token, 'en');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'invalid_transition', message: 'A cancelled reservation cannot be changed; only a pending or confirmed one can.' });
    });

    it('needs reservations.manage to change and reservations.view to read the history', async () => {
      const id = await book('11:00');
      const viewer = await signedInStaff(ctx.db, owner.providerId, ['reservations.view'], ctx.clock.now());
      const nobody = await signedInStaff(ctx.db, owner.providerId, [], ctx.clock.now());
      expect((await change(id, { notes: 'x' }, viewer.token)).statusCode).toBe(403);
      expect((await ctx.request('GET', `/api/provider/reservations/${id}/history`, { token: viewer.token })).statusCode).toBe(200);
      expect((await ctx.request('GET', `/api/provider/reservations/${id}/history`, { token: nobody.token })).statusCode).toBe(403);
      // Another provider's booking is not found.
      const stranger = await signedInProvider(ctx.db, ctx.clock.now());
      expect((await change(id, { notes: 'x' }, stranger.token)).statusCode).toBe(404);
      expect((await ctx.request('GET', `/api/provider/reservations/${id}/history`, { token: stranger.token })).statusCode).toBe(404);
    });

    it('refuses unknown fields (400/422) and a start outside the slots (422 naming starts_at)', async () => {
      const id = await book('15:00');
      expect([400, 422]).toContain((await change(id, { total: 1 })).statusCode);
      const res = await change(id, { starts_at: at('20:00') });
      expect(res.statusCode).toBe(422);
      expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['starts_at']);
    });
  });
});
