// Salons, barbers, services, buffer times, bank account, staff admins and locations, on both databases.
import { beforeEach, expect, it } from 'vitest';
import { forEachDatabase } from '../test/databases';
import { createProviderAdmin, deleteProviderAdmin, listProviderAdmins, updateProviderAdmin } from './admins';
import { getBankAccount, listBanks, setBankAccount } from './banks';
import { barberView, createBarber, getBarber, listBarbers, toggleBarberActive, updateBarber } from './barbers';
import { BookingConflictError, BookingForbiddenError, BookingValidationError } from './booking-shared';
import { openWeek, resetBookingData, salonInput, UNLIMITED } from '../test/booking-data';
import { getBufferTimes, setBarberBufferTimes, updateSalonBufferTimes } from './buffer-times';
import { makeSaudiIban } from '../../shared/iban';
import { listCities, listCountries, listStates } from './locations';
import { createReservation } from './reservations';
import { createSalon, deleteSalon, getSalon, listSalons, salonView, toggleSalonActive, updateSalon } from './salons';
import { createService, deleteService, listServices } from './services';

const NOW = new Date('2030-01-06T05:00:00Z');

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

function fields(error: unknown): Record<string, string[]> {
  expect(error).toBeInstanceOf(BookingValidationError);
  return (error as BookingValidationError).fields;
}

forEachDatabase('salons, barbers, services', (ctx) => {
  let p: number;
  let other: number;
  beforeEach(async () => {
    [p, other] = await resetBookingData(ctx.db);
  });

  it('creates a salon with defaults, resolves text per language and keeps omitted fields on update', async () => {
    const id = await createSalon(ctx.db, p, salonInput({ working_hours: undefined, timezone: undefined, slot_interval_minutes: undefined, name_tr: 'Zarafet', description_en: 'Men only' }), UNLIMITED);
    const en = salonView(await getSalon(ctx.db, p, id), 'en');
    expect(en).toMatchObject({ name: 'Elegance Salon', city: 'Riyadh', timezone: 'Asia/Riyadh', slot_interval_minutes: 15, description: 'Men only', barbers_count: 0 });
    expect(en.working_hours[5]).toEqual({ day: 5, is_open: true, opens_at: '16:00', closes_at: '23:30', breaks: [] });
    const ur = salonView(await getSalon(ctx.db, p, id), 'ur');
    expect(ur.name).toBe('صالون الأناقة'); // no Urdu name: Arabic
    expect(ur.city).toBe('ریاض');
    await updateSalon(ctx.db, p, id, salonInput({ name_en: 'Elegance II', description_en: null }));
    const after = salonView(await getSalon(ctx.db, p, id), 'tr');
    expect(after).toMatchObject({ name_en: 'Elegance II', name_tr: 'Zarafet', name: 'Zarafet', description_en: null });
  });

  it('refuses an unknown city, an unknown zone, overlapping and out-of-day hours, writing nothing', async () => {
    const bad = openWeek('09:00', '17:00', [['12:00', '13:00']]);
    bad[2] = { ...bad[2]!, breaks: [{ starts_at: '12:00', ends_at: '13:00' }, { starts_at: '12:30', ends_at: '14:00' }] };
    bad[3] = { ...bad[3]!, breaks: [{ starts_at: '08:00', ends_at: '09:30' }] };
    bad[4] = { ...bad[4]!, day: 3 };
    const error = await failure(createSalon(ctx.db, p, salonInput({ city_id: 9999, timezone: 'Mars/Olympus', working_hours: bad }), UNLIMITED));
    expect(fields(error)).toEqual({
      city_id: ['api.booking.salon.city_unknown'],
      timezone: ['api.booking.salon.timezone_unknown'],
      'working_hours.2.breaks.1': ['api.booking.working_hours.breaks_overlap'],
      'working_hours.3.breaks.0': ['api.booking.working_hours.break_outside_day'],
      'working_hours.4.day': ['api.booking.working_hours.duplicate_day'],
    });
    expect(await ctx.db.selectFrom('salons').selectAll().execute()).toEqual([]);
  });

  it('images are paths this provider uploaded; another provider’s file or an unknown path is a 422', async () => {
    await ctx.db
      .insertInto('uploads')
      .values([
        { owner_kind: 'provider', owner_id: p, folder: 'salons', file: 'mine.png', content_type: 'image/png', size: 10 },
        { owner_kind: 'provider', owner_id: other, folder: 'salons', file: 'theirs.png', content_type: 'image/png', size: 10 },
      ])
      .execute();
    const id = await createSalon(ctx.db, p, salonInput({ logo: 'salons/mine.png' }), UNLIMITED);
    expect(salonView(await getSalon(ctx.db, p, id), 'en', (path) => `https://cdn.example/${path}`).logo_url).toBe('https://cdn.example/salons/mine.png');
    expect(fields(await failure(createSalon(ctx.db, p, salonInput({ logo: 'salons/theirs.png', cover: 'salons/never.png' }), UNLIMITED)))).toEqual({
      logo: ['api.booking.image.not_uploaded'],
      cover: ['api.booking.image.not_uploaded'],
    });
    // Keeping the current image needs no new upload.
    await ctx.db.deleteFrom('uploads').where('file', '=', 'mine.png').execute();
    await expect(updateSalon(ctx.db, p, id, salonInput({ logo: 'salons/mine.png', name_en: 'Renamed' }))).resolves.toBeUndefined();
  });

  it('lists only the provider’s salons with search, filters, sort and paging', async () => {
    await createSalon(ctx.db, p, salonInput({ name_ar: 'ب', name_en: 'Beta', city_id: 1 }), UNLIMITED);
    const alpha = await createSalon(ctx.db, p, salonInput({ name_ar: 'أ', name_en: 'Alpha', city_id: 2, address: 'حي النخيل' }), UNLIMITED);
    await createSalon(ctx.db, other, salonInput({ name_en: 'Alpha of another' }), UNLIMITED);
    await toggleSalonActive(ctx.db, p, alpha);
    const names = async (q: Parameters<typeof listSalons>[2]) => (await listSalons(ctx.db, p, q, 'en')).items.map((s) => s.name_en);
    expect(await names({ sort: 'name' })).toEqual(['Alpha', 'Beta']);
    expect(await names({ sort: '-name' })).toEqual(['Beta', 'Alpha']);
    expect(await names({ search: 'alp' })).toEqual(['Alpha']);
    expect(await names({ search: 'النخيل' })).toEqual(['Alpha']);
    expect(await names({ is_active: 1 })).toEqual(['Beta']);
    expect(await names({ city_id: 2 })).toEqual(['Alpha']);
    const page = await listSalons(ctx.db, p, { per_page: 1, page: 2, sort: 'name' }, 'en');
    expect([page.total, page.items.map((s) => s.name_en)]).toEqual([2, ['Beta']]);
  });

  it('enforces the package limits on salons and active barbers, also when reactivating', async () => {
    const limits = { maxSalons: 1, maxBarbers: 1 };
    const salon = await createSalon(ctx.db, p, salonInput(), limits);
    const limit = await failure(createSalon(ctx.db, p, salonInput(), limits));
    expect(limit).toBeInstanceOf(BookingConflictError);
    expect((limit as BookingConflictError).detail).toEqual({ key: 'api.booking.package.max_salons', params: { count: 1 } });
    const first = await createBarber(ctx.db, p, { salon_id: salon, name: 'أحمد' }, limits);
    expect(((await failure(createBarber(ctx.db, p, { salon_id: salon, name: 'سالم' }, limits))) as BookingConflictError).code).toBe('package_limit_reached');
    const resting = await createBarber(ctx.db, p, { salon_id: salon, name: 'سالم', is_active: false }, limits);
    expect(((await failure(toggleBarberActive(ctx.db, p, resting, limits))) as BookingConflictError).code).toBe('package_limit_reached');
    await toggleBarberActive(ctx.db, p, first, limits);
    await toggleBarberActive(ctx.db, p, resting, limits);
    // Another provider's count is its own.
    await expect(createSalon(ctx.db, other, salonInput(), limits)).resolves.toBeGreaterThan(0);
  });

  it('a barber works the salon’s hours unless given their own, and performs only services of that salon', async () => {
    const salon = await createSalon(ctx.db, p, salonInput({ working_hours: openWeek('10:00', '22:00') }), UNLIMITED);
    const otherSalon = await createSalon(ctx.db, p, salonInput(), UNLIMITED);
    const cut = await createService(ctx.db, p, { salon_id: salon, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
    const foreign = await createService(ctx.db, p, { salon_id: otherSalon, name_ar: 'صبغة', name_en: 'Colour', price: 9000, duration_minutes: 60 });
    const error = await failure(createBarber(ctx.db, p, { salon_id: salon, name: 'أحمد', service_ids: [cut, foreign] }, UNLIMITED));
    expect(fields(error)).toEqual({ 'service_ids.1': ['api.booking.barber.service_not_in_salon'] });
    const id = await createBarber(ctx.db, p, { salon_id: salon, name: 'أحمد', service_ids: [cut] }, UNLIMITED);
    let view = barberView(await getBarber(ctx.db, p, id), 'en');
    expect(view).toMatchObject({ working_hours: null, service_ids: [cut], services: [{ id: cut, name: 'Cut' }], salon_name: 'Elegance Salon' });
    expect(view.effective_working_hours[0]).toMatchObject({ opens_at: '10:00', closes_at: '22:00' });
    await updateBarber(ctx.db, p, id, { salon_id: salon, name: 'أحمد', working_hours: openWeek('12:00', '20:00') }, UNLIMITED);
    view = barberView(await getBarber(ctx.db, p, id), 'en');
    expect(view.effective_working_hours[0]).toMatchObject({ opens_at: '12:00', closes_at: '20:00' });
    expect(view.service_ids).toEqual([cut]); // omitted: kept
    // Moving to another salon drops the old salon's services.
    await updateBarber(ctx.db, p, id, { salon_id: otherSalon, name: 'أحمد' }, UNLIMITED);
    expect(barberView(await getBarber(ctx.db, p, id), 'en').service_ids).toEqual([]);
    expect((await listBarbers(ctx.db, p, { service_id: cut })).total).toBe(0);
    expect((await listBarbers(ctx.db, p, { salon_id: otherSalon })).total).toBe(1);
    expect((await listBarbers(ctx.db, other, {})).total).toBe(0);
  });

  it('a salon, barber or service with live reservations ahead cannot be deleted; one without can', async () => {
    const salon = await createSalon(ctx.db, p, salonInput(), UNLIMITED);
    const cut = await createService(ctx.db, p, { salon_id: salon, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
    const spare = await createService(ctx.db, p, { salon_id: salon, name_ar: 'غسيل', name_en: 'Wash', price: 1000, duration_minutes: 15 });
    const barber = await createBarber(ctx.db, p, { salon_id: salon, name: 'أحمد', service_ids: [cut, spare] }, UNLIMITED);
    await createReservation(ctx.db, p, { salon_id: salon, barber_id: barber, service_ids: [cut], starts_at: '2030-01-06T09:00:00+03:00', customer_name: 'خالد', customer_mobile: '555123456' }, 'ar', { now: NOW });
    for (const attempt of [() => deleteSalon(ctx.db, p, salon, NOW), () => deleteService(ctx.db, p, cut, NOW)]) {
      expect(((await failure(attempt())) as BookingConflictError).code).toBe('has_upcoming_reservations');
    }
    await deleteService(ctx.db, p, spare, NOW);
    expect((await listServices(ctx.db, p, {}, 'en')).items.map((s) => s.name_en)).toEqual(['Cut']);
    // Once it is over, the salon goes (with its barbers and services); the history stays.
    await deleteSalon(ctx.db, p, salon, new Date('2030-01-07T00:00:00Z'));
    expect(await ctx.db.selectFrom('barbers').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('reservations').select('barber_name').execute()).toEqual([{ barber_name: 'أحمد' }]);
  });

  it('buffer times: the salon’s, a barber’s own override, and back to the salon’s', async () => {
    const salon = await createSalon(ctx.db, p, salonInput(), UNLIMITED);
    const barber = await createBarber(ctx.db, p, { salon_id: salon, name: 'أحمد سالم' }, UNLIMITED);
    expect(await getBufferTimes(ctx.db, p, salon)).toEqual({ salon_id: salon, before_minutes: 0, after_minutes: 0, barber_overrides: [] });
    await updateSalonBufferTimes(ctx.db, p, salon, { before_minutes: 10, after_minutes: 5 });
    const withOverride = await setBarberBufferTimes(ctx.db, p, salon, barber, { before_minutes: 0, after_minutes: 15 });
    expect(withOverride.barber_overrides).toEqual([{ barber_id: barber, barber_name: 'أحمد سالم', before_minutes: 0, after_minutes: 15 }]);
    expect((await setBarberBufferTimes(ctx.db, p, salon, barber, null)).barber_overrides).toEqual([]);
    await expect(getBufferTimes(ctx.db, other, salon)).rejects.toThrow('salon not found');
    await expect(setBarberBufferTimes(ctx.db, other, salon, barber, { before_minutes: 1, after_minutes: 1 })).rejects.toThrow('barber not found');
  });

  it('bank account: a valid IBAN of the chosen bank is saved (spaces removed); anything else is a 422', async () => {
    const iban = makeSaudiIban('80', '000000608010167519');
    const input = { bank_id: 1, account_holder_name: 'مؤسسة الأناقة', account_number: '608010167519', iban: `${iban.slice(0, 4)} ${iban.slice(4)}` };
    const cases: Array<[Partial<typeof input>, Record<string, string[]>]> = [
      [{ iban: 'SA0380000000608010167518' }, { iban: ['api.booking.iban.checksum'] }],
      [{ iban: 'AE070331234567890123456' }, { iban: ['api.booking.iban.format'] }],
      [{ bank_id: 2 }, { iban: ['api.booking.iban.other_bank'] }],
      [{ bank_id: 999 }, { bank_id: ['api.booking.bank.unknown'] }],
    ];
    for (const [patch, expected] of cases) expect(fields(await failure(setBankAccount(ctx.db, p, { ...input, ...patch }, 'en')))).toEqual(expected);
    expect(await getBankAccount(ctx.db, p, 'en')).toBeNull();
    expect(await setBankAccount(ctx.db, p, input, 'en')).toMatchObject({ bank_id: 1, bank_name: 'Al Rajhi Bank', iban });
    const snb = makeSaudiIban('10', '000000000012345678');
    await setBankAccount(ctx.db, p, { ...input, bank_id: 2, iban: snb }, 'ar');
    expect(await getBankAccount(ctx.db, p, 'ar')).toMatchObject({ bank_id: 2, bank_name: 'البنك الأهلي السعودي', iban: snb });
    expect(await getBankAccount(ctx.db, other, 'ar')).toBeNull();
    expect((await listBanks(ctx.db, 'tr'))[0]).toMatchObject({ id: 1, code: 'RJHI', name: 'Al Rajhi Bankası' });
  });

  it('staff admins: one entry per mobile in a business, a number taken elsewhere only an invitation, never the owner, never yourself', async () => {
    const owner = await ctx.db.insertInto('provider_users').values({ provider_id: p, name: 'المالك', mobile: '500000001', role: 'owner' }).returning('id').executeTakeFirstOrThrow();
    const input = { name: 'فهد', mobile: '500000009', country_code: '+966' as const, email: 'reception@example.com', role: 'receptionist' as const, permissions: ['reservations.manage' as const, 'reservations.view' as const] };
    const ownerGrants = { isOwner: true, permissions: [] };
    const { id, invited } = await createProviderAdmin(ctx.db, p, input, ownerGrants);
    expect(invited).toBe(false);
    // Another business adding the same number is not told: it gets a pending invitation.
    const elsewhere = await createProviderAdmin(ctx.db, other, { ...input, email: null }, ownerGrants);
    expect(elsewhere.invited).toBe(true);
    expect((await listProviderAdmins(ctx.db, other, {})).items.map((a) => a.mobile)).toEqual(['500000009']);
    await deleteProviderAdmin(ctx.db, other, elsewhere.id, owner.id);
    expect((await listProviderAdmins(ctx.db, other, {})).total).toBe(0);
    expect(fields(await failure(createProviderAdmin(ctx.db, p, { ...input, mobile: '500000001', email: null }, ownerGrants)))).toEqual({ mobile: ['api.booking.admin.mobile_taken'] });
    // A staff admin grants only what they hold.
    const staffGrants = { isOwner: false, permissions: ['admins.manage', 'reservations.view'] };
    expect(fields(await failure(createProviderAdmin(ctx.db, p, { ...input, mobile: '500000010', email: null, permissions: ['reservations.view', 'wallet.withdraw'] }, staffGrants)))).toEqual({
      permissions: ['api.booking.admin.cannot_grant'],
    });
    await expect(createProviderAdmin(ctx.db, p, { ...input, mobile: '500000010', email: null, permissions: ['reservations.view'] }, staffGrants)).resolves.toMatchObject({ invited: false });
    const listed = await listProviderAdmins(ctx.db, p, { sort: 'created_at' });
    expect(listed.items.map((a) => [a.mobile, a.role])).toEqual([['500000009', 'receptionist'], ['500000010', 'receptionist']]);
    await updateProviderAdmin(ctx.db, p, id, { ...input, role: 'manager', permissions: ['salons.manage'] }, ownerGrants);
    expect((await listProviderAdmins(ctx.db, p, { role: 'manager' })).items[0]!.permissions).toEqual(['salons.manage']);
    await expect(updateProviderAdmin(ctx.db, p, owner.id, input, ownerGrants)).rejects.toThrow('admin not found');
    expect(await failure(deleteProviderAdmin(ctx.db, p, id, id))).toBeInstanceOf(BookingForbiddenError);
    await expect(deleteProviderAdmin(ctx.db, other, id, owner.id)).rejects.toThrow('admin not found');
    await deleteProviderAdmin(ctx.db, p, id, owner.id);
    expect((await listProviderAdmins(ctx.db, p, {})).total).toBe(1);
  });

  it('locations: Saudi Arabia, its 13 regions, and cities with coordinates', async () => {
    expect(await listCountries(ctx.db, 'en')).toEqual([{ id: 1, name: 'Saudi Arabia', phone_code: '+966' }]);
    const regions = await listStates(ctx.db, 1, 'ar');
    expect(regions).toHaveLength(13);
    const riyadhRegion = regions.find((r) => r.name === 'منطقة الرياض')!;
    const cities = await listCities(ctx.db, riyadhRegion.id, 'en');
    expect(cities.find((c) => c.name === 'Riyadh')).toEqual({ id: 1, name: 'Riyadh', latitude: 24.7136, longitude: 46.6753 });
    expect(cities.map((c) => c.name)).toEqual([...cities.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
    await expect(listStates(ctx.db, 99, 'ar')).rejects.toThrow('country not found');
    await expect(listCities(ctx.db, 99, 'ar')).rejects.toThrow('state not found');
  });
});
