import { defaultLocale, isLocale, type Locale } from './locales';

/** A first path segment that looks like a language tag (`fr`, `pt-BR`) is treated as a locale prefix. */
const localeLike = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

/**
 * Where a path without a valid locale prefix belongs:
 * - `/` → `/ar`
 * - `/about?x=1` → `/ar/about?x=1` (no prefix: add the default one)
 * - `/fr/about` → `/ar/about` (unknown prefix: replace it with the default one)
 * Returns null when the path already starts with a supported locale.
 */
export function localeRedirectTarget(pathname: string, search = '', hash = ''): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (isLocale(first)) return null;
  const rest = first !== undefined && localeLike.test(first) ? segments.slice(1) : segments;
  const path = rest.length ? `/${defaultLocale}/${rest.join('/')}` : `/${defaultLocale}`;
  return `${path}${search}${hash}`;
}

/** The same address in another language: path after the prefix, query and hash kept. */
export function switchLocalePath(pathname: string, search: string, hash: string, to: Locale): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = isLocale(segments[0]) ? segments.slice(1) : segments;
  return `/${[to, ...rest].join('/')}${search}${hash}`;
}

/** Prefix an in-app path with the locale: `localePath('en', '/about')` → `/en/about`. */
export function localePath(locale: Locale, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
