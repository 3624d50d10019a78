import type { Generated } from 'kysely';

/** A bearer token of the open API: a personal access token, or one issued to an OAuth app (client_id set). */
export interface ApiTokensTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 of the secret; the secret itself is shown once and never stored. */
  token_hash: string;
  name: string;
  scopes: string[];
  client_id: string | null;
  created_at: Generated<Date>;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}
