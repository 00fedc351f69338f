/**
 * @vitest-environment-options { "url": "http://localhost/" }
 *
 * Salons, barbers, services, buffer times and packages: lists honour search, filters, sort and
 * pages; texts follow Accept-Language; writes are validated and show their effect; package
 * limits and upcoming reservations protect what they should.
 */
import { describe, expect, it } from 'vitest';
import { salonWeek } from './fixtures';
import { apiClient, call, useMockServer } from './test-utils';

useMockServer();

const newSalon = (extra: Record<string, unknown> = {}) => ({
  name_ar: 'صالون النخبة',
  name_en: 'Elite Salon',
  address: 'شارع التحلية، الخبر',
  city_id: 8,
  latitude: 26.2794,
  longitude: 50.2083,
  ...extra,
});

describe('salons', () => {
  it('resolve names, descriptions and the city in the request language', async () => {
    for (const [locale, name, city] of [
      ['ar', 'صالون الأناقة', 'الرياض'],
      ['en', 'Elegance Salon', 'Riyadh'],
      ['tr', 'Zarafet Kuaförü', 'Riyad'],
      ['ur', 'ایلیگنس سیلون', 'ریاض'],
    ] as const) {
      const { data } = await apiClient({ locale }).api.GET('/provider/salons/{id}', { params: { path: { id: 1 } } });
      expect(data?.data).toMatchObject({ name, city, barbers_count: 3, services_count: 8 });
    }
  });

  it('keep the working hours of the brief: Sun–Thu 09–22 with a 13–14 break, Fri 16–23, Sat 10–22', async () => {
    const { data } = await apiClient().api.GET('/provider/salons/{id}', { params: { path: { id: 2 } } });
    expect(data?.data.working_hours).toEqual(salonWeek());
    expect(data?.data.working_hours[0]).toEqual({ day: 0, is_open: true, opens_at: '09:00', closes_at: '22:00', breaks: [{ starts_at: '13:00', ends_at: '14:00' }] });
  });

  it('search names in every language and the address, and filter by city', async () => {
    const { api } = apiClient();
    const search = async (term: string) => (await api.GET('/provider/salons', { params: { query: { search: term } } })).data?.data.map((row) => row.id);
    expect(await search('waterFRONT')).toEqual([2]);
    expect(await search('الكورنيش')).toEqual([2]);
    expect(await search('Zarafet')).toEqual([1]);
    expect((await api.GET('/provider/salons', { params: { query: { city_id: 1 } } })).data?.data.map((row) => row.id)).toEqual([1]);
  });

  it('are created with defaults, then listed; a fourth goes beyond the package (409 package_limit_reached)', async () => {
    const { api } = apiClient({ locale: 'en' });
    const created = await api.POST('/provider/salons', { body: newSalon() });
    expect(created.response.status).toBe(201);
    expect(created.data?.data).toMatchObject({ name: 'Elite Salon', city: 'Al Khobar', timezone: 'Asia/Riyadh', slot_interval_minutes: 15, is_active: true, name_tr: null });
    expect(created.data?.data.working_hours[5]).toMatchObject({ opens_at: '16:00', closes_at: '23:30' });
    const list = await api.GET('/provider/salons', { params: { query: { sort: 'name' } } });
    expect(list.data?.data.map((row) => row.name)).toEqual(['Elegance Salon', 'Elite Salon', 'Waterfront Barbers']);
    const buffers = await api.GET('/provider/buffer-times', { params: { query: { salon_id: created.data?.data.id ?? 0 } } });
    expect(buffers.data?.data).toMatchObject({ before_minutes: 0, after_minutes: 0 });
    const fourth = await call('POST', '/provider/salons', { body: newSalon({ name_en: 'One too many' }) });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('package_limit_reached');
  });

  it('refuse bad input field by field and change nothing', async () => {
    const missing = await call('POST', '/provider/salons', { body: { name_ar: 'صالون' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors as object).sort()).toEqual(['address', 'city_id', 'latitude', 'longitude', 'name_en']);
    const unknownCity = await call('POST', '/provider/salons', { body: newSalon({ city_id: 999 }) });
    expect(unknownCity.body.errors).toHaveProperty('city_id');
    const hours = salonWeek();
    hours[2] = { ...hours[2]!, closes_at: '08:00' };
    const badHours = await call('POST', '/provider/salons', { body: newSalon({ working_hours: hours }) });
    expect(badHours.body.errors).toHaveProperty(['working_hours.2.closes_at']);
    const extra = await call('POST', '/provider/salons', { body: newSalon({ owner: 'x' }) });
    expect(extra.body.errors).toHaveProperty('owner');
    expect((await call('GET', '/provider/salons')).body.data).toHaveLength(2);
  });

  it('keep optional fields that an update leaves out, and clear those sent as null', async () => {
    const { api } = apiClient({ locale: 'en' });
    const updated = await api.PUT('/provider/salons/{id}', {
      params: { path: { id: 1 } },
      body: { name_ar: 'صالون الأناقة', name_en: 'Elegance Salon Olaya', address: 'طريق الملك فهد', city_id: 1, latitude: 24.69, longitude: 46.68, phone: null },
    });
    expect(updated.data?.data).toMatchObject({ name: 'Elegance Salon Olaya', phone: null, name_tr: 'Zarafet Kuaförü', logo: 'salons/elegance-logo.png' });
  });

  it('cannot be deleted with reservations ahead, and toggle their active flag', async () => {
    expect((await call('DELETE', '/provider/salons/1')).body.code).toBe('has_upcoming_reservations');
    const toggled = await call('PUT', '/provider/salons/2/toggle-active');
    expect(toggled.body.data).toMatchObject({ is_active: false });
    expect((await call('GET', '/provider/salons?is_active=0')).body.data).toHaveLength(1);
  });
});

describe('barbers and services', () => {
  it('list barbers by salon and by the service they perform', async () => {
    const { api } = apiClient({ locale: 'en' });
    const bySalon = await api.GET('/provider/barbers', { params: { query: { salon_id: 2 } } });
    expect(bySalon.data?.data.map((row) => row.id).sort()).toEqual([4, 5]);
    const byService = await api.GET('/provider/barbers', { params: { query: { service_id: 6 } } });
    expect(byService.data?.data.map((row) => row.name).sort()).toEqual(['أحمد سالم', 'يوسف القحطاني']);
    const youssef = byService.data?.data.find((row) => row.id === 3);
    expect(youssef?.effective_working_hours[6]).toMatchObject({ is_open: false });
    expect(youssef?.services.map((row) => row.name)).toEqual(['Beard trim', 'Facial', 'Hot towel shave', 'Hair wash']);
  });

  it('a barber with reservations ahead cannot be deleted; a new one can', async () => {
    expect((await call('DELETE', '/provider/barbers/1')).status).toBe(409);
    const created = await call('POST', '/provider/barbers', { body: { salon_id: 2, name: 'سامي الغامدي', service_ids: [9, 11] } });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect((await call('DELETE', `/provider/barbers/${id}`)).status).toBe(200);
    expect((await call('GET', `/provider/barbers/${id}`)).status).toBe(404);
  });

  it('a barber only performs services of their own salon', async () => {
    const { status, body } = await call('POST', '/provider/barbers', { body: { salon_id: 2, name: 'سامي الغامدي', service_ids: [1] } });
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('service_ids');
  });

  it('list services sorted by price and filtered by active flag', async () => {
    const { api } = apiClient({ locale: 'en' });
    const byPrice = await api.GET('/provider/services', { params: { query: { salon_id: 1, sort: '-price' } } });
    expect(byPrice.data?.data.slice(0, 2).map((row) => [row.name, row.price])).toEqual([
      ['Hair treatment', 15000],
      ['Hair colouring', 12000],
    ]);
    const active = await api.GET('/provider/services', { params: { query: { salon_id: 1, is_active: 1 } } });
    expect(active.data?.meta.total).toBe(7);
  });

  it('a service is created with its prices in halalas and found by search in any language', async () => {
    const { api } = apiClient({ locale: 'tr' });
    const created = await api.POST('/provider/services', {
      body: { salon_id: 2, name_ar: 'تنظيف البشرة', name_en: 'Facial', name_tr: 'Cilt bakımı', price: 8500, duration_minutes: 40 },
    });
    expect(created.data?.data).toMatchObject({ name: 'Cilt bakımı', price: 8500, barbers_count: 0, name_ur: null });
    const found = await api.GET('/provider/services', { params: { query: { search: 'facial', salon_id: 2 } } });
    expect(found.data?.data.map((row) => row.id)).toEqual([created.data?.data.id]);
  });
});

describe('buffer times and slots', () => {
  it('longer buffers take slots away', async () => {
    const { api } = apiClient();
    const query = { salon_id: 1, date: '2026-11-23', service_ids: [6], barber_id: 1 };
    const before = (await api.GET('/provider/slots', { params: { query } })).data?.data[0]?.slots.length ?? 0;
    await api.PUT('/provider/buffer-times/{salon_id}', { params: { path: { salon_id: 1 } }, body: { before_minutes: 30, after_minutes: 30 } });
    const after = (await api.GET('/provider/slots', { params: { query } })).data?.data[0]?.slots.length ?? 0;
    expect(after).toBeLessThan(before);
  });

  it('a barber override is shown by name and can be removed', async () => {
    const { api } = apiClient();
    const saved = await api.PUT('/provider/buffer-times/{salon_id}/barbers/{barber_id}', {
      params: { path: { salon_id: 1, barber_id: 3 } },
      body: { before_minutes: 0, after_minutes: 20 },
    });
    expect(saved.data?.data.barber_overrides).toEqual([
      { barber_id: 2, barber_name: 'خالد المطيري', before_minutes: 10, after_minutes: 15 },
      { barber_id: 3, barber_name: 'يوسف القحطاني', before_minutes: 0, after_minutes: 20 },
    ]);
    const removed = await api.DELETE('/provider/buffer-times/{salon_id}/barbers/{barber_id}', { params: { path: { salon_id: 1, barber_id: 2 } } });
    expect(removed.data?.data.barber_overrides.map((row) => row.barber_id)).toEqual([3]);
  });

  it('slots leave out the past, breaks and closed days', async () => {
    const { api } = apiClient();
    const { data } = await api.GET('/provider/slots', { params: { query: { salon_id: 1, date: '2026-11-22', to_date: '2026-11-28', service_ids: [5] } } });
    expect(data?.data.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    const starts = data?.data.flatMap((day) => day.slots.map((slot) => slot.starts_at)) ?? [];
    expect(starts.every((start) => Date.parse(start) >= Date.parse('2026-11-22T09:00:00+03:00'))).toBe(true);
    // Facial is Youssef's alone: afternoons only, and never on Saturday.
    expect(data?.data[6]?.slots).toEqual([]);
    expect(starts.every((start) => start.slice(11, 16) >= '14:00' || start.slice(0, 10) === '2026-11-27')).toBe(true);
    // A 30-minute haircut on Monday: nothing that would run into the 13:00–14:00 break.
    const monday = await api.GET('/provider/slots', { params: { query: { salon_id: 1, date: '2026-11-23', service_ids: [1] } } });
    const times = monday.data?.data[0]?.slots.map((slot) => slot.starts_at.slice(11, 16)) ?? [];
    expect(times).toContain('12:30');
    expect(times.filter((time) => time > '12:30' && time < '14:00')).toEqual([]);
    expect(times).toContain('14:00');
  });

  it('refuse a range longer than 14 days', async () => {
    const { status, body } = await call('GET', '/provider/slots?salon_id=1&date=2026-11-22&to_date=2026-12-10&service_ids=1');
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('to_date');
  });
});

describe('packages', () => {
  it('will not switch to a package the current salons and barbers exceed', async () => {
    const { status, body } = await call('POST', '/provider/packages/1/subscribe');
    expect(status).toBe(409);
    expect(body.code).toBe('package_limit_reached');
  });

  it('extends the active package by its duration', async () => {
    const { api } = apiClient();
    const renewed = await api.POST('/provider/packages/{id}/subscribe', { params: { path: { id: 2 } } });
    expect(renewed.data?.data).toMatchObject({ expire_at: '2026-12-31T10:00:00+03:00', expire_at_timer: 781_200 + 30 * 86_400 });
  });

  it('lists staff admins without the owner, and refuses a mobile that already has an account', async () => {
    const { api } = apiClient();
    const admins = await api.GET('/provider/admins', { params: { query: { sort: 'name' } } });
    expect(admins.data?.data.map((row) => row.role).sort()).toEqual(['admin', 'manager', 'receptionist']);
    const taken = await call('POST', '/provider/admins', { body: { name: 'مكرر', mobile: '500000001', country_code: '+966', role: 'admin', permissions: [] } });
    expect(taken.body.errors).toHaveProperty('mobile');
  });
});
