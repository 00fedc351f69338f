import type { IconName } from '../../../design-system/components/Icon';

interface ProviderNavItem {
  id: string;
  messageId: string;
  icon: IconName;
  /** Path under /provider-dashboard ('' is the home). */
  path: string;
  /** Hidden from staff without this permission (the route's guard asks for the same one). */
  permission?: string;
}

export interface ProviderNavGroup {
  id: 'start' | 'bookings' | 'business' | 'money' | 'account';
  /** The group's heading; the home link stands alone above the groups. */
  messageId?: string;
  items: readonly ProviderNavItem[];
}

/** The provider sidebar: every dashboard page an owner may open, grouped as an owner thinks of them. */
export const providerNavigation: readonly ProviderNavGroup[] = [
  { id: 'start', items: [{ id: 'home', messageId: 'providerShell.nav.home', icon: 'home', path: '' }] },
  {
    id: 'bookings',
    messageId: 'providerShell.nav.group.bookings',
    items: [
      { id: 'reservations', messageId: 'providerShell.nav.reservations', icon: 'calendar', path: '/reservations', permission: 'reservations.view' },
      { id: 'clients', messageId: 'providerShell.nav.clients', icon: 'users', path: '/clients', permission: 'clients.view' },
      { id: 'onlineBooking', messageId: 'providerShell.nav.onlineBooking', icon: 'globe', path: '/online-booking', permission: 'salons.manage' },
      { id: 'customerMessages', messageId: 'providerShell.nav.customerMessages', icon: 'whatsapp', path: '/customer-messages', permission: 'salons.manage' },
      { id: 'closedTime', messageId: 'providerShell.nav.closedTime', icon: 'clock', path: '/closed-time', permission: 'salons.manage' },
      { id: 'bufferTimes', messageId: 'providerShell.nav.bufferTimes', icon: 'hourglass', path: '/buffer-times', permission: 'buffer_times.manage' },
    ],
  },
  {
    id: 'business',
    messageId: 'providerShell.nav.group.business',
    items: [
      { id: 'salons', messageId: 'providerShell.nav.salons', icon: 'store', path: '/salons' },
      { id: 'barbers', messageId: 'providerShell.nav.barbers', icon: 'users', path: '/barbers' },
      { id: 'services', messageId: 'providerShell.nav.services', icon: 'scissors', path: '/services' },
      { id: 'admins', messageId: 'providerShell.nav.admins', icon: 'shield', path: '/admin', permission: 'admins.manage' },
    ],
  },
  {
    id: 'money',
    messageId: 'providerShell.nav.group.money',
    items: [
      { id: 'wallet', messageId: 'providerShell.nav.wallet', icon: 'wallet', path: '/wallet', permission: 'wallet.view' },
      { id: 'banks', messageId: 'providerShell.nav.banks', icon: 'bank', path: '/banks', permission: 'bank.manage' },
      { id: 'packages', messageId: 'providerShell.nav.packages', icon: 'package', path: '/packages' },
    ],
  },
  {
    id: 'account',
    messageId: 'providerShell.nav.group.account',
    items: [
      // The route keeps the original product's spelling of the address.
      { id: 'notifications', messageId: 'providerShell.nav.notifications', icon: 'bell', path: '/notifcation' },
      { id: 'profile', messageId: 'providerShell.nav.profile', icon: 'user', path: '/profile' },
    ],
  },
];

/** The groups with only the entries the user may open; a group left empty is dropped. */
export function visibleNavigation(may: (permission: string) => boolean): ProviderNavGroup[] {
  return providerNavigation
    .map((group) => ({ ...group, items: group.items.filter((item) => !item.permission || may(item.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** Which sidebar item a dashboard path belongs to (`/ar/provider-dashboard/barbers/3/edit` → barbers). */
export function activeNavId(pathname: string): string {
  const rest = pathname.split('/provider-dashboard')[1] ?? '';
  const section = rest.split('/').filter(Boolean)[0];
  const items = providerNavigation.flatMap((group) => group.items);
  return items.find((item) => item.path === `/${section}`)?.id ?? (section ? '' : 'home');
}
