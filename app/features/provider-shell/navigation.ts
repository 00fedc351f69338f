import type { IconName } from '../../../design-system/components/Icon';

/** The provider sidebar, in the spec's order (section 2, "Provider layout"). */
export interface ProviderNavItem {
  id: string;
  messageId: string;
  icon: IconName;
  /** Path under /provider-dashboard ('' is the home). */
  path: string;
  /** Hidden from staff without this permission. */
  permission?: string;
}

export const providerNavigation: readonly ProviderNavItem[] = [
  { id: 'home', messageId: 'providerShell.nav.home', icon: 'home', path: '' },
  { id: 'salons', messageId: 'providerShell.nav.salons', icon: 'store', path: '/salons' },
  { id: 'barbers', messageId: 'providerShell.nav.barbers', icon: 'users', path: '/barbers' },
  { id: 'services', messageId: 'providerShell.nav.services', icon: 'scissors', path: '/services' },
  { id: 'reservations', messageId: 'providerShell.nav.reservations', icon: 'calendar', path: '/reservations', permission: 'reservations.view' },
  { id: 'closedTime', messageId: 'providerShell.nav.closedTime', icon: 'clock', path: '/closed-time', permission: 'salons.manage' },
  { id: 'wallet', messageId: 'providerShell.nav.wallet', icon: 'wallet', path: '/wallet', permission: 'wallet.view' },
  { id: 'banks', messageId: 'providerShell.nav.banks', icon: 'bank', path: '/banks' },
  { id: 'packages', messageId: 'providerShell.nav.packages', icon: 'package', path: '/packages' },
];

/** Which sidebar item a dashboard path belongs to (`/ar/provider-dashboard/barbers/3/edit` → barbers). */
export function activeNavId(pathname: string): string {
  const rest = pathname.split('/provider-dashboard')[1] ?? '';
  const section = rest.split('/').filter(Boolean)[0];
  return providerNavigation.find((item) => item.path === `/${section}`)?.id ?? (section ? '' : 'home');
}
