import type { SocialProvider } from '../../core/socialLogin';

/** One OpenID provider as the operator configured it (OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET). */
export interface OidcProviderConfig {
  name: SocialProvider;
  /** The button text. */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SocialLoginSettings {
  /** Only the configured providers: the others are not offered. */
  providers: readonly OidcProviderConfig[];
  /** PUBLIC_URL when set: the origin redirect URIs are built on; otherwise the request's own origin. */
  publicOrigin: string | null;
}

/** What a provider told us about the person, from an ID token whose signature, issuer and audience passed. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  /** Only `email_verified === true` counts: anything else may be an address the person never proved. */
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  birthdate: string | null;
  gender: string | null;
  picture: string | null;
}

/** The provider could not be reached or answered nonsense while we looked it up (discovery). */
export class OidcUnavailableError extends Error {
  constructor(provider: SocialProvider, cause: unknown) {
    super(`OpenID provider ${provider} is unreachable: ${cause instanceof Error ? cause.message : cause}`);
    this.name = 'OidcUnavailableError';
  }
}

/** What the callback needs to check the answer belongs to the request we sent. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The OpenID Connect calls social log-in makes; the implementation (openid-client) lives in server/infra. */
export interface OidcClient {
  /** Fresh state, nonce and PKCE verifier for one authorization request. */
  newAuthorizationChecks(): AuthorizationChecks;
  /** Where to send the browser: code flow with PKCE, state and nonce. */
  authorizationUrl(
    provider: OidcProviderConfig,
    redirectUri: string,
    checks: AuthorizationChecks,
  ): Promise<URL>;
  /** The callback: exchanges the code and validates the ID token against the checks sent. */
  exchangeCode(
    provider: OidcProviderConfig,
    callbackUrl: URL,
    checks: AuthorizationChecks,
  ): Promise<VerifiedIdentity>;
  /** An ID token handed to us directly: valid only when the provider signed it for our client and it is current. */
  verifyIdToken(provider: OidcProviderConfig, idToken: string): Promise<VerifiedIdentity>;
}
