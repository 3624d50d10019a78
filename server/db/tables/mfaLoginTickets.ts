import type { Generated } from 'kysely';

export interface MfaLoginTicketsTable {
  /** SHA-256 of the ticket handed to the client after the password passed. */
  ticket_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}
