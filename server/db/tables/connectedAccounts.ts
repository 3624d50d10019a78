import type { Generated, Selectable } from 'kysely';

export interface ConnectedAccountsTable {
  user_id: string;
  network: string;
  username: string;
  connected_at: Generated<Date>;
}

export type ConnectedAccountRow = Selectable<ConnectedAccountsTable>;
