import type { Generated } from 'kysely';

export interface LoginFailuresTable {
  id: Generated<string>;
  /** `user:{id}` for an account, `login:{typed login}` when none has it. */
  login_key: string;
  failed_at: Date;
}
