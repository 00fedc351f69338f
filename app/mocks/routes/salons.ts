/**
 * Salons, barbers, services, buffer times and free slots of the calling provider.
 */
import type { Schema } from '../../../api-spec';
import { availableSlots, daysBetween, formatInZone, type BlockedSpan, type SlotBarber } from '../booking';
import { MOCK_TIME_ZONE, type BarberRow, type ProviderTenant, type ReservationRow } from '../fixtures';
import type { MockDb } from '../db';
import { say } from '../messages';
import {
  context,
  fail,
  invalid,
  matchesSearch,
  notFound,
  numberParam,
  paginate,
  providerActor,
  sortBy,
  type Context,
  type DbSource,
  http,
} from './shared';

const LIVE: ReadonlyArray<ReservationRow['status']> = ['pending', 'confirmed'];

export function isLive(reservation: ReservationRow): boolean {
  return LIVE.includes(reservation.status);
}

/** Pending or confirmed reservations still ahead, which block deleting or moving what they use. */
export function upcoming(db: MockDb, tenant: ProviderTenant, which: (reservation: ReservationRow) => boolean): boolean {
  return tenant.reservations.some((row) => isLive(row) && Date.parse(row.starts_at) > db.now && which(row));
}

export function buffersOf(tenant: ProviderTenant, salonId: number, barberId: number): { before: number; after: number } {
  const salon = tenant.bufferTimes.find((row) => row.salon_id === salonId);
  const own = salon?.barber_overrides.find((row) => row.barber_id === barberId);
  return { before: own?.before_minutes ?? salon?.before_minutes ?? 0, after: own?.after_minutes ?? salon?.after_minutes ?? 0 };
}

export function slotBarber(tenant: ProviderTenant, barber: BarberRow): SlotBarber {
  const salon = tenant.salons.find((row) => row.id === barber.salon_id);
  const buffers = buffersOf(tenant, barber.salon_id, barber.id);
  return { id: barber.id, hours: barber.working_hours ?? salon?.working_hours ?? [], bufferBefore: buffers.before, bufferAfter: buffers.after };
}

export function blockedSpans(tenant: ProviderTenant): BlockedSpan[] {
  return tenant.reservations.filter(isLive).map((row) => ({
    barberId: row.barber_id,
    reservationId: row.id,
    from: Date.parse(row.starts_at) - row.buffer_before_minutes * 60_000,
    to: Date.parse(row.ends_at) + row.buffer_after_minutes * 60_000,
  }));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The rules the schema cannot say: each day once, closing after opening, breaks inside the day. */
export function workingHoursProblem(hours: Schema<'WorkingHours'> | null | undefined): string | null {
  if (!hours) return null;
  const days = new Set(hours.map((row) => row.day));
  if (days.size !== 7) return 'working_hours';
  for (const [index, day] of hours.entries()) {
    if (!day.is_open) continue;
    if (!day.opens_at || !day.closes_at) return `working_hours.${index}.opens_at`;
    const opens = minutesOf(day.opens_at);
    const closes = minutesOf(day.closes_at);
    if (closes <= opens) return `working_hours.${index}.closes_at`;
    for (const [breakIndex, pause] of day.breaks.entries()) {
      const from = minutesOf(pause.starts_at);
      const to = minutesOf(pause.ends_at);
      if (to <= from || from < opens || to > closes) return `working_hours.${index}.breaks.${breakIndex}`;
    }
  }
  return null;
}

/** Every day 10:00–23:00 except Friday 16:00–23:30: the contract's default on create. */
function defaultWeek(): Schema<'WorkingHours'> {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    is_open: true,
    opens_at: day === 5 ? '16:00' : '10:00',
    closes_at: day === 5 ? '23:30' : '23:00',
    breaks: [],
  }));
}

function packageLimits(c: Context, tenant: ProviderTenant) {
  const subscription = c.db.activeSubscription(tenant);
  return c.db.packages.find((row) => row.id === subscription?.package_id);
}

const activeBarbers = (tenant: ProviderTenant, except?: number) => tenant.barbers.filter((row) => row.is_active && row.id !== except).length;

function barberLimitReached(c: Context, tenant: ProviderTenant, except?: number) {
  const limits = packageLimits(c, tenant);
  return limits && activeBarbers(tenant, except) >= limits.max_barbers
    ? fail(c.locale, 409, 'package_limit_reached', 'barberLimit', { max: limits.max_barbers })
    : null;
}

const now = (c: Context) => formatInZone(c.db.now, MOCK_TIME_ZONE);

/** Applies optional fields present in the body (null clears), leaves omitted ones as they are. */
function applyOptional<T extends object>(row: T, body: Partial<T>, keys: ReadonlyArray<keyof T>): void {
  for (const key of keys) {
    if (body[key] !== undefined) row[key] = body[key] as T[keyof T];
  }
}

export function salonRoutes(db: DbSource) {
  return {
    listSalons: http.get('/provider/salons', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const search = c.url.searchParams.get('search');
      const isActive = numberParam(c.url, 'is_active');
      const cityId = numberParam(c.url, 'city_id');
      const found = tenant.salons.filter(
        (row) =>
          matchesSearch(search, row.name_ar, row.name_en, row.name_tr, row.name_ur, row.address) &&
          (isActive === undefined || row.is_active === (isActive === 1)) &&
          (cityId === undefined || row.city_id === cityId),
      );
      const sorted = sortBy(found, c.url.searchParams.get('sort') ?? '-created_at', c.locale, (row, field) =>
        field === 'name' ? c.p.salon(tenant, row).name : Date.parse(row.created_at),
      );
      const page = paginate(c.url, sorted);
      return response(200).json({ ...page, data: page.data.map((row) => c.p.salon(tenant, row)), message: '' });
    }),

    createSalon: http.post('/provider/salons', async ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const body = await request.json();
      const limits = packageLimits(c, tenant);
      if (limits && tenant.salons.length >= limits.max_salons) {
        return fail(c.locale, 409, 'package_limit_reached', 'salonLimit', { max: limits.max_salons });
      }
      if (!c.db.cities.some((row) => row.id === body.city_id)) return invalid(c.locale, { city_id: 'fieldInvalid' });
      const hoursProblem = workingHoursProblem(body.working_hours);
      if (hoursProblem) return invalid(c.locale, { [hoursProblem]: 'fieldInvalid' });
      const id = c.db.nextId('salon', tenant.salons);
      const salon = {
        id,
        name_ar: body.name_ar,
        name_en: body.name_en,
        name_tr: body.name_tr ?? null,
        name_ur: body.name_ur ?? null,
        description_ar: body.description_ar ?? null,
        description_en: body.description_en ?? null,
        description_tr: body.description_tr ?? null,
        description_ur: body.description_ur ?? null,
        address: body.address,
        city_id: body.city_id,
        latitude: body.latitude,
        longitude: body.longitude,
        phone: body.phone ?? null,
        logo: body.logo ?? null,
        cover: body.cover ?? null,
        timezone: body.timezone ?? MOCK_TIME_ZONE,
        slot_interval_minutes: body.slot_interval_minutes ?? 15,
        working_hours: body.working_hours ?? defaultWeek(),
        is_active: body.is_active ?? true,
        created_at: now(c),
        updated_at: now(c),
      };
      tenant.salons.push(salon);
      tenant.bufferTimes.push({ salon_id: id, before_minutes: 0, after_minutes: 0, barber_overrides: [] });
      return response(201).json({ data: c.p.salon(tenant, salon), message: say(c.locale, 'created') });
    }),

    getSalon: http.get('/provider/salons/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salon = tenant.salons.find((row) => row.id === Number(params.id));
      if (!salon) return notFound(c.locale);
      return response(200).json({ data: c.p.salon(tenant, salon), message: '' });
    }),

    updateSalon: http.put('/provider/salons/{id}', async ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salon = tenant.salons.find((row) => row.id === Number(params.id));
      if (!salon) return notFound(c.locale);
      const body = await request.json();
      if (!c.db.cities.some((row) => row.id === body.city_id)) return invalid(c.locale, { city_id: 'fieldInvalid' });
      const hoursProblem = workingHoursProblem(body.working_hours);
      if (hoursProblem) return invalid(c.locale, { [hoursProblem]: 'fieldInvalid' });
      Object.assign(salon, { name_ar: body.name_ar, name_en: body.name_en, address: body.address, city_id: body.city_id, latitude: body.latitude, longitude: body.longitude });
      applyOptional(salon, body, [
        'name_tr',
        'name_ur',
        'description_ar',
        'description_en',
        'description_tr',
        'description_ur',
        'phone',
        'logo',
        'cover',
        'timezone',
        'slot_interval_minutes',
        'working_hours',
        'is_active',
      ]);
      salon.updated_at = now(c);
      return response(200).json({ data: c.p.salon(tenant, salon), message: say(c.locale, 'saved') });
    }),

    deleteSalon: http.delete('/provider/salons/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const id = Number(params.id);
      if (!tenant.salons.some((row) => row.id === id)) return notFound(c.locale);
      if (upcoming(c.db, tenant, (row) => row.salon_id === id)) return fail(c.locale, 409, 'has_upcoming_reservations', 'hasUpcoming');
      tenant.salons = tenant.salons.filter((row) => row.id !== id);
      tenant.barbers = tenant.barbers.filter((row) => row.salon_id !== id);
      tenant.services = tenant.services.filter((row) => row.salon_id !== id);
      tenant.bufferTimes = tenant.bufferTimes.filter((row) => row.salon_id !== id);
      return response(200).json({ data: null, message: say(c.locale, 'salonDeleted') });
    }),

    toggleSalonActive: http.put('/provider/salons/{id}/toggle-active', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salon = tenant.salons.find((row) => row.id === Number(params.id));
      if (!salon) return notFound(c.locale);
      salon.is_active = !salon.is_active;
      salon.updated_at = now(c);
      return response(200).json({ data: c.p.salon(tenant, salon), message: say(c.locale, 'statusChanged') });
    }),

    // ------------------------------------------------------------------------------------------ Barbers

    listBarbers: http.get('/provider/barbers', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const search = c.url.searchParams.get('search');
      const salonId = numberParam(c.url, 'salon_id');
      const isActive = numberParam(c.url, 'is_active');
      const serviceId = numberParam(c.url, 'service_id');
      const found = tenant.barbers.filter(
        (row) =>
          matchesSearch(search, row.name, row.mobile) &&
          (salonId === undefined || row.salon_id === salonId) &&
          (isActive === undefined || row.is_active === (isActive === 1)) &&
          (serviceId === undefined || row.service_ids.includes(serviceId)),
      );
      const sorted = sortBy(found, c.url.searchParams.get('sort') ?? 'name', c.locale, (row, field) => (field === 'name' ? row.name : Date.parse(row.created_at)));
      const page = paginate(c.url, sorted);
      return response(200).json({ ...page, data: page.data.map((row) => c.p.barber(tenant, row)), message: '' });
    }),

    createBarber: http.post('/provider/barbers', async ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const body = await request.json();
      if (!tenant.salons.some((row) => row.id === body.salon_id)) return invalid(c.locale, { salon_id: 'fieldInvalid' });
      const serviceIds = body.service_ids ?? [];
      if (!serviceIds.every((id) => tenant.services.some((row) => row.id === id && row.salon_id === body.salon_id))) {
        return invalid(c.locale, { service_ids: 'fieldInvalid' });
      }
      const hoursProblem = workingHoursProblem(body.working_hours);
      if (hoursProblem) return invalid(c.locale, { [hoursProblem]: 'fieldInvalid' });
      const isActive = body.is_active ?? true;
      if (isActive) {
        const limited = barberLimitReached(c, tenant);
        if (limited) return limited;
      }
      const barber: BarberRow = {
        id: c.db.nextId('barber', tenant.barbers),
        salon_id: body.salon_id,
        name: body.name,
        mobile: body.mobile ?? null,
        photo: body.photo ?? null,
        skills_ar: body.skills_ar ?? null,
        skills_en: body.skills_en ?? null,
        skills_tr: body.skills_tr ?? null,
        skills_ur: body.skills_ur ?? null,
        service_ids: serviceIds,
        working_hours: body.working_hours ?? null,
        is_active: isActive,
        created_at: now(c),
        updated_at: now(c),
      };
      tenant.barbers.push(barber);
      return response(201).json({ data: c.p.barber(tenant, barber), message: say(c.locale, 'created') });
    }),

    getBarber: http.get('/provider/barbers/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const barber = tenant.barbers.find((row) => row.id === Number(params.id));
      if (!barber) return notFound(c.locale);
      return response(200).json({ data: c.p.barber(tenant, barber), message: '' });
    }),

    updateBarber: http.put('/provider/barbers/{id}', async ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const barber = tenant.barbers.find((row) => row.id === Number(params.id));
      if (!barber) return notFound(c.locale);
      const body = await request.json();
      if (!tenant.salons.some((row) => row.id === body.salon_id)) return invalid(c.locale, { salon_id: 'fieldInvalid' });
      if (body.salon_id !== barber.salon_id && upcoming(c.db, tenant, (row) => row.barber_id === barber.id)) {
        return fail(c.locale, 409, 'has_upcoming_reservations', 'hasUpcoming');
      }
      const serviceIds = body.service_ids ?? (body.salon_id === barber.salon_id ? barber.service_ids : []);
      if (!serviceIds.every((id) => tenant.services.some((row) => row.id === id && row.salon_id === body.salon_id))) {
        return invalid(c.locale, { service_ids: 'fieldInvalid' });
      }
      const hoursProblem = workingHoursProblem(body.working_hours);
      if (hoursProblem) return invalid(c.locale, { [hoursProblem]: 'fieldInvalid' });
      if (body.is_active && !barber.is_active) {
        const limited = barberLimitReached(c, tenant, barber.id);
        if (limited) return limited;
      }
      Object.assign(barber, { salon_id: body.salon_id, name: body.name, service_ids: serviceIds });
      applyOptional(barber, body, ['mobile', 'photo', 'skills_ar', 'skills_en', 'skills_tr', 'skills_ur', 'working_hours', 'is_active']);
      barber.updated_at = now(c);
      return response(200).json({ data: c.p.barber(tenant, barber), message: say(c.locale, 'saved') });
    }),

    deleteBarber: http.delete('/provider/barbers/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const id = Number(params.id);
      if (!tenant.barbers.some((row) => row.id === id)) return notFound(c.locale);
      if (upcoming(c.db, tenant, (row) => row.barber_id === id)) return fail(c.locale, 409, 'has_upcoming_reservations', 'hasUpcoming');
      tenant.barbers = tenant.barbers.filter((row) => row.id !== id);
      for (const row of tenant.bufferTimes) row.barber_overrides = row.barber_overrides.filter((override) => override.barber_id !== id);
      return response(200).json({ data: null, message: say(c.locale, 'barberDeleted') });
    }),

    toggleBarberActive: http.put('/provider/barbers/{id}/toggle-active', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const barber = tenant.barbers.find((row) => row.id === Number(params.id));
      if (!barber) return notFound(c.locale);
      if (!barber.is_active) {
        const limited = barberLimitReached(c, tenant, barber.id);
        if (limited) return limited;
      }
      barber.is_active = !barber.is_active;
      barber.updated_at = now(c);
      return response(200).json({ data: c.p.barber(tenant, barber), message: say(c.locale, 'statusChanged') });
    }),

    // ------------------------------------------------------------------------------------------ Services

    listServices: http.get('/provider/services', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const search = c.url.searchParams.get('search');
      const salonId = numberParam(c.url, 'salon_id');
      const isActive = numberParam(c.url, 'is_active');
      const found = tenant.services.filter(
        (row) =>
          matchesSearch(search, row.name_ar, row.name_en, row.name_tr, row.name_ur) &&
          (salonId === undefined || row.salon_id === salonId) &&
          (isActive === undefined || row.is_active === (isActive === 1)),
      );
      const sorted = sortBy(found, c.url.searchParams.get('sort') ?? 'name', c.locale, (row, field) => {
        if (field === 'name') return c.p.service(tenant, row).name;
        if (field === 'price') return row.price;
        if (field === 'duration_minutes') return row.duration_minutes;
        return Date.parse(row.created_at);
      });
      const page = paginate(c.url, sorted);
      return response(200).json({ ...page, data: page.data.map((row) => c.p.service(tenant, row)), message: '' });
    }),

    createService: http.post('/provider/services', async ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const body = await request.json();
      if (!tenant.salons.some((row) => row.id === body.salon_id)) return invalid(c.locale, { salon_id: 'fieldInvalid' });
      const service = {
        id: c.db.nextId('service', tenant.services),
        salon_id: body.salon_id,
        name_ar: body.name_ar,
        name_en: body.name_en,
        name_tr: body.name_tr ?? null,
        name_ur: body.name_ur ?? null,
        description_ar: body.description_ar ?? null,
        description_en: body.description_en ?? null,
        description_tr: body.description_tr ?? null,
        description_ur: body.description_ur ?? null,
        price: body.price,
        duration_minutes: body.duration_minutes,
        image: body.image ?? null,
        is_active: body.is_active ?? true,
        created_at: now(c),
        updated_at: now(c),
      };
      tenant.services.push(service);
      return response(201).json({ data: c.p.service(tenant, service), message: say(c.locale, 'created') });
    }),

    getService: http.get('/provider/services/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const service = tenant.services.find((row) => row.id === Number(params.id));
      if (!service) return notFound(c.locale);
      return response(200).json({ data: c.p.service(tenant, service), message: '' });
    }),

    updateService: http.put('/provider/services/{id}', async ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const service = tenant.services.find((row) => row.id === Number(params.id));
      if (!service) return notFound(c.locale);
      const body = await request.json();
      if (!tenant.salons.some((row) => row.id === body.salon_id)) return invalid(c.locale, { salon_id: 'fieldInvalid' });
      if (body.salon_id !== service.salon_id && tenant.reservations.some((row) => row.services.some((item) => item.service_id === service.id))) {
        return invalid(c.locale, { salon_id: 'serviceSalonLocked' });
      }
      if (body.salon_id !== service.salon_id) {
        for (const barber of tenant.barbers) barber.service_ids = barber.service_ids.filter((id) => id !== service.id);
      }
      Object.assign(service, { salon_id: body.salon_id, name_ar: body.name_ar, name_en: body.name_en, price: body.price, duration_minutes: body.duration_minutes });
      applyOptional(service, body, ['name_tr', 'name_ur', 'description_ar', 'description_en', 'description_tr', 'description_ur', 'image', 'is_active']);
      service.updated_at = now(c);
      return response(200).json({ data: c.p.service(tenant, service), message: say(c.locale, 'saved') });
    }),

    deleteService: http.delete('/provider/services/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const id = Number(params.id);
      if (!tenant.services.some((row) => row.id === id)) return notFound(c.locale);
      if (upcoming(c.db, tenant, (row) => row.services.some((item) => item.service_id === id))) {
        return fail(c.locale, 409, 'has_upcoming_reservations', 'hasUpcoming');
      }
      tenant.services = tenant.services.filter((row) => row.id !== id);
      for (const barber of tenant.barbers) barber.service_ids = barber.service_ids.filter((serviceId) => serviceId !== id);
      return response(200).json({ data: null, message: say(c.locale, 'serviceDeleted') });
    }),

    toggleServiceActive: http.put('/provider/services/{id}/toggle-active', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const service = tenant.services.find((row) => row.id === Number(params.id));
      if (!service) return notFound(c.locale);
      service.is_active = !service.is_active;
      service.updated_at = now(c);
      return response(200).json({ data: c.p.service(tenant, service), message: say(c.locale, 'statusChanged') });
    }),

    // ------------------------------------------------------------------------------------------ Buffer times

    getBufferTimes: http.get('/provider/buffer-times', ({ request, query, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salonId = Number(query.get('salon_id'));
      if (!tenant.salons.some((row) => row.id === salonId)) return notFound(c.locale);
      const row = bufferRow(tenant, salonId);
      return response(200).json({ data: c.p.bufferTimes(tenant, row), message: '' });
    }),

    updateSalonBufferTimes: http.put('/provider/buffer-times/{salon_id}', async ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salonId = Number(params.salon_id);
      if (!tenant.salons.some((row) => row.id === salonId)) return notFound(c.locale);
      const body = await request.json();
      const row = bufferRow(tenant, salonId);
      Object.assign(row, { before_minutes: body.before_minutes, after_minutes: body.after_minutes });
      return response(200).json({ data: c.p.bufferTimes(tenant, row), message: say(c.locale, 'bufferSaved') });
    }),

    updateBarberBufferTimes: http.put('/provider/buffer-times/{salon_id}/barbers/{barber_id}', async ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salonId = Number(params.salon_id);
      const barberId = Number(params.barber_id);
      if (!tenant.barbers.some((row) => row.id === barberId && row.salon_id === salonId)) return notFound(c.locale);
      const body = await request.json();
      const row = bufferRow(tenant, salonId);
      row.barber_overrides = [
        ...row.barber_overrides.filter((override) => override.barber_id !== barberId),
        { barber_id: barberId, before_minutes: body.before_minutes, after_minutes: body.after_minutes },
      ].sort((a, b) => a.barber_id - b.barber_id);
      return response(200).json({ data: c.p.bufferTimes(tenant, row), message: say(c.locale, 'bufferSaved') });
    }),

    deleteBarberBufferTimes: http.delete('/provider/buffer-times/{salon_id}/barbers/{barber_id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salonId = Number(params.salon_id);
      const barberId = Number(params.barber_id);
      if (!tenant.barbers.some((row) => row.id === barberId && row.salon_id === salonId)) return notFound(c.locale);
      const row = bufferRow(tenant, salonId);
      row.barber_overrides = row.barber_overrides.filter((override) => override.barber_id !== barberId);
      return response(200).json({ data: c.p.bufferTimes(tenant, row), message: say(c.locale, 'bufferOverrideRemoved') });
    }),

    // ------------------------------------------------------------------------------------------ Slots

    listAvailableSlots: http.get('/provider/slots', ({ request, query, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const salon = tenant.salons.find((row) => row.id === Number(query.get('salon_id')));
      if (!salon) return notFound(c.locale);
      const from = query.get('date') ?? '';
      const to = query.get('to_date') ?? from;
      if (daysBetween(from, to) < 0) return invalid(c.locale, { to_date: 'fieldInvalid' });
      if (daysBetween(from, to) > 13) return invalid(c.locale, { to_date: 'rangeTooLong' });
      const serviceIds = query.getAll('service_ids').map(Number);
      const services = serviceIds.map((id) => tenant.services.find((row) => row.id === id && row.salon_id === salon.id && row.is_active));
      if (services.some((row) => !row)) return invalid(c.locale, { service_ids: 'fieldInvalid' });
      const barberId = numberParam(c.url, 'barber_id');
      if (barberId !== undefined && !tenant.barbers.some((row) => row.id === barberId && row.salon_id === salon.id)) {
        return invalid(c.locale, { barber_id: 'fieldInvalid' });
      }
      const barbers = tenant.barbers.filter(
        (row) =>
          row.salon_id === salon.id &&
          row.is_active &&
          (barberId === undefined || row.id === barberId) &&
          serviceIds.every((id) => row.service_ids.includes(id)),
      );
      const days = availableSlots({
        timeZone: salon.timezone,
        intervalMinutes: salon.slot_interval_minutes,
        from,
        to,
        durationMinutes: services.reduce((sum, row) => sum + (row?.duration_minutes ?? 0), 0),
        now: c.db.now,
        barbers: salon.is_active ? barbers.map((row) => slotBarber(tenant, row)) : [],
        blocked: blockedSpans(tenant),
      });
      return response(200).json({ data: days, message: '' });
    }),
  };
}

function bufferRow(tenant: ProviderTenant, salonId: number) {
  let row = tenant.bufferTimes.find((item) => item.salon_id === salonId);
  if (!row) {
    row = { salon_id: salonId, before_minutes: 0, after_minutes: 0, barber_overrides: [] };
    tenant.bufferTimes.push(row);
  }
  return row;
}
