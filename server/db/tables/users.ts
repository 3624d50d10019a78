import type { Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  password_hash: string | null;
  full_name: string;
  birth_date: string | null;
  image_id: string | null;
  about: Generated<string>;
  pin_count: Generated<number>;
  board_count: Generated<number>;
  follower_count: Generated<number>;
  following_count: Generated<number>;
  created_at: Generated<Date>;
}

export type UserRow = Selectable<UsersTable>;
