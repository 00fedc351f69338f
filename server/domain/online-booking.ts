/**
 * A salon's online booking settings (issue 22, docs/customer-booking.md): on or off, its public
 * address (a slug; every address it leaves keeps redirecting and is never given to another salon),
 * the rules customers book under, and which services and barbers they may book.
 */
import type { components } from '../../api-spec/schema';
import type { Db } from './booking-shared';
import { BookingNotFoundError, isPgError } from './booking-shared';
import { ConflictError, InvalidInputError } from './errors';

type SettingsView = components['schemas']['OnlineBookingSettings'];
type SettingsInput = components['schemas']['OnlineBookingSettingsInput'];

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/;

/** Words that name the site's own pages or could be mistaken for them. */
const RESERVED_SLUGS = new Set([
  'admin', 'api', 'app', 'about', 'contact', 'dashboard', 'help', 'login', 'logout', 'my-bookings', 'mawid', 'new',
  'provider', 'provider-dashboard', 'public', 's', 'salon', 'salons', 'settings', 'signin', 'signup', 'static', 'support',
  'terms', 'privacy', 'uploads', 'www', 'customer', 'customers', 'booking', 'bookings', 'focus', 'company',
]);

interface CustomerRules {
  enabled: boolean;
  autoConfirm: boolean;
  horizonDays: number;
  minNoticeMinutes: number;
  changeCutoffHours: number;
  maxLivePerMobile: number;
}

const DEFAULT_RULES: Omit<CustomerRules, 'enabled'> = { autoConfirm: true, horizonDays: 30, minNoticeMinutes: 60, changeCutoffHours: 3, maxLivePerMobile: 3 };

/** A slug made from a name: lower-case Latin letters and digits joined by single hyphens, 3–60 long. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug.length >= 3 ? slug : `salon-${slug || 'page'}`.slice(0, 60);
}

async function slugInUse(db: Db, slug: string, exceptSalonId: number): Promise<boolean> {
  const current = await db.selectFrom('salon_online_settings').select('salon_id').where('slug', '=', slug).where('salon_id', '<>', exceptSalonId).executeTakeFirst();
  if (current) return true;
  const old = await db.selectFrom('salon_slug_history').select('salon_id').where('old_slug', '=', slug).where('salon_id', '<>', exceptSalonId).executeTakeFirst();
  return !!old;
}

/** A free slug from the salon's English name (then `-2`, `-3`, …). */
async function suggestSlug(db: Db, salonId: number, nameEn: string): Promise<string> {
  const base = slugify(nameEn);
  const stem = RESERVED_SLUGS.has(base) ? `${base}-salon` : base;
  for (let n = 1; n < 50; n += 1) {
    const candidate = n === 1 ? stem : `${stem.slice(0, 56)}-${n}`;
    if (!(await slugInUse(db, candidate, salonId))) return candidate;
  }
  return `${stem.slice(0, 48)}-${salonId}`;
}

async function salonOf(db: Db, providerId: number, salonId: number) {
  const salon = await db.selectFrom('salons').select(['id', 'name_en']).where('id', '=', salonId).where('provider_id', '=', providerId).executeTakeFirst();
  if (!salon) throw new BookingNotFoundError('salon');
  return salon;
}

export async function getOnlineBookingSettings(db: Db, providerId: number, salonId: number): Promise<SettingsView> {
  const salon = await salonOf(db, providerId, salonId);
  const row = await db.selectFrom('salon_online_settings').selectAll().where('salon_id', '=', salonId).executeTakeFirst();
  const [services, barbers, old] = await Promise.all([
    db.selectFrom('services').select('id').where('salon_id', '=', salonId).where('bookable_online', '=', true).orderBy('id').execute(),
    db.selectFrom('barbers').select('id').where('salon_id', '=', salonId).where('bookable_online', '=', true).orderBy('id').execute(),
    db.selectFrom('salon_slug_history').select('old_slug').where('salon_id', '=', salonId).orderBy('created_at', 'desc').execute(),
  ]);
  return {
    salon_id: salonId,
    enabled: row?.enabled ?? false,
    slug: row?.slug ?? null,
    suggested_slug: row?.slug ?? (await suggestSlug(db, salonId, salon.name_en)),
    public_path: row ? `/ar/s/${row.slug}` : null,
    old_slugs: old.map((o) => o.old_slug),
    auto_confirm: row?.auto_confirm ?? DEFAULT_RULES.autoConfirm,
    horizon_days: row?.horizon_days ?? DEFAULT_RULES.horizonDays,
    min_notice_minutes: row?.min_notice_minutes ?? DEFAULT_RULES.minNoticeMinutes,
    change_cutoff_hours: row?.change_cutoff_hours ?? DEFAULT_RULES.changeCutoffHours,
    max_live_per_mobile: row?.max_live_per_mobile ?? DEFAULT_RULES.maxLivePerMobile,
    service_ids: services.map((s) => s.id),
    barber_ids: barbers.map((b) => b.id),
  };
}

const slugTaken = () => new ConflictError('slug_taken', 'api.online.slug_taken', { extra: { errors: { slug: ['api.online.slug_taken'] } } });

/** PUT /provider/salons/{id}/online-booking. */
export async function saveOnlineBookingSettings(db: Db, providerId: number, salonId: number, input: SettingsInput, now: Date): Promise<SettingsView> {
  await salonOf(db, providerId, salonId);
  const slug = input.slug.trim().toLowerCase();
  if (!SLUG_PATTERN.test(slug)) throw new InvalidInputError({ slug: ['api.error.validation_failed'] });
  if (RESERVED_SLUGS.has(slug)) throw new InvalidInputError({ slug: ['api.online.slug_reserved'] });
  const problems: Record<string, string[]> = {};
  const check = async (table: 'services' | 'barbers', ids: number[] | undefined, field: string, key: string) => {
    if (!ids?.length) return;
    const found = await db.selectFrom(table).select('id').where('salon_id', '=', salonId).where('id', 'in', ids).execute();
    const known = new Set(found.map((r) => r.id));
    ids.forEach((id, i) => {
      if (!known.has(id)) (problems[`${field}.${i}`] ??= []).push(key);
    });
  };
  await check('services', input.service_ids, 'service_ids', 'api.online.not_salon_service');
  await check('barbers', input.barber_ids, 'barber_ids', 'api.online.not_salon_barber');
  if (Object.keys(problems).length) throw new InvalidInputError(problems);

  const save = async (trx: Db) => {
    if (await slugInUse(trx, slug, salonId)) throw slugTaken();
    const before = await trx.selectFrom('salon_online_settings').select('slug').where('salon_id', '=', salonId).forUpdate().executeTakeFirst();
    const rules = {
      enabled: input.enabled,
      slug,
      ...(input.auto_confirm !== undefined ? { auto_confirm: input.auto_confirm } : {}),
      ...(input.horizon_days !== undefined ? { horizon_days: input.horizon_days } : {}),
      ...(input.min_notice_minutes !== undefined ? { min_notice_minutes: input.min_notice_minutes } : {}),
      ...(input.change_cutoff_hours !== undefined ? { change_cutoff_hours: input.change_cutoff_hours } : {}),
      ...(input.max_live_per_mobile !== undefined ? { max_live_per_mobile: input.max_live_per_mobile } : {}),
      updated_at: now,
    };
    if (before) {
      await trx.updateTable('salon_online_settings').set(rules).where('salon_id', '=', salonId).execute();
      if (before.slug !== slug) {
        await trx.insertInto('salon_slug_history').values({ old_slug: before.slug, salon_id: salonId, created_at: now }).onConflict((oc) => oc.column('old_slug').doNothing()).execute();
      }
    } else {
      await trx.insertInto('salon_online_settings').values({ salon_id: salonId, provider_id: providerId, created_at: now, ...rules }).execute();
    }
    // Taking back one of its own old addresses: it is current again, no longer a redirect.
    await trx.deleteFrom('salon_slug_history').where('old_slug', '=', slug).where('salon_id', '=', salonId).execute();
    for (const [table, ids] of [['services', input.service_ids], ['barbers', input.barber_ids]] as const) {
      if (!ids) continue;
      await trx.updateTable(table).set({ bookable_online: false }).where('salon_id', '=', salonId).where('bookable_online', '=', true).execute();
      if (ids.length) await trx.updateTable(table).set({ bookable_online: true }).where('salon_id', '=', salonId).where('id', 'in', ids).execute();
    }
  };
  try {
    if (db.isTransaction) await save(db);
    else await db.transaction().execute(save);
  } catch (error) {
    // Two salons racing for one address: the unique index decides.
    if (isPgError(error, '23505')) throw slugTaken();
    throw error;
  }
  return getOnlineBookingSettings(db, providerId, salonId);
}

export interface OnlineSalon {
  salonId: number;
  providerId: number;
  slug: string;
  rules: CustomerRules;
}

/** Salons taking online bookings now: enabled, and the salon active. */
function onlineSalons(db: Db) {
  return db
    .selectFrom('salon_online_settings as o')
    .innerJoin('salons as s', 's.id', 'o.salon_id')
    .select(['o.salon_id', 'o.provider_id', 'o.slug', 'o.enabled', 'o.auto_confirm', 'o.horizon_days', 'o.min_notice_minutes', 'o.change_cutoff_hours', 'o.max_live_per_mobile'])
    .where('o.enabled', '=', true)
    .where('s.is_active', '=', true);
}

type OnlineRow = Awaited<ReturnType<ReturnType<typeof onlineSalons>['executeTakeFirstOrThrow']>>;

function toOnlineSalon(row: OnlineRow | undefined): OnlineSalon | null {
  if (!row) return null;
  return {
    salonId: row.salon_id,
    providerId: row.provider_id,
    slug: row.slug,
    rules: {
      enabled: row.enabled,
      autoConfirm: row.auto_confirm,
      horizonDays: row.horizon_days,
      minNoticeMinutes: row.min_notice_minutes,
      changeCutoffHours: row.change_cutoff_hours,
      maxLivePerMobile: row.max_live_per_mobile,
    },
  };
}

/**
 * The salon taking online bookings at `slug` (its current address or one it left), or null when
 * none does: unknown, inactive, or online booking off.
 */
export async function findOnlineSalon(db: Db, slug: string): Promise<OnlineSalon | null> {
  const wanted = slug.trim().toLowerCase();
  if (!SLUG_PATTERN.test(wanted)) return null;
  const current = await onlineSalons(db).where('o.slug', '=', wanted).executeTakeFirst();
  if (current) return toOnlineSalon(current);
  const moved = await onlineSalons(db)
    .where('o.salon_id', '=', (eb) => eb.selectFrom('salon_slug_history').select('salon_id').where('old_slug', '=', wanted))
    .executeTakeFirst();
  return toOnlineSalon(moved);
}

/** The online rules of a salon by id (a customer's booking), or null when it takes no online bookings now. */
export async function onlineRulesOf(db: Db, salonId: number): Promise<OnlineSalon | null> {
  return toOnlineSalon(await onlineSalons(db).where('o.salon_id', '=', salonId).executeTakeFirst());
}
