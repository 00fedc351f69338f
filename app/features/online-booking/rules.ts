/**
 * The online-booking settings' limits as the contract gives them (docs/customer-booking.md); the
 * server enforces them, the form uses them for its steppers and to name a problem before sending.
 */
export const settingLimits = {
  horizon_days: { min: 1, max: 180 },
  min_notice_minutes: { min: 0, max: 10_080 },
  change_cutoff_hours: { min: 0, max: 168 },
  max_live_per_mobile: { min: 1, max: 20 },
} as const;

/** A slug: 3 to 60 lower-case Latin letters, digits and inner hyphens (the contract's pattern). */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;
export const slugLength = { min: 3, max: 60 } as const;

/** What the owner types, as a slug is written: lower case, spaces and underscores as hyphens. */
export function normaliseSlug(typed: string): string {
  return typed.toLowerCase().replace(/[\s_]+/g, '-');
}

/**
 * The message id of what is wrong with a slug, or null when it has the right form (reserved words
 * are the server's to refuse). The length message takes `slugLength` as its values.
 */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'onlineBooking.problem.slugMissing';
  if (slug.length < slugLength.min || slug.length > slugLength.max) return 'onlineBooking.problem.slugLength';
  return SLUG_PATTERN.test(slug) ? null : 'onlineBooking.problem.slugForm';
}

/** A locale-prefixed public path (`/ar/s/elegance`) in another language (`/en/s/elegance`). */
export function pathInLocale(publicPath: string, locale: string): string {
  return publicPath.replace(/^\/[a-z]{2}(?=\/)/, `/${locale}`);
}
