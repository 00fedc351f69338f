/** Tables of messages to customers (issue 19); see migration 0150 and docs/customer-messages.md. */
import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../i18n';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Moment = ColumnType<Date, Date | string, Date | string>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type MessageChannelSetting = 'whatsapp_sms' | 'sms' | 'off';
export type MessageKind = 'booked' | 'approved' | 'declined' | 'moved' | 'cancelled' | 'reminder';
export type MessageStatus = 'queued' | 'sent' | 'delivered' | 'read' | 'failed' | 'skipped';
export type MessageChannel = 'whatsapp' | 'sms';

interface SalonMessageSettingsTable {
  salon_id: number;
  provider_id: number;
  channel: ColumnType<MessageChannelSetting, MessageChannelSetting | undefined, MessageChannelSetting>;
  reminders_enabled: Generated<boolean>;
  reminder_offsets_minutes: ColumnType<number[], number[] | undefined, number[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

interface CustomerMessagesTable {
  id: Generated<string>;
  provider_id: number;
  salon_id: number;
  reservation_id: number;
  kind: MessageKind;
  dedupe_key: string;
  send_at: Moment;
  appointment_at: Moment;
  offset_minutes: number | null;
  locale: Locale;
  recipient: string;
  status: ColumnType<MessageStatus, MessageStatus | undefined, MessageStatus>;
  channel: MessageChannel | null;
  skip_reason: string | null;
  provider_message_id: string | null;
  attempts: Generated<number>;
  error: string | null;
  body: string | null;
  created_at: CreatedAt;
  sent_at: MaybeMoment;
  delivered_at: MaybeMoment;
  read_at: MaybeMoment;
  failed_at: MaybeMoment;
}

export interface CustomerMessageTables {
  salon_message_settings: SalonMessageSettingsTable;
  customer_messages: CustomerMessagesTable;
}
