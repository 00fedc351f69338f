/**
 * Public website content: slides, site settings, landing sections, package settings, and the
 * contact form. The texts live in the server catalogs (`api.website.*`, four languages); the
 * contact details are the product's defaults until an admin screen edits them.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { Database } from '../db/schema';
import { locales, translate, type Locale } from '../i18n';
import { fileUrl, resolveText, type FileUrlOf } from './booking-shared';

/** Days of the first package a new provider gets (`GET /website/package-settings`). */
export const freeTrialDays = 14;

function perLocale(key: string, prefix: string, params?: Record<string, string | number>) {
  return Object.fromEntries(locales.map((l) => [`${prefix}_${l}`, translate(l, key, params)])) as Record<`${string}_${Locale}`, string>;
}

export function sliders(locale: Locale) {
  return [1, 2].map((n) => ({
    id: n,
    ...perLocale(`api.website.slide${n}.title`, 'title'),
    title: translate(locale, `api.website.slide${n}.title`),
    ...perLocale(`api.website.slide${n}.body`, 'body'),
    body: translate(locale, `api.website.slide${n}.body`),
    image: null,
    image_url: null,
  }));
}

/**
 * The demo's social pages (development and demo installs: `SEED_DEMO`), so the footer shows its
 * links; a real install has none until an admin names them.
 */
const demoSocialLinks = {
  twitter: 'https://x.com/mawid_sa',
  instagram: 'https://www.instagram.com/mawid.sa',
  snapchat: 'https://www.snapchat.com/add/mawid.sa',
  tiktok: 'https://www.tiktok.com/@mawid.sa',
  linkedin: 'https://www.linkedin.com/company/mawid-sa',
} as const;

const noSocialLinks = { twitter: null, instagram: null, snapchat: null, tiktok: null, linkedin: null };

export function webSettings(locale: Locale, options: { demo?: boolean } = {}) {
  return {
    site_name: translate(locale, 'api.website.site_name'),
    logo_url: '/favicon.svg',
    phone: '920000000',
    email: 'info@example.com',
    whatsapp: '500000000',
    address: translate(locale, 'api.website.address'),
    social_links: options.demo ? { ...demoSocialLinks } : noSocialLinks,
    map: { latitude: 24.7136, longitude: 46.6753 },
  };
}

type Partner = components['schemas']['HomeContent']['partners'][number];

/** How many salons the partners slider shows at most. */
const MAX_PARTNERS = 24;

/**
 * The partners slider: the salons taking bookings online (enabled, the salon active), newest page
 * first, each linking to its page here (docs/decisions.md "Partners slider").
 */
export async function partnerSalons(db: Kysely<Database>, locale: Locale, urlOf?: FileUrlOf): Promise<Partner[]> {
  const rows = await db
    .selectFrom('salon_online_settings as o')
    .innerJoin('salons as s', 's.id', 'o.salon_id')
    .select(['o.slug', 's.name_ar', 's.name_en', 's.name_tr', 's.name_ur', 's.logo'])
    .where('o.enabled', '=', true)
    .where('s.is_active', '=', true)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.salon_id', 'desc')
    .limit(MAX_PARTNERS)
    .execute();
  return rows.map((row) => ({ name: resolveText(row, 'name', locale) ?? row.name_ar, logo: fileUrl(row.logo, urlOf), url: null, slug: row.slug }));
}

export function homeContent(locale: Locale, partners: Partner[]) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const items = (section: string, icons: string[]) =>
    icons.map((icon, i) => ({ title: t(`api.website.${section}.item${i + 1}.title`), body: t(`api.website.${section}.item${i + 1}.body`), icon }));
  return {
    about: { title: t('api.website.about.title'), body: t('api.website.about.body'), image_url: null },
    why_us: { title: t('api.website.why_us.title'), items: items('why_us', ['calendar', 'globe', 'wallet']) },
    services: { title: t('api.website.services.title'), items: items('services', ['store', 'clock', 'bell']) },
    partners,
    free_trial: { title: t('api.website.free_trial.title', { days: freeTrialDays }), body: t('api.website.free_trial.body'), cta: t('api.website.free_trial.cta') },
  };
}

export function packageSettings() {
  return { free_trial_days: freeTrialDays, currency: 'SAR' as const };
}

export async function saveContactMessage(
  db: Kysely<Database>,
  input: { name: string; email: string; mobile?: string | null; subject: string; message: string },
  locale: Locale,
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({ name: input.name.trim(), email: input.email.trim(), mobile: input.mobile ?? null, subject: input.subject.trim(), message: input.message.trim(), locale })
    .execute();
}
