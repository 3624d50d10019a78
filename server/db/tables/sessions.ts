import type { Generated } from 'kysely';

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  user_agent: Generated<string>;
}
