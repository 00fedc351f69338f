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
  resolveText,
  toInt,
  type Db,
  type Locale,
  type Page,
  type PageQuery,
} from './booking-shared';
import { translate } from '../i18n';

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
  'clients.view',
  'clients.manage',
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

const staffColumns = ['id', 'name', 'mobile', 'email', 'role', 'permissions', 'created_at'] as const;

/** A provider's staff: its accounts (the owner aside) and its pending invitations, alike. */
function staffQuery(db: Db, providerId: number) {
  const accounts = db.selectFrom('provider_users').select(staffColumns).where('provider_id', '=', providerId).where('role', '<>', 'owner');
  const invitations = db.selectFrom('staff_invitations').select(staffColumns).where('provider_id', '=', providerId);
  return db.selectFrom(accounts.unionAll(invitations).as('staff')).select(staffColumns);
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

/**
 * Checks an entry: no one grants more than they hold, and within the business a mobile or e-mail
 * is used once (422: the business sees its own staff anyway). Says whether the mobile or e-mail
 * belongs to another business's account, which is never answered (docs/security.md): such an
 * entry becomes a pending invitation instead of an account.
 */
async function checkInput(db: Db, providerId: number, input: ProviderAdminInput, grantor: Grantor, exceptId?: number): Promise<{ takenElsewhere: boolean }> {
  const problems = new FieldProblems();
  if (!grantor.isOwner && input.permissions.some((key) => !grantor.permissions.includes(key))) {
    problems.add('permissions', 'api.booking.admin.cannot_grant');
  }
  const ours = (column: 'mobile' | 'email', value: string) => {
    const accounts = db.selectFrom('provider_users').select('id').where('provider_id', '=', providerId).where(column, '=', value);
    const invitations = db.selectFrom('staff_invitations').select('id').where('provider_id', '=', providerId).where(column, '=', value);
    return db.selectFrom(accounts.unionAll(invitations).as('entry')).select('id').where('id', '<>', exceptId ?? 0).executeTakeFirst();
  };
  if (await ours('mobile', input.mobile)) problems.add('mobile', 'api.booking.admin.mobile_taken');
  if (input.email && (await ours('email', input.email))) problems.add('email', 'api.booking.admin.email_taken');
  problems.throwIfAny();
  const elsewhere = await db
    .selectFrom('provider_users')
    .select('id')
    .where('provider_id', '<>', providerId)
    .where((eb) => (input.email ? eb.or([eb('mobile', '=', input.mobile), eb('email', '=', input.email)]) : eb('mobile', '=', input.mobile)))
    .executeTakeFirst();
  return { takenElsewhere: !!elsewhere };
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

function entryValues(providerId: number, input: ProviderAdminInput) {
  return { provider_id: providerId, name: input.name.trim(), mobile: input.mobile, email: input.email ?? null, role: input.role, permissions: [...new Set(input.permissions)] };
}

interface AddedStaff {
  id: number;
  /** True when the mobile or e-mail has an account at another business: a pending invitation, never told to the caller. */
  invited: boolean;
}

/**
 * Adds a staff member. The answer is the same whether or not the mobile or e-mail has an account
 * at another business; in that case the entry is a pending invitation that never signs in.
 */
export async function createProviderAdmin(db: Db, providerId: number, input: ProviderAdminInput, grantor: Grantor, now = new Date()): Promise<AddedStaff> {
  const { takenElsewhere } = await checkInput(db, providerId, input, grantor);
  try {
    if (takenElsewhere) {
      const { id } = await db.insertInto('staff_invitations').values(entryValues(providerId, input)).returning('id').executeTakeFirstOrThrow();
      return { id, invited: true };
    }
    // Added by the owner: the number is trusted, the first sign-in code proves it.
    const { id } = await db.insertInto('provider_users').values({ ...entryValues(providerId, input), verified_at: now }).returning('id').executeTakeFirstOrThrow();
    return { id, invited: false };
  } catch (error) {
    return duplicateToProblem(error);
  }
}

/**
 * The one SMS an added staff member gets, either way (the same work behind both answers): a new
 * person is told to sign in with the number; the owner of a number taken elsewhere, that this
 * business tried to add them and that nothing changed on their account.
 */
export async function staffAddedSms(db: Db, providerId: number, added: AddedStaff, mobile: string, locale: Locale): Promise<{ to: string; body: string }> {
  const business = await db.selectFrom('providers').select(['commercial_name_ar', 'commercial_name_en', 'commercial_name_tr', 'commercial_name_ur']).where('id', '=', providerId).executeTakeFirst();
  const name = (business && resolveText(business, 'commercial_name', locale)) ?? '';
  return { to: `+966${mobile}`, body: translate(locale, added.invited ? 'api.sms.staff_taken' : 'api.sms.staff_added', { business: name }) };
}

/**
 * Changes a staff entry. An entry moves between account and invitation, under the same id, when its
 * mobile or e-mail starts or stops belonging to another business's account: an account that becomes
 * an invitation loses its sessions.
 */
export async function updateProviderAdmin(db: Db, providerId: number, id: number, input: ProviderAdminInput, grantor: Grantor, now = new Date()): Promise<void> {
  await getProviderAdmin(db, providerId, id);
  const { takenElsewhere } = await checkInput(db, providerId, input, grantor, id);
  const run = async (trx: Db) => {
    const invitation = await trx.selectFrom('staff_invitations').select('id').where('id', '=', id).where('provider_id', '=', providerId).executeTakeFirst();
    if (invitation && takenElsewhere) {
      await trx.updateTable('staff_invitations').set({ ...entryValues(providerId, input), updated_at: now }).where('id', '=', id).execute();
    } else if (invitation) {
      await trx.deleteFrom('staff_invitations').where('id', '=', id).execute();
      await trx.insertInto('provider_users').values({ id, ...entryValues(providerId, input), verified_at: now }).execute();
    } else if (takenElsewhere) {
      await trx.updateTable('access_tokens').set({ revoked_at: now }).where('kind', '=', 'provider').where('subject_id', '=', id).where('revoked_at', 'is', null).execute();
      await trx.deleteFrom('provider_users').where('id', '=', id).where('provider_id', '=', providerId).where('role', '<>', 'owner').execute();
      await trx.insertInto('staff_invitations').values({ id, ...entryValues(providerId, input) }).execute();
    } else {
      await trx
        .updateTable('provider_users')
        .set({ ...entryValues(providerId, input), updated_at: now })
        .where('id', '=', id)
        .where('provider_id', '=', providerId)
        .where('role', '<>', 'owner')
        .execute();
    }
  };
  try {
    await (db.isTransaction ? run(db) : db.transaction().execute(run));
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
    await trx.deleteFrom('staff_invitations').where('id', '=', id).where('provider_id', '=', providerId).execute();
  });
}
