import type { Generated } from 'kysely';

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}
