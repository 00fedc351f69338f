/** Pending staff invitations (migration 0011): staff entries whose number or e-mail has an account at another business. */
import type { ColumnType, Generated } from 'kysely';
import type { ProviderRole } from './platform';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

interface StaffInvitationsTable {
  /** From provider_users' sequence: an entry keeps its id when it moves between the tables. */
  id: Generated<number>;
  provider_id: number;
  name: string;
  mobile: string;
  email: string | null;
  role: ProviderRole;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface InvitationTables {
  staff_invitations: StaffInvitationsTable;
}
