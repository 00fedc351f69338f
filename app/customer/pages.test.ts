import { describe, expect, it } from 'vitest';
import { customerPageOf } from './pages';

const locales = ['ar', 'en', 'tr', 'ur'];

describe('the customers’ pages by address', () => {
  it('finds a salon’s page, its slug in lower case, the query left out', () => {
    expect(customerPageOf('/ar/s/barber-house?utm=ig', locales)).toEqual({ locale: 'ar', page: 'salon', slug: 'barber-house' });
    expect(customerPageOf('/en/s/Barber-House', locales)).toEqual({ locale: 'en', page: 'salon', slug: 'barber-house' });
  });

  it('finds the bookings page and a booking’s manage link', () => {
    expect(customerPageOf('/tr/my-bookings', locales)).toEqual({ locale: 'tr', page: 'my-bookings', publicId: null });
    expect(customerPageOf('/ur/my-bookings/Xq3vT9bK2mNpL8sRw4yZ1A', locales)).toEqual({ locale: 'ur', page: 'my-bookings', publicId: 'Xq3vT9bK2mNpL8sRw4yZ1A' });
  });

  it('finds the page that stops reminders; a token not in a token’s form is the same page, saying the link is not valid', () => {
    expect(customerPageOf('/ar/reminders-off/3f.5Hc2vW0yQ1mXo3Jp8Ld7a_', locales)).toEqual({ locale: 'ar', page: 'reminders-off', token: '3f.5Hc2vW0yQ1mXo3Jp8Ld7a_' });
    expect(customerPageOf('/en/reminders-off/%3Cscript%3E', locales)).toEqual({ locale: 'en', page: 'reminders-off', token: null });
    expect(customerPageOf('/en/reminders-off', locales)).toBeNull();
  });

  it('is none for other addresses, a bad slug or id, or an unknown language', () => {
    for (const url of ['/ar', '/ar/s', '/ar/s/a/b', '/fr/s/x1', '/ar/s/-bad', '/ar/my-bookings/short', '/ar/about']) expect(customerPageOf(url, locales), url).toBeNull();
  });
});
