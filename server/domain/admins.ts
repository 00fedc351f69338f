/**
 * Provider admins: staff accounts of the same provider (provider_users with a staff role). They
 * sign in like the owner (mobile + code) and may do only what their permissions allow; the
 * platform's gate reads the permissions on every request, so a change applies to the next one.
 */
import type { components } from '../../api-spec/schema';
import {
  BookingForbiddenError,
  BookingNotFoundError,
  FieldProblems,
  formatInZone,
  HOME_TIME_ZONE,
  isPgError,
  likePattern,
  pageBounds,
  parseSort,
  toInt,
  type Db,
  type Page,
  type PageQuery,
} from './booking-shared';

export type ProviderAdminView = components['schemas']['ProviderAdmin'];
export type ProviderAdminInput = components['schemas']['ProviderAdminInput'];
export type PermissionKey = components['schemas']['PermissionKey'];
type StaffRole = ProviderAdminInput['role'];

/** Every permission a staff account can be given, in the order the app lists them. */
export const PERMISSION_KEYS: readonly PermissionKey[] = [
  'salons.manage',
  'barbers.manage',
  'services.manage',
  'reservations.view',
  'reservations.manage',
  'wallet.view',
  'wallet.withdraw',
  'bank.manage',
  'packages.manage',
  'admins.manage',
  'buffer_times.manage',
];

interface StaffRow {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  role: string;
  permissions: string[];
  created_at: Date;
}

export function providerAdminView(row: StaffRow): ProviderAdminView {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    country_code: '+966',
    email: row.email,
    role: row.role as StaffRole,
    // Stored in the catalogue's order, whatever order they were granted in.
    permissions: PERMISSION_KEYS.filter((k) => row.permissions.includes(k)),
    created_at: formatInZone(row.created_at, HOME_TIME_ZONE),
  };
}

function staffQuery(db: Db, providerId: number) {
  return db
    .selectFrom('provider_users')
    .select(['id', 'name', 'mobile', 'email', 'role', 'permissions', 'created_at'])
    .where('provider_id', '=', providerId)
    .where('role', '<>', 'owner');
}

export interface AdminListQuery extends PageQuery {
  search?: string;
  role?: StaffRole;
  sort?: string;
}

export async function listProviderAdmins(db: Db, providerId: number, query: AdminListQuery): Promise<Page<StaffRow>> {
  const { page, perPage, offset } = pageBounds(query);
  let q = staffQuery(db, providerId);
  if (query.search?.trim()) {
    const like = likePattern(query.search);
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('mobile', 'like', like), eb('email', 'ilike', like)]));
  }
  if (query.role) q = q.where('role', '=', query.role);
  const total = await q.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const [field, direction] = parseSort(query.sort, ['name', 'created_at'] as const, '-created_at');
  const rows = await q.orderBy(field, direction).orderBy('id', direction).limit(perPage).offset(offset).execute();
  return { items: rows, total: toInt(total.n), page, perPage };
}

export async function getProviderAdmin(db: Db, providerId: number, id: number): Promise<StaffRow> {
  const row = await staffQuery(db, providerId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BookingNotFoundError('admin');
  return row;
}

/** Who is granting: the owner may grant anything; a staff admin only what they hold themselves. */
export interface Grantor {
  isOwner: boolean;
  permissions: readonly string[];
}

/** Mobile and e-mail identify a person across every provider: one account each. No one grants more than they hold. */
async function checkInput(db: Db, input: ProviderAdminInput, grantor: Grantor, exceptId?: number): Promise<void> {
  const problems = new FieldProblems();
  if (!grantor.isOwner && input.permissions.some((key) => !grantor.permissions.includes(key))) {
    problems.add('permissions', 'api.booking.admin.cannot_grant');
  }
  let byMobile = db.selectFrom('provider_users').select('id').where('mobile', '=', input.mobile);
  if (exceptId !== undefined) byMobile = byMobile.where('id', '<>', exceptId);
  if (await byMobile.executeTakeFirst()) problems.add('mobile', 'api.booking.admin.mobile_taken');
  if (input.email) {
    let byEmail = db.selectFrom('provider_users').select('id').where('email', '=', input.email);
    if (exceptId !== undefined) byEmail = byEmail.where('id', '<>', exceptId);
    if (await byEmail.executeTakeFirst()) problems.add('email', 'api.booking.admin.email_taken');
  }
  problems.throwIfAny();
}

/** A unique index caught a racing duplicate: the same 422 as the check before it. */
function duplicateToProblem(error: unknown): never {
  if (isPgError(error, '23505')) {
    const detail = String((error as { constraint?: string; detail?: string }).constraint ?? (error as { detail?: string }).detail ?? '');
    const problems = new FieldProblems();
    problems.add(detail.includes('email') ? 'email' : 'mobile', detail.includes('email') ? 'api.booking.admin.email_taken' : 'api.booking.admin.mobile_taken');
    problems.throwIfAny();
  }
  throw error;
}

export async function createProviderAdmin(db: Db, providerId: number, input: ProviderAdminInput, grantor: Grantor, now = new Date()): Promise<number> {
  await checkInput(db, input, grantor);
  try {
    const { id } = await db
      .insertInto('provider_users')
      .values({
        provider_id: providerId,
        name: input.name.trim(),
        mobile: input.mobile,
        email: input.email ?? null,
        role: input.role,
        permissions: [...new Set(input.permissions)],
        // Added by the owner: the number is trusted, the first sign-in code proves it.
        verified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    return duplicateToProblem(error);
  }
}

export async function updateProviderAdmin(db: Db, providerId: number, id: number, input: ProviderAdminInput, grantor: Grantor): Promise<void> {
  await getProviderAdmin(db, providerId, id);
  await checkInput(db, input, grantor, id);
  try {
    await db
      .updateTable('provider_users')
      .set({ name: input.name.trim(), mobile: input.mobile, email: input.email ?? null, role: input.role, permissions: [...new Set(input.permissions)], updated_at: new Date() })
      .where('id', '=', id)
      .where('provider_id', '=', providerId)
      .where('role', '<>', 'owner')
      .execute();
  } catch (error) {
    duplicateToProblem(error);
  }
}

/** Removes a staff account and revokes its tokens at once. Nobody deletes themselves (403). */
export async function deleteProviderAdmin(db: Db, providerId: number, id: number, actingUserId: number, now = new Date()): Promise<void> {
  await getProviderAdmin(db, providerId, id);
  if (id === actingUserId) throw new BookingForbiddenError({ key: 'api.booking.admin.cannot_delete_self' });
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('access_tokens').set({ revoked_at: now }).where('kind', '=', 'provider').where('subject_id', '=', id).where('revoked_at', 'is', null).execute();
    await trx.deleteFrom('provider_users').where('id', '=', id).where('provider_id', '=', providerId).where('role', '<>', 'owner').execute();
  });
}
