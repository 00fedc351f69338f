import type { Schema } from '../../../api-spec';
import type { IconName } from '../../../design-system/components/Icon';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../i18n/localePath';

type PackageFeature = Schema<'PackageFeature'>;
type FocusPart = NonNullable<PackageFeature['part']>;

/**
 * Where each part of the focus area lives, for the dashboard's "what the package includes":
 * the room settings are the dashboard with `video=true`, which opens them (and can be shared or
 * opened in a new tab). A part the contract names must be here, so no feature links to nothing.
 */
const focusParts: Record<FocusPart, { icon: IconName; href: (locale: Locale) => string }> = {
  room_settings: { icon: 'settings', href: (locale) => `${localePath(locale, '/focus-dashboard')}?video=true` },
};

/** The part a package feature opens, or null for a benefit that is not a place (a price, a limit). */
export function focusPartOf(feature: PackageFeature, locale: Locale): { icon: IconName; href: string } | null {
  if (!feature.part) return null;
  const part = focusParts[feature.part];
  return { icon: part.icon, href: part.href(locale) };
}
