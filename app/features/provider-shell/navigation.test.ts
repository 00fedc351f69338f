import { describe, expect, it } from 'vitest';
import { activeNavId, providerNavigation } from './navigation';

describe('provider navigation', () => {
  it('lists the spec’s sections in order', () => {
    expect(providerNavigation.map((i) => i.id)).toEqual(['home', 'salons', 'barbers', 'services', 'reservations', 'closedTime', 'wallet', 'banks', 'packages']);
  });
  it('marks the section of nested pages as active', () => {
    expect(activeNavId('/ar/provider-dashboard')).toBe('home');
    expect(activeNavId('/en/provider-dashboard/barbers/3/edit')).toBe('barbers');
    expect(activeNavId('/en/provider-dashboard/reservations/create')).toBe('reservations');
    expect(activeNavId('/en/provider-dashboard/profile')).toBe('');
    expect(activeNavId('/ar/provider-dashboard/closed-time')).toBe('closedTime');
  });
});
