import type { Generated } from 'kysely';

/** An OAuth 2.0 app a person registered; `client_id` is its public name in the protocol. */
export interface OAuthAppsTable {
  id: Generated<string>;
  client_id: string;
  owner_id: string;
  name: string;
  redirect_uris: string[];
  /** A server that keeps a secret; false for a public (phone or browser) app, which must use PKCE. */
  confidential: boolean;
  /** SHA-256 of the client secret (shown once); null for a public app. */
  client_secret_hash: string | null;
  created_at: Generated<Date>;
}

/** A code the consent screen issued; exchanged once at the token endpoint. */
export interface OAuthAuthorizationCodesTable {
  id: Generated<string>;
  code_hash: string;
  app_id: string;
  user_id: string;
  redirect_uri: string;
  scopes: string[];
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** A refresh token; `code_id` is the authorization code its grant started from. */
export interface OAuthRefreshTokensTable {
  id: Generated<string>;
  token_hash: string;
  app_id: string;
  user_id: string;
  code_id: string;
  /** The access token issued together with this refresh token (api_tokens). */
  access_token_id: string | null;
  scopes: string[];
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Generated<Date>;
}

/** A person's consent to an app, listed under Connected apps. */
export interface OAuthGrantsTable {
  user_id: string;
  app_id: string;
  scopes: string[];
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
