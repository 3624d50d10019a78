import type { Generated } from 'kysely';

/** A reset link asked for, waiting for its mail job (known email or not). */
export interface PasswordResetRequestsTable {
  id: Generated<string>;
  email: string;
  requested_at: Date;
}
