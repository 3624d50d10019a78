import type { Selectable } from 'kysely';

/** A verification link mailed to one address of one account. */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: string;
  /** The address the link proves; the link is worthless once the account has another. */
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export type EmailVerificationRow = Selectable<EmailVerificationsTable>;
