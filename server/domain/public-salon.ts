/**
 * What a customer sees before booking (issue 22): a salon's public page data and its free times.
 * The times come from the same slot engine as the staff's (`availableSlots`: hours, breaks, prayer
 * pauses, Ramadan hours, closures, buffers, live reservations), narrowed by the salon's online rules:
 * no start sooner than the minimum notice, none past the horizon, only services and barbers
 * bookable online.
 */
import { createHash } from 'node:crypto';
import type { components } from '../../api-spec/schema';
import { FieldProblems, fileUrl, resolveText, type Db, type FileUrlOf, type Locale } from './booking-shared';
import { lastBookableDay } from './booking-window';
import type { OnlineSalon } from './online-booking';
import { daysBetween, groupSlots, slotPeriod, slotSearchInputs, type DaySlotsView } from './reservations';
import { loadSalonSettings, type SalonSettingsCache } from './salon-settings';
import { availableSlots, checkSlotRange, parseLocalDate } from './slots';
import { BookingValidationError } from './booking-shared';

type PublicSalonView = components['schemas']['PublicSalon'];

const MINUTE = 60_000;
const DAY = 86_400_000;

export async function getPublicSalon(db: Db, online: OnlineSalon, locale: Locale, urlOf?: FileUrlOf): Promise<PublicSalonView> {
  const salon = await db
    .selectFrom('salons as s')
    .innerJoin('cities as c', 'c.id', 's.city_id')
    .select([
      's.id', 's.name_ar', 's.name_en', 's.name_tr', 's.name_ur', 's.description_ar', 's.description_en', 's.description_tr', 's.description_ur',
      's.address', 's.latitude', 's.longitude', 's.phone', 's.timezone', 's.logo', 's.cover', 's.working_hours', 's.updated_at',
      'c.name_ar as city_ar', 'c.name_en as city_en', 'c.name_tr as city_tr', 'c.name_ur as city_ur',
    ])
    .where('s.id', '=', online.salonId)
    .executeTakeFirstOrThrow();
  const [services, barbers, performed] = await Promise.all([
    db
      .selectFrom('services')
      .select(['id', 'name_ar', 'name_en', 'name_tr', 'name_ur', 'description_ar', 'description_en', 'description_tr', 'description_ur', 'price', 'duration_minutes'])
      .where('salon_id', '=', online.salonId)
      .where('is_active', '=', true)
      .where('bookable_online', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('barbers')
      .select(['id', 'name', 'photo'])
      .where('salon_id', '=', online.salonId)
      .where('is_active', '=', true)
      .where('bookable_online', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('barber_services as bs')
      .innerJoin('barbers as b', 'b.id', 'bs.barber_id')
      .select(['bs.barber_id', 'bs.service_id'])
      .where('b.salon_id', '=', online.salonId)
      .orderBy('bs.service_id')
      .execute(),
  ]);
  const serviceIds = new Set(services.map((s) => s.id));
  const view: Omit<PublicSalonView, 'content_version'> = {
    id: salon.id,
    slug: online.slug,
    name: resolveText(salon, 'name', locale) ?? salon.name_ar,
    name_ar: salon.name_ar,
    name_en: salon.name_en,
    name_tr: salon.name_tr,
    name_ur: salon.name_ur,
    description: resolveText(salon, 'description', locale),
    address: salon.address,
    city: resolveText({ city_ar: salon.city_ar, city_en: salon.city_en, city_tr: salon.city_tr, city_ur: salon.city_ur }, 'city', locale) ?? '',
    latitude: salon.latitude,
    longitude: salon.longitude,
    map_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${salon.latitude},${salon.longitude}`)}`,
    phone: salon.phone,
    timezone: salon.timezone,
    logo_url: fileUrl(salon.logo, urlOf),
    cover_url: fileUrl(salon.cover, urlOf),
    working_hours: salon.working_hours as PublicSalonView['working_hours'],
    services: services.map((s) => ({
      id: s.id,
      name: resolveText(s, 'name', locale) ?? s.name_ar,
      description: resolveText(s, 'description', locale),
      price: s.price,
      duration_minutes: s.duration_minutes,
    })),
    barbers: barbers.map((b) => ({
      id: b.id,
      name: b.name,
      photo_url: fileUrl(b.photo, urlOf),
      service_ids: performed.filter((p) => p.barber_id === b.id && serviceIds.has(p.service_id)).map((p) => p.service_id),
    })),
    rules: {
      horizon_days: online.rules.horizonDays,
      min_notice_minutes: online.rules.minNoticeMinutes,
      change_cutoff_hours: online.rules.changeCutoffHours,
      auto_confirm: online.rules.autoConfirm,
    },
  };
  // Everything shown, hashed: it changes exactly when the page would.
  const contentVersion = createHash('sha256').update(JSON.stringify(view)).digest('hex').slice(0, 12);
  return { ...view, content_version: contentVersion };
}

export interface PublicSlotsRequest {
  /** First and last local day, inclusive. */
  from: string;
  to: string;
  serviceIds: number[];
  barberId?: number | null;
  /** A booking being moved: its own time does not block. */
  exceptReservationId?: number;
  /** Leave out other bookings (is this time a slot at all, taken or not). */
  ignoreReservations?: boolean;
}

/** The salon's free times for customers, per day; 422 for a service or barber not bookable online. */
export async function publicSlots(db: Db, online: OnlineSalon, request: PublicSlotsRequest, now: Date, cache?: SalonSettingsCache): Promise<DaySlotsView[]> {
  const rangeProblem = checkSlotRange(request.from, request.to);
  if (rangeProblem) throw BookingValidationError.field(rangeProblem === 'api.booking.slots.range_too_long' ? 'days' : 'from', rangeProblem);
  const [settings, bookableServices, bookableBarbers] = await Promise.all([
    cache ? cache.get(db, online.providerId, online.salonId) : loadSalonSettings(db, online.providerId, online.salonId),
    db.selectFrom('services').select('id').where('salon_id', '=', online.salonId).where('bookable_online', '=', true).execute(),
    db.selectFrom('barbers').select('id').where('salon_id', '=', online.salonId).where('bookable_online', '=', true).execute(),
  ]);
  const services = new Set(bookableServices.map((s) => s.id));
  const bookable = new Set(bookableBarbers.map((b) => b.id));
  const problems = new FieldProblems();
  let durationMinutes = 0;
  request.serviceIds.forEach((id, i) => {
    const service = settings!.services.get(id);
    if (!service || !service.isActive || !services.has(id)) problems.add(`service_ids.${i}`, 'api.customer.service_not_online');
    else durationMinutes += service.durationMinutes;
  });
  const barberId = request.barberId ?? undefined;
  if (barberId !== undefined && !settings!.barbers.some((b) => b.id === barberId && b.isActive && bookable.has(b.id))) problems.add('barber_id', 'api.customer.barber_not_online');
  problems.throwIfAny();
  const days = daysBetween(request.from, request.to);
  const barbers = settings!.barbers.filter(
    (b) => b.isActive && bookable.has(b.id) && (barberId === undefined || b.id === barberId) && request.serviceIds.every((id) => b.serviceIds.has(id)),
  );
  const earliest = now.getTime() + online.rules.minNoticeMinutes * MINUTE;
  // Nothing to look at past the window's last day (days on the salon's clock, as the booking page pages them).
  const lastDay = lastBookableDay(settings!.timezone, online.rules.horizonDays, now);
  const last = request.to < lastDay ? request.to : lastDay;
  if (!barbers.length || last < request.from) return days.map((date) => ({ date, slots: [] }));
  const ids = barbers.map((b) => b.id);
  const [from, to] = slotPeriod(settings!.timezone, request.from, last);
  const { closed, ramadanDates, reservations } = await slotSearchInputs(
    db,
    settings!,
    ids,
    { first: request.from, last, from, to },
    { exceptId: request.exceptReservationId, spans: !request.ignoreReservations },
  );
  const slots = availableSlots({
    closed,
    ramadanDates,
    timeZone: settings!.timezone,
    slotIntervalMinutes: settings!.slotIntervalMinutes,
    from: request.from,
    to: last,
    durationMinutes,
    now: earliest,
    barbers,
    reservations,
  }).filter((slot) => slot.startsAt >= earliest);
  return groupSlots(slots, days, settings!.timezone);
}

/** Up to 5 free times nearest to `startsAt` on its day and the days around it, for the same services and barber choice. */
export async function nearestPublicSlots(
  db: Db,
  online: OnlineSalon,
  request: Omit<PublicSlotsRequest, 'from' | 'to' | 'ignoreReservations'> & { startsAt: number; date: string },
  now: Date,
): Promise<components['schemas']['Slot'][]> {
  const day = parseLocalDate(request.date)!;
  const around = (offset: number) => new Date(day + offset * DAY).toISOString().slice(0, 10);
  const days = await publicSlots(db, online, { ...request, from: around(-1), to: around(1) }, now);
  return days
    .flatMap((d) => d.slots)
    .sort((a, b) => Math.abs(Date.parse(a.starts_at) - request.startsAt) - Math.abs(Date.parse(b.starts_at) - request.startsAt) || Date.parse(a.starts_at) - Date.parse(b.starts_at))
    .slice(0, 5)
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}
