import type { PublicSalon } from './types';

/** What the server rendered a customer page from, sent beside the markup for the browser to hydrate with. */
export type CustomerData =
  | { page: 'salon'; salon: PublicSalon; renderedAt: number }
  | { page: 'salon-not-found'; slug: string }
  | { page: 'my-bookings'; publicId: string | null }
  | { page: 'reminders-off'; token: string | null };
