import type { Generated } from 'kysely';

export interface MfaRecoveryCodesTable {
  /** SHA-256 of the normalized code: the codes themselves are shown once and never stored. */
  code_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  used_at: Date | null;
}
