import { randomBytes } from 'node:crypto';
import type {
  AuthorizationCode,
  AuthorizationCodeModel,
  Client,
  RefreshToken,
  RefreshTokenModel,
  Token,
  User,
} from '@node-oauth/oauth2-server';
import { isApiScope } from '../../core/apiScopes';
import { OAUTH_ACCESS_TOKEN_SECONDS, OAUTH_REFRESH_TOKEN_SECONDS } from '../../core/oauth';
import type { Db } from '../db/database';
import { issueApiToken } from './apiTokens';
import type { RequestContext } from './context';
import { authenticateOAuthClient, type OAuthClient } from './oauthApps';
import { hashToken } from './sessions';

/**
 * The storage the OAuth 2.0 server library (@node-oauth/oauth2-server) calls while it runs the token endpoint's
 * grants: it checks the client, the code's expiry, PKCE and the redirect URI, and rotates refresh tokens; this
 * model finds and writes the rows. Access tokens are api_tokens rows, so the bearer check every API uses accepts
 * them and revoking them works the same way as for personal tokens.
 */
export type OAuthTokenModel = AuthorizationCodeModel & RefreshTokenModel;

/** The grants an app may use at the token endpoint. */
export const OAUTH_GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;

/** What the library carries as its opaque "user": the person, and the grant (first code) the tokens descend from. */
interface Subject extends User {
  userId: string;
  codeId: string;
  refreshTokenId?: string;
}

function clientOf(app: OAuthClient): Client {
  return { id: app.clientId, grants: [...OAUTH_GRANT_TYPES], redirectUris: app.redirectUris, name: app.name };
}

/**
 * Revokes every token issued from one authorization code, through all its refreshes: what OAuth asks when a code
 * (or a rotated refresh token) is used a second time, since one of the two users of it is not the app.
 */
export async function revokeGrantChain(db: Db, codeId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('oauth_refresh_tokens')
      .set({ revoked_at: now })
      .where('code_id', '=', codeId)
      .where('revoked_at', 'is', null)
      .execute();
    await tx
      .updateTable('api_tokens')
      .set({ revoked_at: now })
      .where('revoked_at', 'is', null)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('oauth_refresh_tokens')
          .select('access_token_id')
          .where('code_id', '=', codeId)
          .where('access_token_id', 'is not', null)
          .$narrowType<{ access_token_id: string }>(),
      )
      .execute();
  });
}

export function oauthTokenModel(ctx: Pick<RequestContext, 'db' | 'now'>): OAuthTokenModel {
  const { db } = ctx;
  /**
   * NOTE: the library compares expiry dates with the process clock (`new Date()`), while our rules run on the
   * request's clock (which tests move); a date is handed over as the same distance from the process clock.
   */
  const onProcessClock = (at: Date): Date => new Date(Date.now() + (at.getTime() - ctx.now().getTime()));

  return {
    async getClient(clientId: string, clientSecret: string | null | undefined) {
      const app = await authenticateOAuthClient(db, clientId, clientSecret ?? null);
      return app ? clientOf(app) : null;
    },

    async getAuthorizationCode(code: string) {
      const row = await db
        .selectFrom('oauth_authorization_codes')
        .innerJoin('oauth_apps', 'oauth_apps.id', 'oauth_authorization_codes.app_id')
        .select([
          'oauth_authorization_codes.id',
          'oauth_authorization_codes.user_id',
          'oauth_authorization_codes.redirect_uri',
          'oauth_authorization_codes.scopes',
          'oauth_authorization_codes.code_challenge',
          'oauth_authorization_codes.code_challenge_method',
          'oauth_authorization_codes.expires_at',
          'oauth_authorization_codes.used_at',
          'oauth_apps.client_id',
        ])
        .where('oauth_authorization_codes.code_hash', '=', hashToken(code))
        .executeTakeFirst();
      if (!row) return null;
      if (row.used_at !== null) {
        await revokeGrantChain(db, row.id, ctx.now());
        return null;
      }
      const subject: Subject = { userId: row.user_id, codeId: row.id };
      const found: AuthorizationCode = {
        authorizationCode: code,
        expiresAt: onProcessClock(row.expires_at),
        redirectUri: row.redirect_uri,
        scope: row.scopes,
        client: { id: row.client_id, grants: [...OAUTH_GRANT_TYPES] },
        user: subject,
      };
      if (row.code_challenge !== null) {
        found.codeChallenge = row.code_challenge;
        found.codeChallengeMethod = row.code_challenge_method ?? 'S256';
      }
      return found;
    },

    async revokeAuthorizationCode(code: AuthorizationCode) {
      const { codeId } = code.user as Subject;
      const used = await db
        .updateTable('oauth_authorization_codes')
        .set({ used_at: ctx.now() })
        .where('id', '=', codeId)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // Another request exchanged it first: the code was used twice.
      if (!used) await revokeGrantChain(db, codeId, ctx.now());
      return used !== undefined;
    },

    async getRefreshToken(refreshToken: string) {
      const row = await db
        .selectFrom('oauth_refresh_tokens')
        .innerJoin('oauth_apps', 'oauth_apps.id', 'oauth_refresh_tokens.app_id')
        .select([
          'oauth_refresh_tokens.id',
          'oauth_refresh_tokens.user_id',
          'oauth_refresh_tokens.code_id',
          'oauth_refresh_tokens.scopes',
          'oauth_refresh_tokens.expires_at',
          'oauth_refresh_tokens.revoked_at',
          'oauth_apps.client_id',
        ])
        .where('oauth_refresh_tokens.token_hash', '=', hashToken(refreshToken))
        .executeTakeFirst();
      if (!row) return null;
      if (row.revoked_at !== null) {
        // A refresh token is replaced on every use, so a second use means it leaked: end the whole grant.
        await revokeGrantChain(db, row.code_id, ctx.now());
        return null;
      }
      const subject: Subject = { userId: row.user_id, codeId: row.code_id, refreshTokenId: row.id };
      const found: RefreshToken = {
        refreshToken,
        refreshTokenExpiresAt: onProcessClock(row.expires_at),
        scope: row.scopes,
        client: { id: row.client_id, grants: [...OAUTH_GRANT_TYPES] },
        user: subject,
      };
      return found;
    },

    async revokeToken(token: RefreshToken) {
      const { refreshTokenId } = token.user as Subject;
      if (refreshTokenId === undefined) return false;
      const revoked = await db
        .updateTable('oauth_refresh_tokens')
        .set({ revoked_at: ctx.now() })
        .where('id', '=', refreshTokenId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return revoked !== undefined;
    },

    async saveToken(token: Token, client: Client, user: User) {
      const subject = user as Subject;
      const scopes = (token.scope ?? []).filter(isApiScope);
      const now = ctx.now();
      const accessTokenExpiresAt = new Date(now.getTime() + OAUTH_ACCESS_TOKEN_SECONDS * 1000);
      const refreshTokenExpiresAt = new Date(now.getTime() + OAUTH_REFRESH_TOKEN_SECONDS * 1000);
      const refreshToken = `tbr_${randomBytes(32).toString('base64url')}`;
      const access = await db.transaction().execute(async (tx) => {
        const app = await tx
          .selectFrom('oauth_apps')
          .select(['id', 'name'])
          .where('client_id', '=', client.id)
          .executeTakeFirstOrThrow();
        const issued = await issueApiToken(tx, {
          userId: subject.userId,
          name: app.name,
          scopes,
          expiresAt: accessTokenExpiresAt,
          clientId: client.id,
        });
        await tx
          .insertInto('oauth_refresh_tokens')
          .values({
            token_hash: hashToken(refreshToken),
            app_id: app.id,
            user_id: subject.userId,
            code_id: subject.codeId,
            access_token_id: issued.id,
            scopes,
            expires_at: refreshTokenExpiresAt,
            revoked_at: null,
          })
          .execute();
        return issued;
      });
      const saved: Token = {
        accessToken: access.secret,
        accessTokenExpiresAt,
        refreshToken,
        refreshTokenExpiresAt,
        scope: scopes,
        client,
        user,
      };
      return saved;
    },

    // Codes are issued by the consent page (oauthAuthorize.ts) and bearer tokens checked by the app's own
    // middleware (apiTokens.ts), so the library's authorize and authenticate handlers are not used.
    async saveAuthorizationCode() {
      throw new Error('Authorization codes are issued by the consent page, not by the OAuth library.');
    },
    async getAccessToken() {
      throw new Error('Bearer tokens are checked by authenticateBearer, not by the OAuth library.');
    },
  };
}

/** What revoking a token at the revocation endpoint did. */
export type RevocationOutcome = 'revoked' | 'unknown' | 'other_client';

/**
 * Revokes an access or refresh token the app was issued (RFC 7009). A refresh token takes its whole grant's
 * tokens with it. An unknown or already revoked token is not an error (the app's goal holds); a token of another
 * app or a personal access token is refused, so an app cannot end tokens it was never given.
 */
export async function revokeOAuthToken(
  ctx: Pick<RequestContext, 'db' | 'now'>,
  app: OAuthClient,
  token: string,
): Promise<RevocationOutcome> {
  const hash = hashToken(token);
  const now = ctx.now();
  const access = await ctx.db
    .selectFrom('api_tokens')
    .select(['id', 'client_id'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (access) {
    if (access.client_id !== app.clientId) return 'other_client';
    await ctx.db
      .updateTable('api_tokens')
      .set({ revoked_at: now })
      .where('id', '=', access.id)
      .where('revoked_at', 'is', null)
      .execute();
    return 'revoked';
  }
  const refresh = await ctx.db
    .selectFrom('oauth_refresh_tokens')
    .select(['code_id', 'app_id'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!refresh) return 'unknown';
  if (refresh.app_id !== app.appId) return 'other_client';
  await revokeGrantChain(ctx.db, refresh.code_id, now);
  return 'revoked';
}
