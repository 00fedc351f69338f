import { getCookie } from '../lib/cookies';
import type { CustomerCalls } from './calls';
import { CUSTOMER_TOKEN_COOKIE } from './session';

/**
 * The customers' pages' calls, with the API client loaded on the first call rather than with the
 * page: a salon's page arrives with its salon, and its first step calls nothing (the first load's
 * budget, docs/customer-booking.md).
 */
export function lazyCustomerCalls(locale: string): CustomerCalls {
  let loaded: Promise<CustomerCalls> | null = null;
  const calls = () => (loaded ??= import('./api').then((module) => module.customerCalls(locale)));
  return {
    slots: (...args) => calls().then((c) => c.slots(...args)),
    requestCode: (...args) => calls().then((c) => c.requestCode(...args)),
    verify: (...args) => calls().then((c) => c.verify(...args)),
    signedIn: () => Boolean(getCookie(CUSTOMER_TOKEN_COOKIE)),
    signOut: () => calls().then((c) => c.signOut()),
    book: (...args) => calls().then((c) => c.book(...args)),
    bookings: () => calls().then((c) => c.bookings()),
    booking: (...args) => calls().then((c) => c.booking(...args)),
    cancel: (...args) => calls().then((c) => c.cancel(...args)),
    move: (...args) => calls().then((c) => c.move(...args)),
    stopReminders: (...args) => calls().then((c) => c.stopReminders(...args)),
  };
}
