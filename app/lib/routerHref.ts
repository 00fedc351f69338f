import { useHref } from 'react-router-dom';

/**
 * The href React Aria's links render. react-router resolves every href as a path under the current
 * page, which turns `mailto:`, `tel:` and other sites into `/ar/mailto:…`; those keep their address.
 */
export function useRouterHref(href: string): string {
  const resolved = useHref(href);
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) ? href : resolved;
}
