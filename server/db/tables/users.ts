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
}

export type UserRow = Selectable<UsersTable>;
