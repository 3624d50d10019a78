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
  /** Pins saved to public boards: the count people other than the account holder see. */
  public_pin_count: Generated<number>;
  /** Public boards owned: the count people other than the account holder see. */
  public_board_count: Generated<number>;
  follower_count: Generated<number>;
  following_count: Generated<number>;
  created_at: Generated<Date>;
  /** When the person proved they read `email` (a mailed link, or a provider that checked it); null: unverified. */
  email_verified_at: Date | null;
  /** When the last verification link went out, so resends can be limited to one a minute. */
  email_verification_sent_at: Date | null;
  /** A business (partner) account. */
  is_partner: Generated<boolean>;
  business_name: string | null;
  business_website: string | null;
  business_country: string | null;
  /** The business asks everyone acting for it (except its owners) to use two-factor authentication. */
  requires_mfa: Generated<boolean>;
  /** The instance administrator (the first account made; see server/domain/instance.ts). */
  is_admin: Generated<boolean>;
  /** When an administrator suspended the account: it cannot log in and has no sessions. Null: not suspended. */
  suspended_at: Date | null;
}

/**
 * A person as the app reads them: every column but the password hash, which only the sign-in and password code
 * reads, by name, and the instance roles, which only the admin code reads. Read users with USER_COLUMNS, never
 * `selectAll`, so the hash stays out of cards, loaders and search.
 */
export type UserRow = Omit<Selectable<UsersTable>, 'password_hash' | 'is_admin' | 'suspended_at'>;

/** The columns of UserRow; the compiler fails below until a new column of the table is listed or left out. */
export const USER_COLUMN_NAMES = [
  'id',
  'username',
  'email',
  'full_name',
  'birth_date',
  'image_id',
  'about',
  'pin_count',
  'board_count',
  'public_pin_count',
  'public_board_count',
  'follower_count',
  'following_count',
  'created_at',
  'email_verified_at',
  'email_verification_sent_at',
  'is_partner',
  'business_name',
  'business_website',
  'business_country',
  'requires_mfa',
] as const satisfies readonly (keyof UserRow)[];
const everyColumnListed: Exclude<keyof UserRow, (typeof USER_COLUMN_NAMES)[number]> extends never
  ? true
  : false = true;
void everyColumnListed;

/** UserRow's columns qualified by table, for a select that joins users to other tables. */
export const USER_COLUMNS = USER_COLUMN_NAMES.map((name) => `users.${name}` as const);
