import { describe, expect, it } from 'vitest';
import { providerRoutes } from '../../routes/provider';
import { activeNavId, providerNavigation, visibleNavigation } from './navigation';

const ids = (groups: ReturnType<typeof visibleNavigation>) => groups.map((g) => [g.id, g.items.map((i) => i.id)]);

describe('provider navigation', () => {
  it('groups every page an owner uses: bookings, business, money, account', () => {
    expect(ids(visibleNavigation(() => true))).toEqual([
      ['start', ['home']],
      ['bookings', ['reservations', 'clients', 'onlineBooking', 'customerMessages', 'closedTime', 'bufferTimes']],
      ['business', ['salons', 'barbers', 'services', 'admins']],
      ['money', ['wallet', 'banks', 'packages']],
      ['account', ['notifications', 'profile']],
    ]);
  });

  it('shows the clients to those who may view them', () => {
    const clientsOnly = visibleNavigation((permission) => permission === 'clients.view');
    expect(ids(clientsOnly)[1]).toEqual(['bookings', ['clients']]);
  });

  it('hides an entry whose permission the user lacks, and a group left empty', () => {
    const staff = visibleNavigation((permission) => permission === 'reservations.view');
    expect(ids(staff)).toEqual([
      ['start', ['home']],
      ['bookings', ['reservations']],
      ['business', ['salons', 'barbers', 'services']],
      ['money', ['packages']],
      ['account', ['notifications', 'profile']],
    ]);
  });

  it('points every entry at a dashboard route', () => {
    const paths = (providerRoutes[0]?.children ?? []).map((r) => (r.index ? '' : `/${r.path}`));
    for (const item of providerNavigation.flatMap((g) => g.items)) expect(paths, item.id).toContain(item.path);
  });

  it('marks the section of nested pages as active', () => {
    expect(activeNavId('/ar/provider-dashboard')).toBe('home');
    expect(activeNavId('/en/provider-dashboard/barbers/3/edit')).toBe('barbers');
    expect(activeNavId('/en/provider-dashboard/reservations/create')).toBe('reservations');
    expect(activeNavId('/en/provider-dashboard/profile/edit-profile')).toBe('profile');
    expect(activeNavId('/ar/provider-dashboard/closed-time')).toBe('closedTime');
    expect(activeNavId('/ar/provider-dashboard/buffer-times')).toBe('bufferTimes');
    expect(activeNavId('/ar/provider-dashboard/admin/add')).toBe('admins');
    expect(activeNavId('/ar/provider-dashboard/notifcation')).toBe('notifications');
    expect(activeNavId('/en/provider-dashboard/clients/12')).toBe('clients');
    expect(activeNavId('/ar/provider-dashboard/online-booking')).toBe('onlineBooking');
    expect(activeNavId('/ar/provider-dashboard/customer-messages')).toBe('customerMessages');
  });
});
