// Closed time over HTTP (issue 20): closures and time off, prayer pauses, Ramadan hours and holiday
// suggestions, and how every way of booking respects them. Responses are checked against the contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { openWeek, riyadhDay, salonInput, signedInProvider, signedInStaff, type TestProvider } from '../../../test/booking-data';
import { prayerTimesOn } from '../../../domain/prayer-pauses';
import { forEachApp, type AppContext } from '../../../test/http';

const MINUTE = 60_000;
const LAT = 24.69;
const LON = 46.68;

interface World {
  owner: TestProvider;
  salonId: number;
  cut: number;
  ahmed: number;
  salem: number;
}

async function buildWorld(ctx: AppContext, owner: TestProvider): Promise<World> {
  const post = async (url: string, body: unknown) => {
    const res = await ctx.request('POST', url, { token: owner.token, body });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const salonId = await post('/api/provider/salons', salonInput({ latitude: LAT, longitude: LON, working_hours: openWeek('09:00', '17:00') }));
  const cut = await post('/api/provider/services', { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 30 });
  const ahmed = await post('/api/provider/barbers', { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut] });
  const salem = await post('/api/provider/barbers', { salon_id: salonId, name: 'سالم فهد', service_ids: [cut] });
  return { owner, salonId, cut, ahmed, salem };
}

const riyadh = (t: number) => {
  const wall = new Date(t + 3 * 3_600_000).toISOString();
  return `${wall.slice(0, 10)}T${wall.slice(11, 16)}:00+03:00`;
};
const QUARTER = 15 * MINUTE;

forEachApp('closed time API', (ctx) => {
  let w: World;
  /** A weekday that is not a Friday, a few days ahead, and its Dhuhr adhan. */
  let day: string;
  let dhuhr: number;

  beforeAll(async () => {
    w = await buildWorld(ctx, await signedInProvider(ctx.db, ctx.clock.now()));
    let ahead = 3;
    day = riyadhDay(ctx.clock.now(), ahead);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() === 5) day = riyadhDay(ctx.clock.now(), ++ahead);
    dhuhr = prayerTimesOn(LAT, LON, day)!.dhuhr;
  });

  const book = (barberId: number, startsAt: string, locale = 'en') =>
    ctx.request('POST', '/api/provider/reservations', {
      token: w.owner.token,
      locale,
      body: { salon_id: w.salonId, barber_id: barberId, service_ids: [w.cut], starts_at: startsAt, customer_name: 'خالد الحربي', customer_mobile: '555123456' },
    });
  const slots = async (from: string, to = from, barberId?: number) => {
    const q = `salon_id=${w.salonId}&service_ids=${w.cut}&date=${from}&to_date=${to}${barberId ? `&barber_id=${barberId}` : ''}`;
    const res = await ctx.request('GET', `/api/provider/slots?${q}`, { token: w.owner.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Array<{ date: string; slots: Array<{ starts_at: string; ends_at: string; barber_ids: number[] }> }> }).data;
  };

  describe('prayer pauses', () => {
    const rules = {
      enabled: true,
      prayers: { fajr: { enabled: false, minutes: 20 }, dhuhr: { enabled: true, minutes: 20 }, asr: { enabled: true, minutes: 20 }, maghrib: { enabled: true, minutes: 15 }, isha: { enabled: true, minutes: 20 } },
      jumuah_minutes: 45,
    };

    it('are off until set; each barber follows the salon', async () => {
      const res = await ctx.request('GET', `/api/provider/salons/${w.salonId}/prayer-pauses`, { token: w.owner.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ enabled: false, jumuah_minutes: 45, barbers: [{ barber_id: w.ahmed, mode: 'salon' }, { barber_id: w.salem, mode: 'salon' }] });
    });

    it('turning them on lists the bookings now inside a pause, and moves nothing', async () => {
      const start = Math.floor(dhuhr / QUARTER) * QUARTER;
      const booked = await book(w.ahmed, riyadh(start));
      expect(booked.statusCode, booked.body).toBe(201);
      const res = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/prayer-pauses`, {
        token: w.owner.token,
        body: { ...rules, barbers: [{ barber_id: w.salem, mode: 'never' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.rules.barbers).toEqual([
        { barber_id: w.ahmed, barber_name: 'أحمد سالم', mode: 'salon' },
        { barber_id: w.salem, barber_name: 'سالم فهد', mode: 'never' },
      ]);
      expect(data.affected_reservations).toEqual([
        expect.objectContaining({ id: booked.json().data.id, reason: 'prayer_pause', label: 'Dhuhr prayer', status: 'confirmed' }),
      ]);
      const still = await ctx.request('GET', `/api/provider/reservations/${booked.json().data.id}`, { token: w.owner.token });
      expect(still.json().data.status).toBe('confirmed');
    });

    it('no slot of a pausing barber touches the pause; a barber who never pauses keeps his', async () => {
      const [today] = await slots(day);
      const pauseEnd = dhuhr + 20 * MINUTE;
      const inside = today!.slots.filter((s) => Date.parse(s.starts_at) < pauseEnd && Date.parse(s.ends_at) > dhuhr);
      expect(inside.length).toBeGreaterThan(0);
      for (const s of inside) expect(s.barber_ids).toEqual([w.salem]);
    });

    it('booking inside a pause is 422 not_a_slot naming the prayer, in the caller language', async () => {
      const start = riyadh(Math.ceil(dhuhr / QUARTER) * QUARTER);
      const en = await book(w.ahmed, start, 'en');
      expect(en.statusCode).toBe(422);
      expect(en.json()).toMatchObject({ code: 'not_a_slot', message: expect.stringContaining('Dhuhr') });
      const ar = await book(w.ahmed, start, 'ar');
      expect(ar.json()).toMatchObject({ code: 'not_a_slot', message: expect.stringContaining('الظهر') });
      expect(ar.json().errors.starts_at).toHaveLength(1);
      const tr = await book(w.ahmed, start, 'tr');
      expect(tr.json()).toMatchObject({ code: 'not_a_slot', message: expect.stringContaining('öğle') });
      const ur = await book(w.ahmed, start, 'ur');
      expect(ur.statusCode).toBe(422);
      expect(ur.json()).toMatchObject({ code: 'not_a_slot', message: expect.stringContaining('نمازِ ظہر') });
    });

    it('the schedule gets the pauses named, per barber', async () => {
      const res = await ctx.request('GET', `/api/provider/salons/${w.salonId}/closed-time?date=${day}`, { token: w.owner.token, locale: 'ar' });
      expect(res.statusCode, res.body).toBe(200);
      const spans = res.json().data.spans as Array<{ barber_id: number | null; prayer: string | null; name: string; starts_at: string }>;
      expect(spans.filter((s) => s.prayer === 'dhuhr')).toEqual([expect.objectContaining({ barber_id: w.ahmed, name: 'صلاة الظهر', starts_at: riyadh(dhuhr) })]);
      expect(spans.some((s) => s.barber_id === w.salem)).toBe(false);
    });

    it('a barber who always pauses keeps his pauses when the salon turns them off; the others then have none', async () => {
      const res = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/prayer-pauses`, {
        token: w.owner.token,
        body: { ...rules, enabled: false, barbers: [{ barber_id: w.ahmed, mode: 'always' }, { barber_id: w.salem, mode: 'salon' }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.rules).toMatchObject({ enabled: false, barbers: [{ barber_id: w.ahmed, mode: 'always' }, { barber_id: w.salem, mode: 'salon' }] });
      const read = await ctx.request('GET', `/api/provider/salons/${w.salonId}/prayer-pauses`, { token: w.owner.token });
      expect(read.json().data.barbers).toEqual([expect.objectContaining({ barber_id: w.ahmed, mode: 'always' }), expect.objectContaining({ barber_id: w.salem, mode: 'salon' })]);

      const [today] = await slots(day);
      const pauseEnd = dhuhr + 20 * MINUTE;
      const inside = today!.slots.filter((s) => Date.parse(s.starts_at) < pauseEnd && Date.parse(s.ends_at) > dhuhr);
      expect(inside.length).toBeGreaterThan(0);
      for (const s of inside) expect(s.barber_ids).toEqual([w.salem]);
      const refused = await book(w.ahmed, riyadh(Math.ceil(dhuhr / QUARTER) * QUARTER));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'not_a_slot', message: expect.stringContaining('Dhuhr') });

      const closed = await ctx.request('GET', `/api/provider/salons/${w.salonId}/closed-time?date=${day}`, { token: w.owner.token });
      const spans = closed.json().data.spans as Array<{ barber_id: number | null; prayer: string | null }>;
      expect(spans.filter((s) => s.prayer === 'dhuhr').map((s) => s.barber_id)).toEqual([w.ahmed]);

      // Back to the salon pausing and Salem never, as the rest of this file expects.
      const back = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/prayer-pauses`, {
        token: w.owner.token,
        body: { ...rules, barbers: [{ barber_id: w.ahmed, mode: 'salon' }, { barber_id: w.salem, mode: 'never' }] },
      });
      expect(back.statusCode, back.body).toBe(200);
    });

    it('refuses out-of-range minutes and a barber of another salon with 422 on the field', async () => {
      const res = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/prayer-pauses`, { token: w.owner.token, body: { ...rules, jumuah_minutes: 10 } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['jumuah_minutes']);
      const stranger = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/prayer-pauses`, {
        token: w.owner.token,
        body: { ...rules, barbers: [{ barber_id: 999999, mode: 'always' }] },
      });
      expect(stranger.statusCode).toBe(422);
      expect(Object.keys(stranger.json().errors)).toEqual(['barbers.0.barber_id']);
    });

    it('needs salons.manage; staff with reservations.view still read the closed time', async () => {
      const staff = await signedInStaff(ctx.db, w.owner.providerId, ['reservations.view'], ctx.clock.now());
      expect((await ctx.request('PUT', `/api/provider/salons/${w.salonId}/prayer-pauses`, { token: staff.token, body: rules })).statusCode).toBe(403);
      expect((await ctx.request('GET', `/api/provider/salons/${w.salonId}/closed-time?date=${day}`, { token: staff.token })).statusCode).toBe(200);
    });
  });

  describe('closures and time off', () => {
    let closureId: number;
    const next = () => riyadhDay(ctx.clock.now(), 20);

    it('a salon closure lists the bookings it covers and leaves them alone', async () => {
      const booked = await book(w.salem, `${next()}T10:00:00+03:00`);
      expect(booked.statusCode, booked.body).toBe(201);
      const res = await ctx.request('POST', `/api/provider/salons/${w.salonId}/closures`, {
        token: w.owner.token,
        body: { kind: 'maintenance', name: 'صيانة التكييف', starts_at: `${next()}T09:00:00+03:00`, ends_at: `${next()}T13:00:00+03:00` },
      });
      expect(res.statusCode, res.body).toBe(201);
      closureId = res.json().data.closure.id;
      expect(res.json().data).toMatchObject({
        closure: { barber_id: null, kind: 'maintenance', name: 'صيانة التكييف', starts_at: `${next()}T09:00:00+03:00` },
        affected_reservations: [{ id: booked.json().data.id, reason: 'closure', label: 'صيانة التكييف' }],
      });
    });

    it('slots skip it for every barber, and booking there names it', async () => {
      const [d] = await slots(next());
      expect(d!.slots[0]!.starts_at).toBe(`${next()}T13:00:00+03:00`);
      const refused = await book(w.ahmed, `${next()}T11:00:00+03:00`, 'ar');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'not_a_slot', message: expect.stringContaining('صيانة التكييف') });
    });

    it("a barber's time off closes only his time", async () => {
      const day2 = riyadhDay(ctx.clock.now(), 21);
      const res = await ctx.request('POST', `/api/provider/salons/${w.salonId}/closures`, {
        token: w.owner.token,
        body: { barber_id: w.ahmed, kind: 'time_off', starts_at: `${day2}T00:00:00+03:00`, ends_at: `${day2}T23:59:00+03:00` },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.closure).toMatchObject({ barber_id: w.ahmed, barber_name: 'أحمد سالم', name: null });
      const [d] = await slots(day2);
      expect(d!.slots.length).toBeGreaterThan(0);
      expect(d!.slots.every((s) => !s.barber_ids.includes(w.ahmed))).toBe(true);
      const listed = await ctx.request('GET', `/api/provider/salons/${w.salonId}/closures?barber_id=${w.ahmed}`, { token: w.owner.token });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.map((c: { kind: string }) => c.kind)).toEqual(['maintenance', 'time_off']);
    });

    it('refuses a span that ends before it starts, time off without a barber, another salon`s barber', async () => {
      const res = await ctx.request('POST', `/api/provider/salons/${w.salonId}/closures`, {
        token: w.owner.token,
        body: { kind: 'time_off', starts_at: `${next()}T13:00:00+03:00`, ends_at: `${next()}T09:00:00+03:00` },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['barber_id', 'ends_at']);
      const ancient = await ctx.request('POST', `/api/provider/salons/${w.salonId}/closures`, {
        token: w.owner.token,
        body: { kind: 'other', starts_at: '0000-01-01T00:00:00Z', ends_at: '9999-12-31T23:59:59Z' },
      });
      expect(ancient.statusCode).toBe(422);
      expect(Object.keys(ancient.json().errors).sort()).toEqual(['ends_at', 'starts_at']);
      const farList = await ctx.request('GET', `/api/provider/salons/${w.salonId}/closures?from=0000-01-01T00:00:00Z`, { token: w.owner.token });
      expect(farList.statusCode).toBe(422);
      const other = await ctx.request('POST', `/api/provider/salons/${w.salonId}/closures`, {
        token: w.owner.token,
        body: { barber_id: 999999, kind: 'other', starts_at: `${next()}T09:00:00+03:00`, ends_at: `${next()}T10:00:00+03:00` },
      });
      expect(Object.keys(other.json().errors)).toEqual(['barber_id']);
    });

    it('changes and removes; then the time is bookable again', async () => {
      const res = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/closures/${closureId}`, {
        token: w.owner.token,
        body: { kind: 'maintenance', name: 'صيانة', starts_at: `${next()}T09:00:00+03:00`, ends_at: `${next()}T10:00:00+03:00` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.closure.name).toBe('صيانة');
      expect(res.json().data.affected_reservations).toHaveLength(0);
      const removed = await ctx.request('DELETE', `/api/provider/salons/${w.salonId}/closures/${closureId}`, { token: w.owner.token });
      expect(removed.statusCode).toBe(200);
      expect((await ctx.request('DELETE', `/api/provider/salons/${w.salonId}/closures/${closureId}`, { token: w.owner.token })).statusCode).toBe(404);
      const [d] = await slots(next());
      expect(d!.slots[0]!.starts_at).toBe(`${next()}T09:00:00+03:00`);
    });
  });

  describe('holidays', () => {
    it('suggests Eid and national days for the coming year; confirming is an ordinary closure', async () => {
      const res = await ctx.request('GET', `/api/provider/salons/${w.salonId}/closure-suggestions`, { token: w.owner.token, locale: 'ar' });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data as Array<{ key: string; name: string; starts_at: string; ends_at: string; confirmed: boolean }>;
      expect(new Set(list.map((s) => s.key))).toEqual(new Set(['eid_al_fitr', 'eid_al_adha', 'founding_day', 'national_day']));
      const fitr = list.find((s) => s.key === 'eid_al_fitr')!;
      expect(fitr).toMatchObject({ name: 'عيد الفطر', confirmed: false });
      const confirm = await ctx.request('POST', `/api/provider/salons/${w.salonId}/closures`, {
        token: w.owner.token,
        body: { kind: 'holiday', name: fitr.name, starts_at: fitr.starts_at, ends_at: fitr.ends_at },
      });
      expect(confirm.statusCode, confirm.body).toBe(201);
      const again = await ctx.request('GET', `/api/provider/salons/${w.salonId}/closure-suggestions`, { token: w.owner.token });
      expect(again.json().data.find((s: { key: string }) => s.key === 'eid_al_fitr').confirmed).toBe(true);
    });
  });

  describe('Ramadan hours', () => {
    const night = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day: d, is_open: true, opens_at: '21:00', closes_at: '02:00', breaks: [] }));

    it('give the coming Ramadan by the Umm al-Qura calendar', async () => {
      const res = await ctx.request('GET', `/api/provider/salons/${w.salonId}/ramadan-hours`, { token: w.owner.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ enabled: false, ramadan: { hijri_year: 1448, starts_on: '2027-02-08', ends_on: '2027-03-08' } });
    });

    it('a night week 21:00–02:00 applies on Ramadan days only, past midnight, end to end', async () => {
      const daytime = await book(w.ahmed, '2027-02-10T10:00:00+03:00');
      expect(daytime.statusCode, daytime.body).toBe(201);
      const res = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/ramadan-hours`, { token: w.owner.token, body: { enabled: true, working_hours: night } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.rules.working_hours[0]).toEqual({ day: 0, is_open: true, opens_at: '21:00', closes_at: '02:00', breaks: [] });
      expect(res.json().data.affected_reservations).toEqual([expect.objectContaining({ id: daytime.json().data.id, reason: 'outside_hours' })]);

      const days = await slots('2027-02-07', '2027-02-10', w.salem);
      const byDay = Object.fromEntries(days.map((d) => [d.date, d.slots.map((s) => s.starts_at)]));
      expect(byDay['2027-02-07']![0]).toBe('2027-02-07T09:00:00+03:00');
      expect(byDay['2027-02-08']![0]).toBe('2027-02-08T21:00:00+03:00');
      expect(byDay['2027-02-08']!.at(-1)).toBe('2027-02-09T01:30:00+03:00');
      expect(byDay['2027-02-10']!.some((s) => s.includes('T10:'))).toBe(false);

      // The last night of Ramadan is 8 March; 9 March is Eid (closed above), then the regular week again.
      const end = await slots('2027-03-08', '2027-03-12', w.salem);
      const byEnd = Object.fromEntries(end.map((d) => [d.date, d.slots.map((s) => s.starts_at)]));
      expect(byEnd['2027-03-08']![0]).toBe('2027-03-08T21:00:00+03:00');
      expect(byEnd['2027-03-12']![0]).toBe('2027-03-12T09:00:00+03:00');
      expect(byEnd['2027-03-12']!.at(-1)).toBe('2027-03-12T16:30:00+03:00');

      const late = await book(w.salem, '2027-02-11T01:00:00+03:00');
      expect(late.statusCode, late.body).toBe(201);
      // The schedule is told each day's hours: the regular day, then the first night, closing the next day.
      const closed = await ctx.request('GET', `/api/provider/salons/${w.salonId}/closed-time?date=2027-02-07&to_date=2027-02-08`, { token: w.owner.token });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().data).toMatchObject({
        ramadan_days: ['2027-02-08'],
        hours: [
          { date: '2027-02-07', opens_at: '09:00', closes_at: '17:00', closes_next_day: false },
          { date: '2027-02-08', opens_at: '21:00', closes_at: '02:00', closes_next_day: true },
        ],
      });
      const daytimeAgain = await book(w.salem, '2027-02-10T10:00:00+03:00');
      expect(daytimeAgain.statusCode).toBe(422);
      expect(daytimeAgain.json().errors.starts_at).toHaveLength(1);
    });

    it('a barber may keep his own Ramadan week; a break outside the night is refused', async () => {
      const own = night.map((d) => ({ ...d, opens_at: '22:00', closes_at: '03:00' }));
      const res = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/ramadan-hours`, {
        token: w.owner.token,
        body: { enabled: true, working_hours: night, barbers: [{ barber_id: w.ahmed, working_hours: own }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [d] = await slots('2027-02-15', '2027-02-15', w.ahmed);
      expect(d!.slots[0]!.starts_at).toBe('2027-02-15T22:00:00+03:00');
      expect(d!.slots.at(-1)!.starts_at).toBe('2027-02-16T02:30:00+03:00');
      const bad = night.map((d) => ({ ...d, breaks: [{ starts_at: '03:00', ends_at: '04:00' }] }));
      const refused = await ctx.request('PUT', `/api/provider/salons/${w.salonId}/ramadan-hours`, { token: w.owner.token, body: { enabled: true, working_hours: bad } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors['working_hours.0.breaks.0']).toBeDefined();
    });
  });
});
