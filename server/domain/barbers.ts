/**
 * Barbers: each works in one salon of the provider, performs some of that salon's services, and
 * works the salon's hours unless given their own. Package limit: active barbers ≤ max_barbers.
 */
import { sql, type Selectable } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { BarbersTable } from '../db/tables/booking';
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
import { lockProvider, upcomingLive, type PackageLimits } from './salons';
import { normalizeWorkingHours, validateWorkingHours, type WeeklyHours } from './working-hours';

export type BarberInput = components['schemas']['BarberInput'];
export type BarberView = components['schemas']['Barber'];

export type BarberRow = Selectable<BarbersTable> & {
  salon_name_ar: string;
  salon_name_en: string;
  salon_name_tr: string | null;
  salon_name_ur: string | null;
  salon_working_hours: WeeklyHours;
  salon_timezone: string;
  services: Array<{ id: number; name_ar: string; name_en: string; name_tr: string | null; name_ur: string | null }>;
};

const OPTIONAL_FIELDS = ['mobile', 'photo', 'skills_ar', 'skills_en', 'skills_tr', 'skills_ur'] as const;

function barberQuery(db: Db, providerId: number) {
  return db
    .selectFrom('barbers as b')
    .innerJoin('salons as s', 's.id', 'b.salon_id')
    .selectAll('b')
    .select([
      's.name_ar as salon_name_ar',
      's.name_en as salon_name_en',
      's.name_tr as salon_name_tr',
      's.name_ur as salon_name_ur',
      's.working_hours as salon_working_hours',
      's.timezone as salon_timezone',
      (eb) =>
        eb
          .selectFrom('barber_services as bs')
          .innerJoin('services as v', 'v.id', 'bs.service_id')
          .whereRef('bs.barber_id', '=', 'b.id')
          .select(
            sql<BarberRow['services']>`coalesce(json_agg(json_build_object('id', v.id, 'name_ar', v.name_ar, 'name_en', v.name_en, 'name_tr', v.name_tr, 'name_ur', v.name_ur) ORDER BY v.id), '[]'::json)`.as(
              'list',
            ),
          )
          .as('services'),
    ])
    .where('b.provider_id', '=', providerId);
}

/** The hours used for booking: the barber's own, else the salon's. */
function effectiveHours(row: { working_hours: WeeklyHours | null; salon_working_hours: WeeklyHours }): WeeklyHours {
  return row.working_hours ?? row.salon_working_hours;
}

export function barberView(row: BarberRow, locale: Locale, urlOf?: FileUrlOf): BarberView {
  const services = typeof row.services === 'string' ? (JSON.parse(row.services) as BarberRow['services']) : row.services;
  return {
    id: row.id,
    salon_id: row.salon_id,
    salon_name: resolveText({ s_ar: row.salon_name_ar, s_en: row.salon_name_en, s_tr: row.salon_name_tr, s_ur: row.salon_name_ur }, 's', locale) ?? '',
    name: row.name,
    mobile: row.mobile,
    photo: row.photo,
    photo_url: fileUrl(row.photo, urlOf),
    skills_ar: row.skills_ar,
    skills_en: row.skills_en,
    skills_tr: row.skills_tr,
    skills_ur: row.skills_ur,
    skills: resolveText(row, 'skills', locale),
    service_ids: services.map((s) => s.id),
    services: services.map((s) => ({ id: s.id, name: resolveText(s, 'name', locale) ?? '' })),
    working_hours: row.working_hours as BarberView['working_hours'],
    effective_working_hours: effectiveHours(row) as BarberView['effective_working_hours'],
    is_active: row.is_active,
    created_at: formatInZone(row.created_at, row.salon_timezone),
    updated_at: formatInZone(row.updated_at, row.salon_timezone),
  };
}

export interface BarberListQuery extends PageQuery {
  search?: string;
  salon_id?: number;
  is_active?: 0 | 1;
  service_id?: number;
  sort?: string;
}

export async function listBarbers(db: Db, providerId: number, query: BarberListQuery): Promise<Page<BarberRow>> {
  const { page, perPage, offset } = pageBounds(query);
  let q = barberQuery(db, providerId);
  if (query.search?.trim()) {
    const like = likePattern(query.search);
    q = q.where((eb) => eb.or([eb('b.name', 'ilike', like), eb('b.mobile', 'like', like)]));
  }
  if (query.salon_id !== undefined) q = q.where('b.salon_id', '=', query.salon_id);
  if (query.is_active !== undefined) q = q.where('b.is_active', '=', query.is_active === 1);
  if (query.service_id !== undefined) {
    const serviceId = query.service_id;
    q = q.where((eb) => eb.exists(eb.selectFrom('barber_services as f').whereRef('f.barber_id', '=', 'b.id').where('f.service_id', '=', serviceId).select('f.barber_id')));
  }
  const total = await q.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const [field, direction] = parseSort(query.sort, ['name', 'created_at'] as const, 'name');
  const ordered = (field === 'name' ? q.orderBy('b.name', direction) : q.orderBy('b.created_at', direction)).orderBy('b.id', direction);
  const items = await ordered.limit(perPage).offset(offset).execute();
  return { items: items as unknown as BarberRow[], total: toInt(total.n), page, perPage };
}

export async function getBarber(db: Db, providerId: number, id: number): Promise<BarberRow> {
  const row = await barberQuery(db, providerId).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw new BookingNotFoundError('barber');
  return row as unknown as BarberRow;
}

/** The salon is the provider's; every service is of that salon; the hours make sense. */
async function checkBarberInput(db: Db, providerId: number, input: BarberInput, current: Record<string, string | null> = {}): Promise<void> {
  const problems = new FieldProblems();
  await checkUploads(db, providerId, { photo: input.photo }, problems, current);
  const salon = await db.selectFrom('salons').select('id').where('id', '=', input.salon_id).where('provider_id', '=', providerId).executeTakeFirst();
  if (!salon) problems.add('salon_id', 'api.booking.barber.salon_unknown');
  if (input.service_ids?.length) {
    const found = await db
      .selectFrom('services')
      .select('id')
      .where('id', 'in', input.service_ids)
      .where('provider_id', '=', providerId)
      .where('salon_id', '=', input.salon_id)
      .execute();
    const ok = new Set(found.map((s) => s.id));
    input.service_ids.forEach((id, i) => {
      if (!ok.has(id)) problems.add(`service_ids.${i}`, 'api.booking.barber.service_not_in_salon');
    });
  }
  if (input.working_hours) {
    for (const issue of validateWorkingHours(input.working_hours)) problems.add(issue.field, issue.message);
  }
  problems.throwIfAny();
}

async function checkBarberLimit(db: Db, providerId: number, limits: PackageLimits, exceptId?: number): Promise<void> {
  if (limits.maxBarbers === null) return;
  await lockProvider(db, providerId, 'barbers');
  let q = db.selectFrom('barbers').select((eb) => eb.fn.countAll().as('n')).where('provider_id', '=', providerId).where('is_active', '=', true);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  const { n } = await q.executeTakeFirstOrThrow();
  if (toInt(n) >= limits.maxBarbers) {
    throw new BookingConflictError('package_limit_reached', { key: 'api.booking.package.max_barbers', params: { count: limits.maxBarbers } });
  }
}

export async function createBarber(db: Db, providerId: number, input: BarberInput, limits: PackageLimits): Promise<number> {
  await checkBarberInput(db, providerId, input);
  return db.transaction().execute(async (trx) => {
    if (input.is_active ?? true) await checkBarberLimit(trx, providerId, limits);
    const { id } = await trx
      .insertInto('barbers')
      .values({
        provider_id: providerId,
        salon_id: input.salon_id,
        name: input.name.trim(),
        mobile: input.mobile ?? null,
        photo: input.photo ?? null,
        skills_ar: input.skills_ar ?? null,
        skills_en: input.skills_en ?? null,
        skills_tr: input.skills_tr ?? null,
        skills_ur: input.skills_ur ?? null,
        working_hours: input.working_hours ? JSON.stringify(normalizeWorkingHours(input.working_hours as WeeklyHours)) : null,
        is_active: input.is_active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.service_ids?.length) {
      await trx.insertInto('barber_services').values(input.service_ids.map((service_id) => ({ barber_id: id, service_id }))).execute();
    }
    return id;
  });
}

export async function updateBarber(db: Db, providerId: number, id: number, input: BarberInput, limits: PackageLimits, now = new Date()): Promise<void> {
  const current = await getBarber(db, providerId, id);
  await checkBarberInput(db, providerId, input, { photo: current.photo });
  await db.transaction().execute(async (trx) => {
    const moving = input.salon_id !== current.salon_id;
    if (moving) {
      const ahead = await upcomingLive(trx, providerId, now).where('r.barber_id', '=', id).executeTakeFirst();
      if (ahead) throw new BookingConflictError('has_upcoming_reservations', { key: 'api.booking.barber.has_upcoming_reservations' });
    }
    if (input.is_active === true && !current.is_active) await checkBarberLimit(trx, providerId, limits, id);
    const patch: Record<string, unknown> = { salon_id: input.salon_id, name: input.name.trim(), updated_at: new Date() };
    for (const field of OPTIONAL_FIELDS) if (input[field] !== undefined) patch[field] = input[field];
    if (input.working_hours !== undefined) {
      patch.working_hours = input.working_hours === null ? null : JSON.stringify(normalizeWorkingHours(input.working_hours as WeeklyHours));
    }
    if (input.is_active !== undefined) patch.is_active = input.is_active;
    await trx.updateTable('barbers').set(patch).where('id', '=', id).where('provider_id', '=', providerId).execute();
    if (input.service_ids !== undefined) {
      await trx.deleteFrom('barber_services').where('barber_id', '=', id).execute();
      if (input.service_ids.length) {
        await trx.insertInto('barber_services').values(input.service_ids.map((service_id) => ({ barber_id: id, service_id }))).execute();
      }
    } else if (moving) {
      // Services belong to a salon: a barber who moves keeps none of the old salon's.
      await trx.deleteFrom('barber_services').where('barber_id', '=', id).execute();
    }
  });
}

export async function deleteBarber(db: Db, providerId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const barber = await trx.selectFrom('barbers').select('id').where('id', '=', id).where('provider_id', '=', providerId).forUpdate().executeTakeFirst();
    if (!barber) throw new BookingNotFoundError('barber');
    const ahead = await upcomingLive(trx, providerId, now).where('r.barber_id', '=', id).executeTakeFirst();
    if (ahead) throw new BookingConflictError('has_upcoming_reservations', { key: 'api.booking.barber.has_upcoming_reservations' });
    await trx.deleteFrom('barbers').where('id', '=', id).execute();
  });
}

export async function toggleBarberActive(db: Db, providerId: number, id: number, limits: PackageLimits): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const barber = await trx.selectFrom('barbers').select(['id', 'is_active']).where('id', '=', id).where('provider_id', '=', providerId).forUpdate().executeTakeFirst();
    if (!barber) throw new BookingNotFoundError('barber');
    if (!barber.is_active) await checkBarberLimit(trx, providerId, limits, id);
    await trx.updateTable('barbers').set({ is_active: !barber.is_active, updated_at: new Date() }).where('id', '=', id).execute();
  });
}
