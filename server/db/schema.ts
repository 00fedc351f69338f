import type { BookingTables } from './tables/booking';
import type { CustomerBookingTables } from './tables/customer-booking';
import type { CustomerMessageTables } from './tables/customer-messages';
import type { InvitationTables } from './tables/invitations';
import type { PlatformTables } from './tables/platform';
import type { ScheduleTables } from './tables/schedule';
import type { WhatsAppOutboxTables } from './tables/whatsapp-outbox';

/**
 * The whole database as Kysely sees it. Each area declares its own tables
 * (platform: accounts, tokens, OTP, packages, notifications, uploads;
 *  booking: salons, barbers, services, buffers, reservations, wallet, banks, locations;
 *  customer booking: online settings, slugs, customers, clients;
 *  customer messages: per-salon message settings, every message a booking causes, the WhatsApp outbox).
 */
export interface Database extends PlatformTables, BookingTables, ScheduleTables, InvitationTables, CustomerBookingTables, CustomerMessageTables, WhatsAppOutboxTables {}
