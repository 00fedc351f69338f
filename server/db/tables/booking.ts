/** Booking-domain tables (salons, barbers, services, buffers, reservations, wallet, banks, locations); see migration 0100. */
import type { ColumnType, Generated, JSONColumnType, RawBuilder } from 'kysely';
import type { WeeklyHours } from '../../domain/working-hours';

/** A timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint comes back as string (pg) or bigint (PGlite); written as number. Read through `toInt`. */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

interface CountriesTable {
  id: number;
  iso_code: string;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  phone_code: string;
}

interface StatesTable {
  id: number;
  country_id: number;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
}

interface CitiesTable {
  id: number;
  state_id: number;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  latitude: number;
  longitude: number;
}

interface BanksTable {
  id: number;
  code: string;
  iban_code: string | null;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  sort_order: number;
}

interface BankAccountsTable {
  id: Generated<number>;
  provider_id: number;
  bank_id: number;
  account_holder_name: string;
  account_number: string;
  iban: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SalonsTable {
  id: Generated<number>;
  provider_id: number;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  description_ar: string | null;
  description_en: string | null;
  description_tr: string | null;
  description_ur: string | null;
  address: string;
  city_id: number;
  latitude: number;
  longitude: number;
  phone: string | null;
  logo: string | null;
  cover: string | null;
  timezone: Generated<string>;
  slot_interval_minutes: Generated<number>;
  working_hours: JSONColumnType<WeeklyHours, string, string>;
  buffer_before_minutes: Generated<number>;
  buffer_after_minutes: Generated<number>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BarbersTable {
  id: Generated<number>;
  provider_id: number;
  salon_id: number;
  name: string;
  mobile: string | null;
  photo: string | null;
  skills_ar: string | null;
  skills_en: string | null;
  skills_tr: string | null;
  skills_ur: string | null;
  working_hours: JSONColumnType<WeeklyHours | null, string | null, string | null>;
  buffer_before_minutes: number | null;
  buffer_after_minutes: number | null;
  is_active: Generated<boolean>;
  /** Shown and bookable on the salon's public page (migration 0140). */
  bookable_online: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ServicesTable {
  id: Generated<number>;
  provider_id: number;
  salon_id: number;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  description_ar: string | null;
  description_en: string | null;
  description_tr: string | null;
  description_ur: string | null;
  price: number;
  duration_minutes: number;
  image: string | null;
  is_active: Generated<boolean>;
  /** Shown and bookable on the salon's public page (migration 0140). */
  bookable_online: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface BarberServicesTable {
  barber_id: number;
  service_id: number;
}

export type ReservationStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
export type BookingSource = 'staff' | 'online';

interface ReservationsTable {
  id: Generated<number>;
  provider_id: number;
  salon_id: number;
  barber_id: number;
  salon_name_ar: string;
  salon_name_en: string;
  salon_name_tr: string | null;
  salon_name_ur: string | null;
  barber_name: string;
  timezone: string;
  /** Null only for a walk-in who gave no name (migration 0160). */
  customer_name: string | null;
  /** Null only for a walk-in who gave no mobile: then no client either. */
  customer_mobile: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  blocked_from: Timestamp;
  blocked_to: Timestamp;
  total: number;
  status: ReservationStatus;
  notes: string | null;
  cancel_reason: string | null;
  /** Set by the `reservations_attach_client` trigger on insert (migration 0140). */
  client_id: ColumnType<number | null, number | null | undefined, number | null>;
  source: ColumnType<BookingSource, BookingSource | undefined, BookingSource>;
  /** Booked by staff for a customer at the door (migration 0160). */
  walk_in: ColumnType<boolean, boolean | undefined, boolean>;
  /** The only id a customer sees: 22 characters of base64url, made by the database. */
  public_id: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface ReservationServicesTable {
  reservation_id: number;
  position: number;
  service_id: number;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  price: number;
  duration_minutes: number;
}

export type ReservationHistoryAction = 'created' | 'changed' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';

/** One stored field change: services as their names in every language, times as ISO instants. */
export interface StoredFieldChange {
  field: 'starts_at' | 'barber' | 'services' | 'notes' | 'status' | 'cancel_reason' | 'customer_name' | 'customer_mobile';
  from: string | StoredServiceName[] | null;
  to: string | StoredServiceName[] | null;
}

export interface StoredServiceName {
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
}

/** Append-only (migration 0130). */
interface ReservationHistoryTable {
  id: Generated<number>;
  reservation_id: number;
  provider_id: number;
  action: ReservationHistoryAction;
  actor_kind: 'staff' | 'customer' | null;
  actor_user_id: number | null;
  actor_name: string | null;
  changes: JSONColumnType<StoredFieldChange[], string | undefined, never>;
  created_at: CreatedAt;
}

interface IdempotencyKeysTable {
  provider_id: number;
  operation: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: JSONColumnType<object, string, string>;
  created_at: CreatedAt;
}

interface WalletsTable {
  provider_id: number;
  balance: ColumnType<string | number | bigint, number | undefined, number | RawBuilder<unknown>>;
  updated_at: CreatedAt;
}

export type WalletEntryType = 'credit' | 'dues' | 'withdrawal' | 'refund';

/** A ledger line's text, rendered in the reader's language at read time. */
export interface EntryDescription {
  key: string;
  params: Record<string, string | number>;
}

interface WalletEntriesTable {
  id: Generated<number>;
  provider_id: number;
  type: WalletEntryType;
  amount: BigIntColumn;
  balance_after: BigIntColumn;
  reservation_id: number | null;
  withdrawal_id: number | null;
  reverses_entry_id: number | null;
  description: JSONColumnType<EntryDescription, string, never>;
  created_at: CreatedAt;
}

interface WithdrawalsTable {
  id: Generated<number>;
  provider_id: number;
  amount: BigIntColumn;
  status: ColumnType<'pending' | 'paid' | 'rejected', 'pending' | 'paid' | 'rejected' | undefined, 'pending' | 'paid' | 'rejected'>;
  bank_account_id: number;
  bank_id: number;
  account_holder_name: string;
  account_number: string;
  iban: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface BookingTables {
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  banks: BanksTable;
  bank_accounts: BankAccountsTable;
  salons: SalonsTable;
  barbers: BarbersTable;
  services: ServicesTable;
  barber_services: BarberServicesTable;
  reservations: ReservationsTable;
  reservation_services: ReservationServicesTable;
  reservation_history: ReservationHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  wallets: WalletsTable;
  wallet_entries: WalletEntriesTable;
  withdrawals: WithdrawalsTable;
}
