import { createContext, useContext } from 'react';
import type { CustomerBooking, SlotDay } from './types';

/** What the customers' pages ask of the API (app/customer/api.ts answers with the typed client; tests and stories may pass their own). */
export interface CustomerCalls {
  /** Free times for the chosen services and barber (null: any barber), `days` days from `from`. */
  slots(slug: string, query: { from: string; days: number; serviceIds: number[]; barberId: number | null }): Promise<SlotDay[]>;
  /** Sends a sign-in code by SMS (answers the same for any number). */
  requestCode(mobile: string): Promise<void>;
  /** Checks the code and keeps the customer's session. */
  verify(mobile: string, code: string): Promise<void>;
  /** Whether this browser holds a customer session. */
  signedIn(): boolean;
  /** Ends the customer's session. */
  signOut(): Promise<void>;
  book(slug: string, body: { service_ids: number[]; barber_id: number | null; starts_at: string; name: string }): Promise<CustomerBooking>;
  bookings(): Promise<{ upcoming: CustomerBooking[]; past: CustomerBooking[] }>;
  booking(publicId: string): Promise<CustomerBooking>;
  cancel(publicId: string): Promise<CustomerBooking>;
  move(publicId: string, body: { starts_at: string; barber_id: number | null }): Promise<CustomerBooking>;
  /** Switches off reminders for the client a reminder's link names; answers the business's name. */
  stopReminders(token: string): Promise<{ business: string }>;
}

const CallsContext = createContext<CustomerCalls | null>(null);
export const CustomerCallsProvider = CallsContext.Provider;

export function useCustomerCalls(): CustomerCalls {
  const calls = useContext(CallsContext);
  if (!calls) throw new Error('useCustomerCalls must be used inside <CustomerCallsProvider>');
  return calls;
}
