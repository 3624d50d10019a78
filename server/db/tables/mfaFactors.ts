import type { Generated, Selectable } from 'kysely';

export interface MfaFactorsTable {
  user_id: string;
  /** Base32 TOTP secret. */
  secret: string;
  created_at: Generated<Date>;
  /** When the person confirmed the authenticator with a code; null while enrollment is pending. */
  enabled_at: Date | null;
  /** The newest 30-second step whose code was accepted (replay protection); bigint, so a decimal string. */
  last_used_step: string | null;
}

export type MfaFactorRow = Selectable<MfaFactorsTable>;
