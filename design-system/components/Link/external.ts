/**
 * Whether a link leaves the product: an absolute http(s) address on another origin.
 * `mailto:`, `tel:` and in-app paths are not external (they do not open a new tab).
 */
export function isExternalHref(href: string | undefined, currentOrigin?: string): boolean {
  if (!href) return false;
  const absolute = /^https?:\/\//i.test(href) || href.startsWith('//');
  if (!absolute) return false;
  if (!currentOrigin) return true;
  try {
    return new URL(href, currentOrigin).origin !== currentOrigin;
  } catch {
    return true;
  }
}
