/**
 * Services of a salon: multilingual name and description, price (halalas), duration, image.
 * Price and duration changes never touch existing reservations: those copied them when booked.
 */
import { sql, type Selectable } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { ServicesTable } from '../db/tables/booking';
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
import { upcomingLive } from './salons';

export type ServiceInput = components['schemas']['ServiceInput'];
export type ServiceView = components['schemas']['Service'];

export type ServiceRow = Selectable<ServicesTable> & {
  salon_name_ar: string;
  salon_name_en: string;
  salon_name_tr: string | null;
  salon_name_ur: string | null;
  salon_timezone: string;
  barbers_count: string | number | bigint;
};

const OPTIONAL_FIELDS = ['name_tr', 'name_ur', 'description_ar', 'description_en', 'description_tr', 'description_ur', 'image'] as const;

function serviceQuery(db: Db, providerId: number) {
  return db
    .selectFrom('services as v')
    .innerJoin('salons as s', 's.id', 'v.salon_id')
    .selectAll('v')
    .select([
      's.name_ar as salon_name_ar',
      's.name_en as salon_name_en',
      's.name_tr as salon_name_tr',
      's.name_ur as salon_name_ur',
      's.timezone as salon_timezone',
      (eb) => eb.selectFrom('barber_services as bs').whereRef('bs.service_id', '=', 'v.id').select((e) => e.fn.countAll().as('n')).as('barbers_count'),
    ])
    .where('v.provider_id', '=', providerId);
}

export function serviceView(row: ServiceRow, locale: Locale, urlOf?: FileUrlOf): ServiceView {
  return {
    id: row.id,
    salon_id: row.salon_id,
    salon_name: resolveText({ s_ar: row.salon_name_ar, s_en: row.salon_name_en, s_tr: row.salon_name_tr, s_ur: row.salon_name_ur }, 's', locale) ?? '',
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
    price: row.price,
    duration_minutes: row.duration_minutes,
    image: row.image,
    image_url: fileUrl(row.image, urlOf),
    is_active: row.is_active,
    barbers_count: toInt(row.barbers_count),
    created_at: formatInZone(row.created_at, row.salon_timezone),
    updated_at: formatInZone(row.updated_at, row.salon_timezone),
  };
}

export interface ServiceListQuery extends PageQuery {
  search?: string;
  salon_id?: number;
  is_active?: 0 | 1;
  sort?: string;
}

export async function listServices(db: Db, providerId: number, query: ServiceListQuery, locale: Locale): Promise<Page<ServiceRow>> {
  const { page, perPage, offset } = pageBounds(query);
  let q = serviceQuery(db, providerId);
  if (query.search?.trim()) {
    const like = likePattern(query.search);
    q = q.where((eb) => eb.or([eb('v.name_ar', 'ilike', like), eb('v.name_en', 'ilike', like), eb('v.name_tr', 'ilike', like), eb('v.name_ur', 'ilike', like)]));
  }
  if (query.salon_id !== undefined) q = q.where('v.salon_id', '=', query.salon_id);
  if (query.is_active !== undefined) q = q.where('v.is_active', '=', query.is_active === 1);
  const total = await q.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const [field, direction] = parseSort(query.sort, ['name', 'price', 'duration_minutes', 'created_at'] as const, 'name');
  const nameColumn = `v.name_${locale}` as const;
  const ordered =
    field === 'name'
      ? q.orderBy(sql`coalesce(nullif(${sql.ref(nameColumn)}, ''), v.name_ar)`, direction)
      : q.orderBy(`v.${field}`, direction);
  const items = await ordered.orderBy('v.id', direction).limit(perPage).offset(offset).execute();
  return { items: items as ServiceRow[], total: toInt(total.n), page, perPage };
}

export async function getService(db: Db, providerId: number, id: number): Promise<ServiceRow> {
  const row = await serviceQuery(db, providerId).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw new BookingNotFoundError('service');
  return row as ServiceRow;
}

async function checkServiceInput(db: Db, providerId: number, input: ServiceInput, current: Record<string, string | null> = {}): Promise<void> {
  const problems = new FieldProblems();
  await checkUploads(db, providerId, { image: input.image }, problems, current);
  const salon = await db.selectFrom('salons').select('id').where('id', '=', input.salon_id).where('provider_id', '=', providerId).executeTakeFirst();
  if (!salon) problems.add('salon_id', 'api.booking.service.salon_unknown');
  problems.throwIfAny();
}

export async function createService(db: Db, providerId: number, input: ServiceInput): Promise<number> {
  await checkServiceInput(db, providerId, input);
  const { id } = await db
    .insertInto('services')
    .values({
      provider_id: providerId,
      salon_id: input.salon_id,
      name_ar: input.name_ar.trim(),
      name_en: input.name_en.trim(),
      name_tr: input.name_tr?.trim() || null,
      name_ur: input.name_ur?.trim() || null,
      description_ar: input.description_ar ?? null,
      description_en: input.description_en ?? null,
      description_tr: input.description_tr ?? null,
      description_ur: input.description_ur ?? null,
      price: input.price,
      duration_minutes: input.duration_minutes,
      image: input.image ?? null,
      is_active: input.is_active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function upcomingWithService(db: Db, providerId: number, serviceId: number, now: Date) {
  return upcomingLive(db, providerId, now).where((eb) =>
    eb.exists(eb.selectFrom('reservation_services as rs').whereRef('rs.reservation_id', '=', 'r.id').where('rs.service_id', '=', serviceId).select('rs.reservation_id')),
  );
}

export async function updateService(db: Db, providerId: number, id: number, input: ServiceInput, now = new Date()): Promise<void> {
  const current = await getService(db, providerId, id);
  await checkServiceInput(db, providerId, input, { image: current.image });
  await db.transaction().execute(async (trx) => {
    const moving = input.salon_id !== current.salon_id;
    if (moving) {
      if (await upcomingWithService(trx, providerId, id, now).executeTakeFirst()) {
        throw new BookingConflictError('has_upcoming_reservations', { key: 'api.booking.service.has_upcoming_reservations' });
      }
      // The barbers who performed it work in the old salon.
      await trx.deleteFrom('barber_services').where('service_id', '=', id).execute();
    }
    const patch: Record<string, unknown> = {
      salon_id: input.salon_id,
      name_ar: input.name_ar.trim(),
      name_en: input.name_en.trim(),
      price: input.price,
      duration_minutes: input.duration_minutes,
      updated_at: new Date(),
    };
    for (const field of OPTIONAL_FIELDS) if (input[field] !== undefined) patch[field] = input[field];
    if (input.is_active !== undefined) patch.is_active = input.is_active;
    await trx.updateTable('services').set(patch).where('id', '=', id).where('provider_id', '=', providerId).execute();
  });
}

export async function deleteService(db: Db, providerId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const service = await trx.selectFrom('services').select('id').where('id', '=', id).where('provider_id', '=', providerId).forUpdate().executeTakeFirst();
    if (!service) throw new BookingNotFoundError('service');
    if (await upcomingWithService(trx, providerId, id, now).executeTakeFirst()) {
      throw new BookingConflictError('has_upcoming_reservations', { key: 'api.booking.service.has_upcoming_reservations' });
    }
    await trx.deleteFrom('services').where('id', '=', id).execute();
  });
}

export async function toggleServiceActive(db: Db, providerId: number, id: number): Promise<void> {
  const result = await db
    .updateTable('services')
    .set((eb) => ({ is_active: eb.not(eb.ref('is_active')), updated_at: new Date() }))
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new BookingNotFoundError('service');
}
