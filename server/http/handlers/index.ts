/** Every operation's handler, keyed by operationId: the platform's and the booking domain's. */
import type { Handlers } from '../context';
import { bookingHandlers } from './booking';
import { platformHandlers } from './platform';

export const allHandlers: Handlers = { ...platformHandlers, ...(bookingHandlers as Handlers) };
