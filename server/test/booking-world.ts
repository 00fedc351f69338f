// The booking HTTP suites' salon, made through the API: one place for the world they book in.
import { expect } from 'vitest';
import { openWeek, riyadhDay, salonInput, type TestProvider } from './booking-data';
import type { AppContext } from './http';

export interface BookingWorld {
  owner: TestProvider;
  salonId: number;
  cut: number;
  beard: number;
  ahmed: number;
  salem: number;
  day: string;
}

export async function json<T = Record<string, unknown>>(response: { json(): unknown }): Promise<T> {
  return response.json() as T;
}

/** A salon open 09:00–17:00 every day (Riyadh), two services, two barbers — made through the API. */
export async function buildBookingWorld(ctx: AppContext, owner: TestProvider): Promise<BookingWorld> {
  const post = async (url: string, body: unknown) => {
    const res = await ctx.request('POST', url, { token: owner.token, body });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const salonId = await post('/api/provider/salons', salonInput({ working_hours: openWeek('09:00', '17:00', [['13:00', '14:00']]) }));
  const cut = await post('/api/provider/services', { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', name_tr: 'Saç kesimi', price: 5000, duration_minutes: 30 });
  const beard = await post('/api/provider/services', { salon_id: salonId, name_ar: 'تهذيب اللحية', name_en: 'Beard trim', price: 3000, duration_minutes: 15 });
  const ahmed = await post('/api/provider/barbers', { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut, beard] });
  const salem = await post('/api/provider/barbers', { salon_id: salonId, name: 'سالم فهد', service_ids: [cut] });
  return { owner, salonId, cut, beard, ahmed, salem, day: riyadhDay(ctx.clock.now(), 2) };
}
