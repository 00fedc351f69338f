/** Handlers of the booking domain, keyed by OpenAPI operationId. */
import type { Handlers } from '../../context';
import { catalogHandlers } from './catalog';
import { moneyHandlers } from './money';
import { peopleHandlers } from './people';
import { reservationHandlers } from './reservations';
import { scheduleHandlers } from './schedule';

export const bookingHandlers: Handlers = {
  ...catalogHandlers,
  ...reservationHandlers,
  ...moneyHandlers,
  ...peopleHandlers,
  ...scheduleHandlers,
};
