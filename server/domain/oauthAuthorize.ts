import { randomBytes } from 'node:crypto';
import type { ApiScope } from '../../core/apiScopes';
import { AUTHORIZATION_CODE_SECONDS, oauthRedirect, requestedScopes } from '../../core/oauth';
import type { RequestContext } from './context';
import { validationError } from './errors';
import { findOAuthClient, sessionPerson } from './oauthApps';
import { hashToken } from './sessions';

/** The query parameters an app sends a person to `/oauth/` with, as they came (absent ones null). */
export interface AuthorizationRequest {
  clientId: string | null;
  redirectUri: string | null;
  responseType: string | null;
  scope: string | null;
  state: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

/**
 * What the consent page does with a request:
 * - `invalid`: the app or its return address cannot be trusted, so the person sees the reason and is never sent
 *   back to the app (otherwise anyone could use Tackboard to redirect people to an address of their choice);
 * - `redirect`: the app is known and its address registered, but the request is wrong; the app is told so at
 *   that address, as OAuth's error answer;
 * - `consent`: show the app's name and the scopes to allow.
 */
export type AuthorizationCheck =
  | { kind: 'invalid'; message: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'consent'; appName: string; clientId: string; redirectUri: string; scopes: ApiScope[] };

/** RFC 7636's code challenge: 43 to 128 unreserved characters (S256 gives 43). */
const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

export const UNKNOWN_APP = "This app isn't registered on Tackboard, so it can't ask for access.";
export const UNREGISTERED_REDIRECT =
  "The app asked to send you back to an address it hasn't registered, so we stopped here.";

/** Checks an authorization request in the order OAuth requires: the app and its return address first. */
export async function checkAuthorizationRequest(
  ctx: Pick<RequestContext, 'db'>,
  request: AuthorizationRequest,
): Promise<AuthorizationCheck> {
  const client = request.clientId ? await findOAuthClient(ctx.db, request.clientId) : null;
  if (!client) return { kind: 'invalid', message: UNKNOWN_APP };
  // Compared exactly, character for character: a prefix or pattern match lets an attacker pick a path.
  const redirectUri = request.redirectUri ?? '';
  if (!client.redirectUris.includes(redirectUri)) return { kind: 'invalid', message: UNREGISTERED_REDIRECT };

  const fail = (error: string, description: string): AuthorizationCheck => ({
    kind: 'redirect',
    url: oauthRedirect(redirectUri, { error, error_description: description, state: request.state }),
  });
  if (request.responseType !== 'code') {
    return fail('unsupported_response_type', 'Only response_type=code is supported.');
  }
  if (request.codeChallengeMethod !== null && request.codeChallengeMethod !== 'S256') {
    return fail('invalid_request', 'Only the S256 code_challenge_method is supported.');
  }
  if (request.codeChallenge === null && request.codeChallengeMethod !== null) {
    return fail('invalid_request', 'code_challenge_method was sent without a code_challenge.');
  }
  if (request.codeChallenge !== null && !CODE_CHALLENGE.test(request.codeChallenge)) {
    return fail('invalid_request', 'code_challenge must be 43 to 128 letters, digits, -, ., _ or ~.');
  }
  // A public app's code could be caught by another app on the same device; PKCE makes it useless to that app.
  if (!client.confidential && request.codeChallenge === null) {
    return fail('invalid_request', 'A public client must send a code_challenge (PKCE, S256).');
  }
  const scopes = requestedScopes(request.scope);
  if ('error' in scopes) return fail('invalid_scope', scopes.error);
  return {
    kind: 'consent',
    appName: client.name,
    clientId: client.clientId,
    redirectUri,
    scopes: scopes.scopes,
  };
}

/**
 * The person's answer on the consent page, as the address to send their browser to: with a new authorization
 * code when they allow, with `error=access_denied` when they cancel, and with the state the app sent either way.
 * A request the page would not have shown is refused with its reason. Only from a browser session: the
 * person's own click is the consent.
 */
export async function answerAuthorizationRequest(
  ctx: RequestContext,
  request: AuthorizationRequest,
  allow: boolean,
): Promise<string> {
  const person = sessionPerson(ctx);
  const check = await checkAuthorizationRequest(ctx, request);
  if (check.kind === 'invalid') throw validationError(check.message);
  if (check.kind === 'redirect') return check.url;
  if (!allow) {
    return oauthRedirect(check.redirectUri, {
      error: 'access_denied',
      error_description: 'The person declined to give the app access.',
      state: request.state,
    });
  }
  const code = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const app = await findOAuthClient(tx, check.clientId);
    if (!app) throw validationError(UNKNOWN_APP);
    await tx
      .insertInto('oauth_authorization_codes')
      .values({
        code_hash: hashToken(code),
        app_id: app.appId,
        user_id: person.id,
        redirect_uri: check.redirectUri,
        scopes: [...check.scopes],
        code_challenge: request.codeChallenge,
        code_challenge_method: request.codeChallenge === null ? null : 'S256',
        expires_at: new Date(now.getTime() + AUTHORIZATION_CODE_SECONDS * 1000),
        used_at: null,
      })
      .execute();
    await tx
      .insertInto('oauth_grants')
      .values({
        user_id: person.id,
        app_id: app.appId,
        scopes: [...check.scopes],
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'app_id']).doUpdateSet({ scopes: [...check.scopes], updated_at: now }),
      )
      .execute();
  });
  return oauthRedirect(check.redirectUri, { code, state: request.state });
}
