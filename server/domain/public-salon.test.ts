import { beforeEach, expect, it } from 'vitest';
import { createBarber } from './barbers';
import { BookingValidationError } from './booking-shared';
import { findOnlineSalon, saveOnlineBookingSettings, slugify, type OnlineSalon } from './online-booking';
import { getPublicSalon, publicSlots } from './public-salon';
import { createSalon } from './salons';
import { createService } from './services';
import { openWeek, resetBookingData, salonInput, UNLIMITED } from '../test/booking-data';
import { forEachDatabase } from '../test/databases';

// Sunday 6 January 2030, 08:00 in Riyadh (UTC+3): the salon opens at 09:00.
const NOW = new Date('2030-01-06T05:00:00Z');
const times = (days: Awaited<ReturnType<typeof publicSlots>>) => days.flatMap((d) => d.slots.map((s) => `${s.starts_at.slice(0, 16)} ${s.barber_ids.join(',')}`));

it('makes an address from a name: lower-case Latin, single hyphens, at least 3 characters', () => {
  expect(slugify('Elegance Salon')).toBe('elegance-salon');
  expect(slugify('  Café  Déjà-Vu!! ')).toBe('cafe-deja-vu');
  expect(slugify('صالون')).toBe('salon-page');
  expect(slugify('AB')).toBe('salon-ab');
});

forEachDatabase('public salon and times', (ctx) => {
  let providerId: number;
  let salonId: number;
  let cut: number;
  let color: number;
  let ahmed: number;
  let salem: number;
  let online: OnlineSalon;

  beforeEach(async () => {
    [providerId] = await resetBookingData(ctx.db);
    salonId = await createSalon(ctx.db, providerId, salonInput({ working_hours: openWeek('09:00', '12:00') }), UNLIMITED);
    cut = await createService(ctx.db, providerId, { salon_id: salonId, name_ar: 'قص شعر', name_en: 'Haircut', price: 5000, duration_minutes: 60 });
    color = await createService(ctx.db, providerId, { salon_id: salonId, name_ar: 'صبغة', name_en: 'Colour', price: 9000, duration_minutes: 60 });
    ahmed = await createBarber(ctx.db, providerId, { salon_id: salonId, name: 'أحمد سالم', service_ids: [cut, color] }, UNLIMITED);
    salem = await createBarber(ctx.db, providerId, { salon_id: salonId, name: 'سالم فهد', service_ids: [cut, color] }, UNLIMITED);
    await saveOnlineBookingSettings(ctx.db, providerId, salonId, { enabled: true, slug: 'elegance-salon', min_notice_minutes: 120, horizon_days: 1, service_ids: [cut], barber_ids: [ahmed] }, NOW);
    online = (await findOnlineSalon(ctx.db, 'elegance-salon'))!;
  });

  it('offers only bookable barbers, no sooner than the notice and no later than the horizon', async () => {
    const days = await publicSlots(ctx.db, online, { from: '2030-01-06', to: '2030-01-08', serviceIds: [cut] }, NOW);
    expect(days.map((d) => d.date)).toEqual(['2030-01-06', '2030-01-07', '2030-01-08']);
    // 08:00 now + 120 minutes: 10:00 is the first start; Salem is not bookable online; a day ahead ends at 08:00 tomorrow.
    expect(times(days)).toEqual(['2030-01-06T10:00 ' + ahmed, '2030-01-06T10:15 ' + ahmed, '2030-01-06T10:30 ' + ahmed, '2030-01-06T10:45 ' + ahmed, '2030-01-06T11:00 ' + ahmed]);
    expect(days[2]!.slots).toEqual([]);
  });

  it('counts the window in days on the salon clock: late in the evening, the day after the last day offers nothing', async () => {
    // Sunday 20:00 in Riyadh, a two-day window: today (closed by now) and Monday; Tuesday is outside, whatever the hour.
    const evening = new Date('2030-01-06T17:00:00Z');
    await saveOnlineBookingSettings(ctx.db, providerId, salonId, { enabled: true, slug: 'elegance-salon', min_notice_minutes: 0, horizon_days: 2 }, evening);
    const days = await publicSlots(ctx.db, (await findOnlineSalon(ctx.db, 'elegance-salon'))!, { from: '2030-01-06', to: '2030-01-08', serviceIds: [cut] }, evening);
    expect(days[0]!.slots).toEqual([]);
    expect(days[1]!.slots.map((s) => s.starts_at.slice(11, 16))).toContain('09:00');
    expect(days[2]!.slots).toEqual([]);
  });

  it('refuses a service or a barber that is not bookable online', async () => {
    await expect(publicSlots(ctx.db, online, { from: '2030-01-06', to: '2030-01-06', serviceIds: [color] }, NOW)).rejects.toBeInstanceOf(BookingValidationError);
    await expect(publicSlots(ctx.db, online, { from: '2030-01-06', to: '2030-01-06', serviceIds: [cut], barberId: salem }, NOW)).rejects.toBeInstanceOf(BookingValidationError);
  });

  it('shows only what customers may book, and changes its content version when that changes', async () => {
    const page = await getPublicSalon(ctx.db, online, 'en');
    expect(page).toMatchObject({ slug: 'elegance-salon', name: 'Elegance Salon', services: [{ id: cut, name: 'Haircut' }], barbers: [{ id: ahmed, service_ids: [cut] }] });
    await saveOnlineBookingSettings(ctx.db, providerId, salonId, { enabled: true, slug: 'elegance-salon', service_ids: [cut, color] }, NOW);
    const after = await getPublicSalon(ctx.db, online, 'en');
    expect(after.services).toHaveLength(2);
    expect(after.content_version).not.toBe(page.content_version);
  });

  it('finds a salon by an old address, and none once online booking is off', async () => {
    await saveOnlineBookingSettings(ctx.db, providerId, salonId, { enabled: true, slug: 'elegance-riyadh' }, NOW);
    expect(await findOnlineSalon(ctx.db, 'elegance-salon')).toMatchObject({ salonId, slug: 'elegance-riyadh' });
    await saveOnlineBookingSettings(ctx.db, providerId, salonId, { enabled: false, slug: 'elegance-riyadh' }, NOW);
    expect(await findOnlineSalon(ctx.db, 'elegance-riyadh')).toBeNull();
    expect(await findOnlineSalon(ctx.db, 'Not A Slug!')).toBeNull();
  });
});
