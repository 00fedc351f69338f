/**
 * Test support for the booking domain: fixtures built through the domain functions themselves,
 * and a reset between tests. Suites run on PGlite and PostgreSQL through `forEachDatabase`
 * (server/test/databases.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SalonInput } from '../domain/salons';
import { issueToken } from '../domain/tokens';
import { uniqueMobile } from './fixtures';

/**
 * Empties the booking tables (keeping locations and banks) and makes two providers; returns their
 * ids. DELETE is far cheaper than TRUNCATE on tiny tables; the replica role switches off triggers
 * for this transaction only (the append-only ledger's, and the foreign-key checks).
 */
export async function resetBookingData(db: Kysely<Database>): Promise<[number, number]> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    for (const table of [
      'wallet_entries',
      'withdrawals',
      'wallets',
      'idempotency_keys',
      'customer_messages',
      'salon_message_settings',
      'reservation_history',
      'reservation_services',
      'reservations',
      'clients',
      'customers',
      'salon_slug_history',
      'salon_online_settings',
      'closures',
      'barber_schedule_rules',
      'salon_schedule_rules',
      'barber_services',
      'services',
      'barbers',
      'salons',
      'bank_accounts',
      'notifications',
      'access_tokens',
      'subscriptions',
      'provider_users',
      'providers',
    ]) {
      await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    }
    await sql`SET LOCAL session_replication_role = DEFAULT`.execute(trx);
    const rows = await trx
      .insertInto('providers')
      .values([
        { commercial_name_ar: 'صالون الأناقة', commercial_name_en: 'Elegance' },
        { commercial_name_ar: 'حلاق الحي', commercial_name_en: 'Corner Barber' },
      ])
      .returning('id')
      .execute();
    return [rows[0]!.id, rows[1]!.id];
  });
}

// ---------------------------------------------------------------------------------------------
// Fixtures: a salon with barbers and services, built through the domain functions themselves.

export const UNLIMITED = { maxSalons: null, maxBarbers: null };

export function openWeek(opens = '09:00', closes = '17:00', breaks: Array<[string, string]> = []) {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    is_open: true,
    opens_at: opens,
    closes_at: closes,
    breaks: breaks.map(([starts_at, ends_at]) => ({ starts_at, ends_at })),
  }));
}

export function salonInput(overrides: Record<string, unknown> = {}) {
  return {
    name_ar: 'صالون الأناقة',
    name_en: 'Elegance Salon',
    address: 'طريق الملك فهد، الرياض',
    city_id: 1,
    latitude: 24.69,
    longitude: 46.68,
    timezone: 'Asia/Riyadh',
    slot_interval_minutes: 15,
    working_hours: openWeek(),
    ...overrides,
  } as SalonInput;
}

// ---------------------------------------------------------------------------------------------
// Signed-in providers for HTTP tests: owner, active package, bearer token.

export interface TestProvider {
  providerId: number;
  userId: number;
  token: string;
}

/** A provider with an owner account, a package allowing `limits`, and a live token. */
export async function signedInProvider(
  db: Kysely<Database>,
  now: Date,
  options: { limits?: { maxSalons: number; maxBarbers: number }; withPackage?: boolean; providerId?: number } = {},
): Promise<TestProvider> {
  const providerId =
    options.providerId ??
    (await db.insertInto('providers').values({ commercial_name_ar: 'مزود', commercial_name_en: 'Provider' }).returning('id').executeTakeFirstOrThrow()).id;
  // One generator of test mobiles (fixtures.ts): a second one with its own counter gave numbers the first also gives.
  const mobile = uniqueMobile();
  const user = await db.insertInto('provider_users').values({ provider_id: providerId, name: 'المالك', mobile, role: 'owner', verified_at: now }).returning('id').executeTakeFirstOrThrow();
  if (options.withPackage ?? true) {
    const limits = options.limits ?? { maxSalons: 10, maxBarbers: 50 };
    const pkg = await db
      .insertInto('packages')
      .values({ audience: 'provider', name_ar: 'باقة', name_en: 'Package', price: 10000, duration_days: 30, max_salons: limits.maxSalons, max_barbers: limits.maxBarbers })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({ audience: 'provider', subscriber_id: providerId, package_id: pkg.id, started_at: new Date(now.getTime() - 86_400_000), expire_at: new Date(now.getTime() + 30 * 86_400_000) })
      .execute();
  }
  const { token } = await issueToken(db, { kind: 'provider', subjectId: user.id, ttlSeconds: 30 * 86_400, now });
  return { providerId, userId: user.id, token };
}

/** A staff account of `providerId` with some permissions, signed in. */
export async function signedInStaff(db: Kysely<Database>, providerId: number, permissions: string[], now: Date): Promise<TestProvider> {
  // One generator of test mobiles (fixtures.ts): a second one with its own counter gave numbers the first also gives.
  const mobile = uniqueMobile();
  const user = await db
    .insertInto('provider_users')
    .values({ provider_id: providerId, name: 'موظف', mobile, role: 'receptionist', permissions, verified_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await issueToken(db, { kind: 'provider', subjectId: user.id, ttlSeconds: 30 * 86_400, now });
  return { providerId, userId: user.id, token };
}

/** The local date in Riyadh `days` after `now`: reservations in tests are always in the future. */
export function riyadhDay(now: Date, days: number): string {
  return new Date(now.getTime() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
