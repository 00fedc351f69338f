/** Handlers of customers' online booking (issue 22, docs/customer-booking.md), keyed by operationId. */
import type { Handlers } from '../../context';
import { customerHandlers } from './customer';
import { onlineBookingProviderHandlers } from './provider';

export const customerBookingHandlers: Handlers = { ...customerHandlers, ...onlineBookingProviderHandlers };
