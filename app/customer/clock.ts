import { createContext, useContext } from 'react';

/** The customers' pages' clock (ms): the browser's, or a fixed one in stories and tests ("open now", which bookings are upcoming). */
const ClockContext = createContext<() => number>(Date.now);
export const ClockProvider = ClockContext.Provider;
export const useClock = () => useContext(ClockContext);
