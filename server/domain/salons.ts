/**
 * Salons of a provider: create, read, update, delete, activate/deactivate, list with search,
 * filters, sort and paging. Every query is scoped by provider: another provider's salon is
 * "not found", never shown or changed.
 */
import { sql, type Selectable } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { SalonsTable } from '../db/tables/booking';
import {
  BookingConflictError,
  BookingNotFoundError,
  checkUploads,
  FieldProblems,
  fileUrl,
  type FileUrlOf,
  formatInZone,
  likePattern,
  pageBounds,
  parseSort,
  resolveText,
  toInt,
  type Db,
  type Locale,
  type Page,
  type PageQuery,
} from './booking-shared';
import { isValidTimeZone } from './slots';
import { defaultWorkingHours, normalizeWorkingHours, validateWorkingHours, type WeeklyHours } from './working-hours';

export type SalonInput = components['schemas']['SalonInput'];
export type SalonView = components['schemas']['Salon'];

/** What the provider's package allows; null = unlimited. Read from the platform's subscription. */
export interface PackageLimits {
  maxSalons: number | null;
  maxBarbers: number | null;
}

export type SalonRow = Selectable<SalonsTable> & {
  city_name_ar: string;
  city_name_en: string;
  city_name_tr: string | null;
  city_name_ur: string | null;
  barbers_count: string | number | bigint;
  services_count: string | number | bigint;
};

const TEXT_FIELDS = [
  'name_tr',
  'name_ur',
  'description_ar',
  'description_en',
  'description_tr',
  'description_ur',
  'phone',
  'logo',
  'cover',
] as const;

function salonQuery(db: Db, providerId: number) {
  return db
    .selectFrom('salons as s')
    .innerJoin('cities as c', 'c.id', 's.city_id')
    .selectAll('s')
    .select([
      'c.name_ar as city_name_ar',
      'c.name_en as city_name_en',
      'c.name_tr as city_name_tr',
      'c.name_ur as city_name_ur',
      (eb) => eb.selectFrom('barbers as b').whereRef('b.salon_id', '=', 's.id').select((e) => e.fn.countAll().as('n')).as('barbers_count'),
      (eb) => eb.selectFrom('services as v').whereRef('v.salon_id', '=', 's.id').select((e) => e.fn.countAll().as('n')).as('services_count'),
    ])
    .where('s.provider_id', '=', providerId);
}

export function salonView(row: SalonRow, locale: Locale, urlOf?: FileUrlOf): SalonView {
  return {
    id: row.id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    name_tr: row.name_tr,
    name_ur: row.name_ur,
    name: resolveText(row, 'name', locale) ?? '',
    description_ar: row.description_ar,
    description_en: row.description_en,
    description_tr: row.description_tr,
    description_ur: row.description_ur,
    description: resolveText(row, 'description', locale),
    address: row.address,
    city_id: row.city_id,
    city: resolveText({ city_ar: row.city_name_ar, city_en: row.city_name_en, city_tr: row.city_name_tr, city_ur: row.city_name_ur }, 'city', locale) ?? '',
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    logo: row.logo,
    logo_url: fileUrl(row.logo, urlOf),
    cover: row.cover,
    cover_url: fileUrl(row.cover, urlOf),
    timezone: row.timezone,
    slot_interval_minutes: row.slot_interval_minutes,
    working_hours: row.working_hours as SalonView['working_hours'],
    is_active: row.is_active,
    barbers_count: toInt(row.barbers_count),
    services_count: toInt(row.services_count),
    created_at: formatInZone(row.created_at, row.timezone),
    updated_at: formatInZone(row.updated_at, row.timezone),
  };
}

export interface SalonListQuery extends PageQuery {
  search?: string;
  is_active?: 0 | 1;
  city_id?: number;
  sort?: string;
}

export async function listSalons(db: Db, providerId: number, query: SalonListQuery, locale: Locale): Promise<Page<SalonRow>> {
  const { page, perPage, offset } = pageBounds(query);
  let q = salonQuery(db, providerId);
  if (query.search?.trim()) {
    const like = likePattern(query.search);
    q = q.where((eb) =>
      eb.or(['s.name_ar', 's.name_en', 's.name_tr', 's.name_ur', 's.address'].map((col) => eb(eb.ref(col as 's.name_ar'), 'ilike', like))),
    );
  }
  if (query.is_active !== undefined) q = q.where('s.is_active', '=', query.is_active === 1);
  if (query.city_id !== undefined) q = q.where('s.city_id', '=', query.city_id);
  const [field, direction] = parseSort(query.sort, ['name', 'created_at'] as const, '-created_at');
  const total = await q.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const nameColumn = `s.name_${locale}` as const;
  const ordered =
    field === 'name'
      ? q.orderBy(sql`coalesce(nullif(${sql.ref(nameColumn)}, ''), s.name_ar)`, direction).orderBy('s.id', direction)
      : q.orderBy('s.created_at', direction).orderBy('s.id', direction);
  const items = await ordered.limit(perPage).offset(offset).execute();
  return { items: items as SalonRow[], total: toInt(total.n), page, perPage };
}

export async function getSalon(db: Db, providerId: number, id: number): Promise<SalonRow> {
  const row = await salonQuery(db, providerId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new BookingNotFoundError('salon');
  return row as SalonRow;
}

/** The semantic checks the schema cannot make: the city exists, the zone is real, the hours make sense. */
async function checkSalonInput(db: Db, providerId: number, input: SalonInput, current: Record<string, string | null> = {}): Promise<void> {
  const problems = new FieldProblems();
  await checkUploads(db, providerId, { logo: input.logo, cover: input.cover }, problems, current);
  const city = await db.selectFrom('cities').select('id').where('id', '=', input.city_id).executeTakeFirst();
  if (!city) problems.add('city_id', 'api.booking.salon.city_unknown');
  if (input.timezone !== undefined && !isValidTimeZone(input.timezone)) problems.add('timezone', 'api.booking.salon.timezone_unknown');
  if (input.working_hours !== undefined) {
    for (const issue of validateWorkingHours(input.working_hours)) problems.add(issue.field, issue.message);
  }
  problems.throwIfAny();
}

/** Serialises "count, then insert" per provider so two racing creates cannot both pass a package limit. */
export async function lockProvider(db: Db, providerId: number, scope: 'salons' | 'barbers'): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`api.booking.${scope}`}), ${providerId})`.execute(db);
}

export async function createSalon(db: Db, providerId: number, input: SalonInput, limits: PackageLimits): Promise<number> {
  await checkSalonInput(db, providerId, input);
  return db.transaction().execute(async (trx) => {
    if (limits.maxSalons !== null) {
      await lockProvider(trx, providerId, 'salons');
      const { n } = await trx.selectFrom('salons').select((eb) => eb.fn.countAll().as('n')).where('provider_id', '=', providerId).executeTakeFirstOrThrow();
      if (toInt(n) >= limits.maxSalons) {
        throw new BookingConflictError('package_limit_reached', { key: 'api.booking.package.max_salons', params: { count: limits.maxSalons } });
      }
    }
    const hours: WeeklyHours = normalizeWorkingHours((input.working_hours as WeeklyHours | undefined) ?? defaultWorkingHours());
    const row = await trx
      .insertInto('salons')
      .values({
        provider_id: providerId,
        name_ar: input.name_ar.trim(),
        name_en: input.name_en.trim(),
        name_tr: input.name_tr?.trim() || null,
        name_ur: input.name_ur?.trim() || null,
        description_ar: input.description_ar ?? null,
        description_en: input.description_en ?? null,
        description_tr: input.description_tr ?? null,
        description_ur: input.description_ur ?? null,
        address: input.address.trim(),
        city_id: input.city_id,
        latitude: input.latitude,
        longitude: input.longitude,
        phone: input.phone ?? null,
        logo: input.logo ?? null,
        cover: input.cover ?? null,
        timezone: input.timezone ?? 'Asia/Riyadh',
        slot_interval_minutes: input.slot_interval_minutes ?? 15,
        working_hours: JSON.stringify(hours),
        is_active: input.is_active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateSalon(db: Db, providerId: number, id: number, input: SalonInput): Promise<void> {
  const current = await getSalon(db, providerId, id);
  await checkSalonInput(db, providerId, input, { logo: current.logo, cover: current.cover });
  const patch: Record<string, unknown> = {
    name_ar: input.name_ar.trim(),
    name_en: input.name_en.trim(),
    address: input.address.trim(),
    city_id: input.city_id,
    latitude: input.latitude,
    longitude: input.longitude,
    updated_at: new Date(),
  };
  // Omitted optional fields keep their value; null clears them (the contract's PUT rule).
  for (const field of TEXT_FIELDS) if (input[field] !== undefined) patch[field] = input[field];
  if (input.timezone !== undefined) patch.timezone = input.timezone;
  if (input.slot_interval_minutes !== undefined) patch.slot_interval_minutes = input.slot_interval_minutes;
  if (input.working_hours !== undefined) patch.working_hours = JSON.stringify(normalizeWorkingHours(input.working_hours as WeeklyHours));
  if (input.is_active !== undefined) patch.is_active = input.is_active;
  await db.updateTable('salons').set(patch).where('id', '=', id).where('provider_id', '=', providerId).execute();
}

/** Live reservations still ahead: what blocks deleting or moving a salon, barber or service. */
export function upcomingLive(db: Db, providerId: number, now: Date) {
  return db
    .selectFrom('reservations as r')
    .select('r.id')
    .where('r.provider_id', '=', providerId)
    .where('r.status', 'in', ['pending', 'confirmed'])
    .where('r.ends_at', '>', now);
}

export async function deleteSalon(db: Db, providerId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const salon = await trx.selectFrom('salons').select('id').where('id', '=', id).where('provider_id', '=', providerId).forUpdate().executeTakeFirst();
    if (!salon) throw new BookingNotFoundError('salon');
    const ahead = await upcomingLive(trx, providerId, now).where('r.salon_id', '=', id).executeTakeFirst();
    if (ahead) throw new BookingConflictError('has_upcoming_reservations', { key: 'api.booking.salon.has_upcoming_reservations' });
    await trx.deleteFrom('salons').where('id', '=', id).execute();
  });
}

export async function toggleSalonActive(db: Db, providerId: number, id: number): Promise<void> {
  const result = await db
    .updateTable('salons')
    .set((eb) => ({ is_active: eb.not(eb.ref('is_active')), updated_at: new Date() }))
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new BookingNotFoundError('salon');
}
