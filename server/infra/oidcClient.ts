import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { SocialProvider } from '../../core/socialLogin';
import {
  type AuthorizationChecks,
  type OidcClient,
  type OidcProviderConfig,
  OidcUnavailableError,
  type VerifiedIdentity,
} from '../domain/oidc';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http is refused by openid-client; we allow it only for an issuer on this machine (a local test or
 * development provider), never for one across a network where tokens could be read or changed on the way.
 */
function allowsPlainHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/**
 * The client authentication the provider supports: Basic (RFC 6749 says every server must support it, and it
 * is the default when the provider lists none), or the secret in the body when only that is listed (LINE).
 */
function clientAuthFor(metadata: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post'))
    return oidc.ClientSecretPost(secret);
  return oidc.ClientSecretBasic(secret);
}

const configurations = new WeakMap<OidcProviderConfig, Promise<oidc.Configuration>>();

/**
 * The provider's configuration, discovered on first use (so a provider that is down does not stop the server
 * from starting) and kept; a failed discovery is forgotten, so the next try asks again.
 */
export function providerConfiguration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const known = configurations.get(provider);
  if (known) return known;
  const issuer = new URL(provider.issuer);
  const plainHttp = allowsPlainHttp(issuer);
  const discovered = oidc
    .discovery(issuer, provider.clientId, undefined, undefined, {
      timeout: 10,
      ...(plainHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .then((found) => {
      const metadata = found.serverMetadata();
      const config = new oidc.Configuration(
        metadata,
        provider.clientId,
        provider.clientSecret,
        clientAuthFor(metadata, provider.clientSecret),
      );
      if (plainHttp) oidc.allowInsecureRequests(config);
      return config;
    })
    .catch((error: unknown) => {
      configurations.delete(provider);
      throw new OidcUnavailableError(provider.name, error);
    });
  configurations.set(provider, discovered);
  return discovered;
}

/** The authorization request: code flow with PKCE (S256), state and nonce, asking for openid, email, profile. */
export async function authorizationUrl(
  provider: OidcProviderConfig,
  redirectUri: string,
  checks: AuthorizationChecks,
): Promise<URL> {
  const config = await providerConfiguration(provider);
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

export function newAuthorizationChecks(): AuthorizationChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function identityFromClaims(provider: SocialProvider, claims: JWTPayload): VerifiedIdentity {
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('The ID token has no subject');
  return {
    provider,
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    birthdate: text(claims.birthdate),
    gender: text(claims.gender),
    picture: text(claims.picture),
  };
}

/**
 * The callback: exchanges the code (with the PKCE verifier) and validates the ID token — signature against the
 * provider's keys, issuer, audience, expiry, nonce — all by openid-client, which also checks the state. Some
 * providers put the email only behind the userinfo endpoint; it is read there (for the same subject) then.
 */
export async function exchangeCode(
  provider: OidcProviderConfig,
  callbackUrl: URL,
  checks: AuthorizationChecks,
): Promise<VerifiedIdentity> {
  const config = await providerConfiguration(provider);
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The provider answered without an ID token');
  const identity = identityFromClaims(provider.name, claims);
  if (identity.email === null && config.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, identity.subject);
    return {
      ...identity,
      email: text(info.email),
      emailVerified: info.email_verified === true,
      name: identity.name ?? text(info.name),
    };
  }
  return identity;
}

const keySets = new WeakMap<OidcProviderConfig, ReturnType<typeof createRemoteJWKSet>>();

/**
 * An ID token handed to us directly (the legacy /v3/facebook calls): valid only when signed by the provider's
 * published keys, issued by it, for our client id, and not expired.
 */
export async function verifyIdToken(
  provider: OidcProviderConfig,
  idToken: string,
): Promise<VerifiedIdentity> {
  const config = await providerConfiguration(provider);
  const metadata = config.serverMetadata();
  if (!metadata.jwks_uri) throw new Error(`OpenID provider ${provider.name} publishes no keys`);
  let keys = keySets.get(provider);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(metadata.jwks_uri));
    keySets.set(provider, keys);
  }
  const { payload } = await jwtVerify(idToken, keys, {
    issuer: metadata.issuer,
    audience: provider.clientId,
    clockTolerance: 30,
  });
  return identityFromClaims(provider.name, payload);
}

/** The OpenID Connect client the domain's social log-in calls, over openid-client and jose. */
export const oidcClient: OidcClient = {
  newAuthorizationChecks,
  authorizationUrl,
  exchangeCode,
  verifyIdToken,
};
