import { Link as AriaLink, RouterProvider, type LinkProps } from 'react-aria-components';

const passThrough = (href: string) => href;
const openNewTab = (href: string) => void window.open(href, '_blank', 'noopener,noreferrer');

/**
 * A React Aria link to another site, opening in a new tab. The app's router turns every href into
 * one of its own paths (`https://x.com` → `/ar/https:/x.com`), so external links get a router
 * scope that leaves addresses untouched.
 */
export function ExternalLink({ target = '_blank', rel = 'noopener noreferrer', ...props }: LinkProps) {
  return (
    <RouterProvider navigate={openNewTab} useHref={passThrough}>
      <AriaLink {...props} target={target} rel={rel} />
    </RouterProvider>
  );
}
