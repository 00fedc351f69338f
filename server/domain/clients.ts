/**
 * A business's clients (issue 22): one per mobile, created or renamed by the database on every
 * booking (migration 0140's trigger), staff or online. Visits, last visit, no-shows and
 * cancellations are counted from the client's reservations, never stored twice.
 */
import { sql } from 'kysely';
import type { components } from '../../api-spec/schema';
import { BookingNotFoundError, formatInZone, HOME_TIME_ZONE, likePattern, pageBounds, parseSort, toInt, type Db, type Page, type PageQuery } from './booking-shared';

type ClientView = components['schemas']['Client'];
type ClientUpdate = components['schemas']['ClientUpdate'];

export interface ClientListQuery extends PageQuery {
  search?: string;
  blocked?: number;
  sort?: string;
}

function clientQuery(db: Db, providerId: number) {
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<string>`(SELECT count(*) FROM reservations r WHERE r.client_id = c.id AND ${condition})`;
  return db
    .selectFrom('clients as c')
    .select([
      'c.id', 'c.mobile', 'c.name', 'c.language', 'c.notes', 'c.blocked', 'c.created_at', 'c.updated_at',
      counted(sql`r.status = 'completed'`).as('visits_count'),
      counted(sql`r.status = 'no_show'`).as('no_shows_count'),
      counted(sql`r.status = 'cancelled'`).as('cancellations_count'),
      sql<Date | null>`(SELECT max(r.starts_at) FROM reservations r WHERE r.client_id = c.id AND r.status = 'completed')`.as('last_visit_at'),
      sql<Date | null>`(SELECT min(r.starts_at) FROM reservations r WHERE r.client_id = c.id AND r.status IN ('pending', 'confirmed') AND r.ends_at > now())`.as('next_booking_at'),
    ])
    .where('c.provider_id', '=', providerId);
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof clientQuery>['executeTakeFirstOrThrow']>>;

const instant = (value: Date | string | null) => (value === null ? null : formatInZone(new Date(value), HOME_TIME_ZONE));

function clientView(row: ClientRow): ClientView {
  return {
    id: row.id,
    mobile: row.mobile,
    country_code: '+966',
    name: row.name,
    language: row.language,
    notes: row.notes,
    blocked: row.blocked,
    visits_count: toInt(row.visits_count),
    last_visit_at: instant(row.last_visit_at),
    next_booking_at: instant(row.next_booking_at),
    no_shows_count: toInt(row.no_shows_count),
    cancellations_count: toInt(row.cancellations_count),
    created_at: instant(row.created_at)!,
    updated_at: instant(row.updated_at)!,
  };
}

/** GET /provider/clients: `search` matches the name and the mobile. */
export async function listClients(db: Db, providerId: number, query: ClientListQuery): Promise<Page<ClientView>> {
  const { page, perPage, offset } = pageBounds(query);
  let q = clientQuery(db, providerId);
  if (query.search?.trim()) {
    const like = likePattern(query.search);
    q = q.where((eb) => eb.or([eb('c.name', 'ilike', like), eb('c.mobile', 'like', like)]));
  }
  if (query.blocked !== undefined) q = q.where('c.blocked', '=', query.blocked === 1);
  const total = toInt(
    (
      await db
        .selectFrom(q.as('x'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n as string,
  );
  const [field, direction] = parseSort(query.sort, ['name', 'last_visit_at', 'created_at'] as const, '-last_visit_at');
  const ordered =
    field === 'last_visit_at'
      ? q.orderBy(sql`last_visit_at ${sql.raw(direction)} nulls last`)
      : q.orderBy(`c.${field}`, direction);
  const rows = await ordered.orderBy('c.id', 'desc').limit(perPage).offset(offset).execute();
  return { items: rows.map(clientView), total, page, perPage };
}

export async function getClient(db: Db, providerId: number, id: number): Promise<ClientView> {
  const row = await clientQuery(db, providerId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new BookingNotFoundError('client');
  return clientView(row);
}

/** PATCH /provider/clients/{id}. */
export async function updateClient(db: Db, providerId: number, id: number, input: ClientUpdate, now: Date): Promise<ClientView> {
  const patch = {
    ...(input.name !== undefined ? { name: input.name.trim() } : {}),
    ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
    ...(input.blocked !== undefined ? { blocked: input.blocked } : {}),
  };
  const updated = await db
    .updateTable('clients')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new BookingNotFoundError('client');
  return getClient(db, providerId, id);
}
