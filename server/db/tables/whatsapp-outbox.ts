/** The development WhatsApp outbox (issue 19); see migration 0151 and server/messages/whatsapp.ts. */
import type { ColumnType, Generated } from 'kysely';

interface WhatsAppOutboxTable {
  id: Generated<number>;
  recipient: string;
  template: string;
  language: string;
  /** Written as a JSON string, read as the array. */
  parameters: ColumnType<string[], string, string>;
  body: string;
  provider_message_id: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WhatsAppOutboxTables {
  whatsapp_outbox: WhatsAppOutboxTable;
}
