import type { Generated } from 'kysely';

export interface SessionsTable {
  /** What its person names it by (Settings → Sessions); the token's hash never leaves the server. */
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  user_agent: Generated<string>;
  /** How it began: the legacy login method number (core/loginMethods.ts). */
  login_method: Generated<number>;
}
