/** Every operation's handler, keyed by operationId: the platform's, the booking domain's and customers' online booking. */
import type { Handlers } from '../context';
import { bookingHandlers } from './booking';
import { customerBookingHandlers } from './customer-booking';
import { customerMessagesHandlers } from './customer-messages';
import { platformHandlers } from './platform';
import { salonMessagesHandlers } from './salon-messages';

export const allHandlers: Handlers = { ...platformHandlers, ...(bookingHandlers as Handlers), ...customerBookingHandlers, ...salonMessagesHandlers, ...customerMessagesHandlers };
