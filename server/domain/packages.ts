/**
 * Packages: a catalogue per audience (provider, focus), subscriptions, and the active one.
 * Subscribing starts now; the same package again extends the active period; another package
 * replaces it (the active period is cut at now), unless the provider's current usage is above the
 * new package's limits. Periods of one subscriber never overlap (exclusion constraint).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Audience, PackageFeatureText } from '../db/tables/platform';
import type { NotificationData } from '../db/tables/platform';
import { formatDay, locales, PLATFORM_ZONE, resolveText, translate, type Locale } from '../i18n';
import { dateForReader, notifyProvider, type NotificationReader, type NotifyDeps } from './notifications';

export interface PackageRow {
  id: number;
  audience: Audience;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  description_ar: string | null;
  description_en: string | null;
  description_tr: string | null;
  description_ur: string | null;
  price: number;
  duration_days: number;
  max_salons: number;
  max_barbers: number;
  features: PackageFeatureText[];
  is_popular: boolean;
}

export interface SubscriptionRow {
  id: number;
  package_id: number;
  started_at: Date;
  expire_at: Date;
}

const packageColumns = [
  'id',
  'audience',
  'name_ar',
  'name_en',
  'name_tr',
  'name_ur',
  'description_ar',
  'description_en',
  'description_tr',
  'description_ur',
  'price',
  'duration_days',
  'max_salons',
  'max_barbers',
  'features',
  'is_popular',
] as const;

export async function listPackages(db: Kysely<Database>, audience: Audience): Promise<PackageRow[]> {
  return db.selectFrom('packages').select(packageColumns).where('audience', '=', audience).where('is_active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

async function findPackage(db: Kysely<Database>, audience: Audience, id: number): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').select(packageColumns).where('audience', '=', audience).where('is_active', '=', true).where('id', '=', id).executeTakeFirst();
}

/** The subscription whose period contains `now`, if any. */
export async function activeSubscription(db: Kysely<Database>, audience: Audience, subscriberId: number, now: Date): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'package_id', 'started_at', 'expire_at'])
    .where('audience', '=', audience)
    .where('subscriber_id', '=', subscriberId)
    .where('started_at', '<=', now)
    .where('expire_at', '>', now)
    .orderBy('expire_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type SubscribeResult =
  | { ok: true; subscription: SubscriptionRow; package: PackageRow }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'package_limit_reached'; usage: { salons: number; barbers: number } };

/** Current usage of a provider, checked against a package's limits when switching packages. */
async function providerUsage(db: Kysely<Database>, providerId: number): Promise<{ salons: number; barbers: number }> {
  const row = await sql<{ salons: string | number; barbers: string | number }>`
    SELECT (SELECT count(*) FROM salons WHERE provider_id = ${providerId}) AS salons,
           (SELECT count(*) FROM barbers WHERE provider_id = ${providerId}) AS barbers`.execute(db);
  return { salons: Number(row.rows[0]?.salons ?? 0), barbers: Number(row.rows[0]?.barbers ?? 0) };
}

export async function subscribe(
  db: Kysely<Database>,
  input: { audience: Audience; subscriberId: number; packageId: number; now: Date },
): Promise<SubscribeResult> {
  const pkg = await findPackage(db, input.audience, input.packageId);
  if (!pkg) return { ok: false, reason: 'not_found' };
  return db.transaction().execute(async (trx) => {
    // Serialise subscriptions of one subscriber (two taps on "subscribe" must not both extend).
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`subscription:${input.audience}:${input.subscriberId}`}))`.execute(trx);
    const active = await activeSubscription(trx, input.audience, input.subscriberId, input.now);
    const days = pkg.duration_days * 86_400_000;
    if (active && active.package_id === pkg.id) {
      const updated = await trx
        .updateTable('subscriptions')
        .set({ expire_at: new Date(active.expire_at.getTime() + days), expiring_notified_at: null })
        .where('id', '=', active.id)
        .returning(['id', 'package_id', 'started_at', 'expire_at'])
        .executeTakeFirstOrThrow();
      return { ok: true as const, subscription: updated, package: pkg };
    }
    if (input.audience === 'provider') {
      const usage = await providerUsage(trx, input.subscriberId);
      if (usage.salons > pkg.max_salons || usage.barbers > pkg.max_barbers) return { ok: false as const, reason: 'package_limit_reached' as const, usage };
    }
    if (active) {
      await trx.updateTable('subscriptions').set({ expire_at: input.now }).where('id', '=', active.id).execute();
    }
    // Future periods (none are created today) would overlap the new one: end them too.
    await trx
      .deleteFrom('subscriptions')
      .where('audience', '=', input.audience)
      .where('subscriber_id', '=', input.subscriberId)
      .where('started_at', '>', input.now)
      .execute();
    const created = await trx
      .insertInto('subscriptions')
      .values({ audience: input.audience, subscriber_id: input.subscriberId, package_id: pkg.id, started_at: input.now, expire_at: new Date(input.now.getTime() + days) })
      .returning(['id', 'package_id', 'started_at', 'expire_at'])
      .executeTakeFirstOrThrow();
    return { ok: true as const, subscription: created, package: pkg };
  });
}

/** The contract's `Package` / `FocusPackage` in `locale`. */
export function packageView(locale: Locale, pkg: PackageRow) {
  const base = {
    id: pkg.id,
    name_ar: pkg.name_ar,
    name_en: pkg.name_en,
    name_tr: pkg.name_tr,
    name_ur: pkg.name_ur,
    name: resolveText(locale, { ar: pkg.name_ar, en: pkg.name_en, tr: pkg.name_tr, ur: pkg.name_ur }),
    description_ar: pkg.description_ar,
    description_en: pkg.description_en,
    description_tr: pkg.description_tr,
    description_ur: pkg.description_ur,
    description:
      resolveText(locale, { ar: pkg.description_ar, en: pkg.description_en, tr: pkg.description_tr, ur: pkg.description_ur }) || null,
    price: pkg.price,
    duration_days: pkg.duration_days,
    features: pkg.features.map((f) => ({ ...f, name: resolveText(locale, { ar: f.name_ar, en: f.name_en, tr: f.name_tr, ur: f.name_ur }) })),
    is_popular: pkg.is_popular,
  };
  return pkg.audience === 'provider' ? { ...base, max_salons: pkg.max_salons, max_barbers: pkg.max_barbers } : base;
}

/** The contract's `ActiveSubscription` / `FocusSubscription`. */
export function subscriptionView(locale: Locale, subscription: SubscriptionRow, pkg: PackageRow, now: Date) {
  const view = packageView(locale, pkg);
  return {
    id: subscription.id,
    package_name: view.name,
    started_at: subscription.started_at.toISOString(),
    expire_at: subscription.expire_at.toISOString(),
    expire_at_timer: Math.max(0, Math.floor((subscription.expire_at.getTime() - now.getTime()) / 1000)),
    package: view,
  };
}

/** The active subscription with its package, in the contract's shape; null without one. */
export async function activeSubscriptionView(db: Kysely<Database>, locale: Locale, audience: Audience, subscriberId: number, now: Date) {
  const active = await activeSubscription(db, audience, subscriberId, now);
  if (!active) return null;
  const pkg = await db.selectFrom('packages').select(packageColumns).where('id', '=', active.package_id).executeTakeFirstOrThrow();
  return subscriptionView(locale, active, pkg, now);
}

/** Days before expiry when providers are told their package ends soon. */
const expiryReminderDays = 3;

/**
 * Tells each provider whose active package ends within `expiryReminderDays` (once per period),
 * and returns how many were told. Run periodically (main.ts, hourly); safe to run from several
 * processes at once: the guarded update lets one of them claim each subscription.
 */
export async function notifyExpiringPackages(deps: NotifyDeps, now: Date): Promise<number> {
  const due = await deps.db
    .updateTable('subscriptions')
    .set({ expiring_notified_at: now })
    .where('audience', '=', 'provider')
    .where('expiring_notified_at', 'is', null)
    .where('started_at', '<=', now)
    .where('expire_at', '>', now)
    .where('expire_at', '<=', new Date(now.getTime() + expiryReminderDays * 86_400_000))
    .returning(['subscriber_id', 'package_id', 'expire_at'])
    .execute();
  for (const subscription of due) {
    const pkg = await deps.db.selectFrom('packages').select(packageColumns).where('id', '=', subscription.package_id).executeTakeFirstOrThrow();
    await notifyProvider(
      deps,
      subscription.subscriber_id,
      {
        type: 'package_expiring',
        data: (reader) => packageNotification('api.notification.package_expiring', pkg, subscription.expire_at, reader),
        link: '/provider-dashboard/packages',
      },
      { permission: 'packages.manage' },
    );
  }
  return due.length;
}

/**
 * A notification about a package, in every language with the package's name and the day written in
 * that language (in Arabic with its Umm al-Qura date, unless the reader hid Hijri dates).
 */
export function packageNotification(
  key: string,
  pkg: Pick<PackageRow, 'name_ar' | 'name_en' | 'name_tr' | 'name_ur'>,
  date: Date,
  reader: NotificationReader = { showHijri: true },
): NotificationData {
  return Object.fromEntries(
    locales.map((locale) => {
      const name = resolveText(locale, { ar: pkg.name_ar, en: pkg.name_en, tr: pkg.name_tr, ur: pkg.name_ur });
      const day = dateForReader(locale, formatDay(locale, date), date, PLATFORM_ZONE, reader);
      return [locale, { title: translate(locale, `${key}.title`, { name, date: day }), body: translate(locale, `${key}.body`, { name, date: day }) }];
    }),
  ) as NotificationData;
}
