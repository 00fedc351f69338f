/** Tables of customers' online booking (issue 22); see migration 0140 and docs/customer-booking.md. */
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../i18n';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

interface SalonOnlineSettingsTable {
  salon_id: number;
  provider_id: number;
  enabled: Generated<boolean>;
  slug: string;
  auto_confirm: Generated<boolean>;
  horizon_days: Generated<number>;
  min_notice_minutes: Generated<number>;
  change_cutoff_hours: Generated<number>;
  max_live_per_mobile: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface SalonSlugHistoryTable {
  old_slug: string;
  salon_id: number;
  created_at: CreatedAt;
}

interface CustomersTable {
  id: Generated<number>;
  mobile: string;
  name: string | null;
  language: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface ClientsTable {
  id: Generated<number>;
  provider_id: number;
  mobile: string;
  name: string;
  language: Locale | null;
  notes: string | null;
  blocked: Generated<boolean>;
  /** The customer's "no reminders" (issue 19): confirmations are still sent. */
  reminders_opted_out_at: Date | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CustomerBookingTables {
  salon_online_settings: SalonOnlineSettingsTable;
  salon_slug_history: SalonSlugHistoryTable;
  customers: CustomersTable;
  clients: ClientsTable;
}
