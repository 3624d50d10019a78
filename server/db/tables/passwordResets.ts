export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** A mailed link that finishes a log-in (login assistance): kept like a reset link, by its token's hash. */
export type LoginAssistsTable = PasswordResetsTable;
