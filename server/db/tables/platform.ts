/** Platform tables (accounts, sign-in, packages, notifications, uploads, outboxes); see migration 0001. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A timestamptz the database defaults: read as Date, written as Date or ISO string. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

type Locale = 'ar' | 'en' | 'tr' | 'ur';
export type ProviderRole = 'owner' | 'admin' | 'manager' | 'receptionist';
export type TokenKind = 'provider' | 'focus' | 'company' | 'customer';
export type Audience = 'provider' | 'focus';
export type CodePurpose = 'provider_login' | 'provider_register' | 'provider_reset' | 'focus_reset' | 'focus_register' | 'customer_login';

interface SchemaMigrationsTable {
  name: string;
  applied_at: CreatedAt;
}

interface ProvidersTable {
  id: Generated<number>;
  commercial_name_ar: string;
  commercial_name_en: string;
  commercial_name_tr: string | null;
  commercial_name_ur: string | null;
  commercial_register: string | null;
  tax_number: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface ProviderUsersTable {
  id: Generated<number>;
  provider_id: number;
  name: string;
  mobile: string;
  email: string | null;
  avatar: string | null;
  password_hash: string | null;
  role: ProviderRole;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  is_super_admin: Generated<boolean>;
  chat_status: Generated<boolean>;
  show_hijri: Generated<boolean>;
  verified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface FocusUsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string | null;
  avatar: string | null;
  password_hash: string | null;
  social_type: 'google' | 'apple' | null;
  google_subject: string | null;
  apple_subject: string | null;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  email_verified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface OneTimeCodesTable {
  id: Generated<number>;
  purpose: CodePurpose;
  target: string;
  code_hash: string;
  payload: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
  /** The address that asked for the code ('' for codes issued without one). */
  client: Generated<string>;
}

interface AccessTokensTable {
  id: Generated<number>;
  kind: TokenKind;
  subject_id: number;
  token_hash: string;
  device_token: string | null;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** One bullet point of a package card, per language. */
export interface PackageFeatureText {
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  /** The part of the product the feature is (the focus dashboard links to it); absent for a benefit that is not a place. */
  part?: 'room_settings' | null;
}

interface PackagesTable {
  id: Generated<number>;
  audience: Audience;
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
  description_ar: string | null;
  description_en: string | null;
  description_tr: string | null;
  description_ur: string | null;
  price: number;
  duration_days: number;
  max_salons: Generated<number>;
  max_barbers: Generated<number>;
  features: JSONColumnType<PackageFeatureText[], string | undefined, string>;
  is_popular: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

interface SubscriptionsTable {
  id: Generated<number>;
  audience: Audience;
  subscriber_id: number;
  package_id: number;
  started_at: Timestamp;
  expire_at: Timestamp;
  expiring_notified_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface NotificationText {
  title: string;
  body: string;
}
export type NotificationData = Record<Locale, NotificationText>;

interface NotificationsTable {
  id: Generated<number>;
  recipient_kind: Audience;
  recipient_id: number;
  type: string;
  data: JSONColumnType<NotificationData, string, string>;
  link: string | null;
  read_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface UploadsTable {
  id: Generated<number>;
  owner_kind: TokenKind;
  owner_id: number;
  folder: string;
  file: string;
  content_type: string;
  size: number;
  created_at: CreatedAt;
}

interface SmsOutboxTable {
  id: Generated<number>;
  recipient: string;
  body: string;
  code: string | null;
  created_at: CreatedAt;
}

interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile: string | null;
  subject: string;
  message: string;
  locale: string;
  created_at: CreatedAt;
}

interface OauthStatesTable {
  id: Generated<number>;
  state_hash: string;
  provider: 'google' | 'apple';
  locale: string;
  code_verifier: string;
  nonce: string;
  id_token_hash: string | null;
  completed_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

interface LoginFailuresTable {
  id: Generated<number>;
  identifier: string;
  created_at: CreatedAt;
  /** The address the wrong answer came from. */
  client: Generated<string>;
}

export interface PlatformTables {
  oauth_states: OauthStatesTable;
  login_failures: LoginFailuresTable;
  schema_migrations: SchemaMigrationsTable;
  providers: ProvidersTable;
  provider_users: ProviderUsersTable;
  focus_users: FocusUsersTable;
  one_time_codes: OneTimeCodesTable;
  access_tokens: AccessTokensTable;
  packages: PackagesTable;
  subscriptions: SubscriptionsTable;
  notifications: NotificationsTable;
  uploads: UploadsTable;
  sms_outbox: SmsOutboxTable;
  mail_outbox: MailOutboxTable;
  contact_messages: ContactMessagesTable;
}
