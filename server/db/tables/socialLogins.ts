import type { Generated, Selectable } from 'kysely';

/** An OpenID provider identity (provider + the ID token's `sub`) that logs in to one account. */
export interface SocialLoginsTable {
  id: Generated<string>;
  /** google, facebook, line or sso (core/socialLogin.ts). */
  provider: string;
  subject: string;
  user_id: string;
  /** The provider's email for the identity when it was connected (shown on the settings page). */
  email: string | null;
  created_at: Generated<Date>;
}

/** A trip to the provider under way (state, nonce, PKCE verifier), bound to the browser that left. */
export interface SocialLoginStatesTable {
  state_hash: string;
  browser_hash: string;
  provider: string;
  /** 'login', or 'link' to connect the identity to link_user_id (the signed-in person who left). */
  intent: string;
  link_user_id: string | null;
  nonce: string;
  code_verifier: string;
  /** Where to go afterwards: already a safe same-origin path. */
  next_path: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

/** A verified identity waiting for the "Finish signing up" page. */
export interface SocialSignupsTable {
  token_hash: string;
  provider: string;
  subject: string;
  email: string | null;
  email_verified: boolean;
  full_name: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
  /** The login method of the session its completion starts, when not the provider's own (Google one tap). */
  login_method: number | null;
}

export type SocialLoginRow = Selectable<SocialLoginsTable>;
export type SocialSignupRow = Selectable<SocialSignupsTable>;
