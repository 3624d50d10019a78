import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type AccessTokenDraft, accessTokenDraftError } from '../../core/accessTokens';
import { API_SCOPES, type ApiScope, isApiScope } from '../../core/apiScopes';
import {
  ACCESS_TOKEN_TEXTS,
  ACCOUNT_NEEDS_BROWSER,
  LOGIN_REQUIRED,
  SESSIONS_NEED_BROWSER,
} from '../../core/texts';
import { DAY_MS } from '../../core/time';
import type { DbOrTx } from '../db/database';
import { isEntityId } from '../db/ids';
import type { ApiTokensTable } from '../db/tables/apiTokens';
import type { BoardPrivacy } from '../db/tables/boards';
import type { RequestContext, Viewer } from './context';
import { DomainError, validationError } from './errors';
import { hashToken } from './sessions';

/**
 * What a request made with a bearer token may do: the token's scopes. A request with a browser session has no
 * grant (`ctx.grant` absent) and may do all its person may.
 */
export interface ApiGrant {
  tokenId: string;
  scopes: ReadonlySet<ApiScope>;
  /** The OAuth app the token was issued to; null for a personal access token. */
  clientId: string | null;
}

/** Prefixes say what a leaked secret is (and let secret scanners find them): personal or OAuth access token. */
const TOKEN_PREFIX = { personal: 'tbp_', oauth: 'tbo_' } as const;

export interface NewApiToken {
  userId: string;
  name: string;
  scopes: readonly ApiScope[];
  expiresAt: Date | null;
  clientId?: string | null;
}

/** Stores a new token and returns its id and its secret, which exists nowhere else from now on. */
export async function issueApiToken(db: DbOrTx, token: NewApiToken): Promise<{ id: string; secret: string }> {
  const kind = token.clientId ? 'oauth' : 'personal';
  const secret = `${TOKEN_PREFIX[kind]}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('api_tokens')
    .values({
      user_id: token.userId,
      token_hash: hashToken(secret),
      name: token.name,
      scopes: [...token.scopes],
      client_id: token.clientId ?? null,
      expires_at: token.expiresAt,
      last_used_at: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}

/**
 * The person and grant a bearer secret stands for, or null when it is unknown, revoked or expired. Marks the
 * token used (at most once a minute, so a busy client does not write on every request).
 */
export async function authenticateBearer(
  db: DbOrTx,
  secret: string,
  now: Date,
): Promise<{ viewer: Viewer; grant: ApiGrant } | null> {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id',
      'api_tokens.scopes',
      'api_tokens.client_id',
      'api_tokens.last_used_at',
      'users.id as user_id',
      'users.username',
    ])
    .where('api_tokens.token_hash', '=', hashToken(secret))
    .where('api_tokens.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', now)]))
    .executeTakeFirst();
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return {
    viewer: { id: row.user_id, username: row.username },
    grant: { tokenId: row.id, scopes: new Set(row.scopes.filter(isApiScope)), clientId: row.client_id },
  };
}

/** True when the request may use this scope: always for a browser session, else when its token has it. */
export function hasScope(ctx: Pick<RequestContext, 'grant'>, scope: ApiScope): boolean {
  return !ctx.grant || ctx.grant.scopes.has(scope);
}

/** Refuses a token request that lacks the scope; Pinterest's v5 answers this with 403 and names the scope. */
export function requireScope(ctx: Pick<RequestContext, 'grant'>, scope: ApiScope): void {
  if (!hasScope(ctx, scope)) throw missingScopeError(scope);
}

export function missingScopeError(scope: ApiScope): DomainError {
  return new DomainError('FORBIDDEN', `This access token lacks the ${scope} scope.`);
}

/**
 * The viewer id the board visibility rule (db/visibility.ts) should use for reading boards and their sections:
 * the viewer's, unless a token without `boards:read_secret` is asking, which reads like a visitor and so sees
 * public boards only, even its own person's secret and protected ones.
 */
export function boardReaderOf(ctx: Pick<RequestContext, 'grant' | 'viewer'>): string | null {
  if (!ctx.viewer) return null;
  return hasScope(ctx, 'boards:read_secret') ? ctx.viewer.id : null;
}

/**
 * The same for reading pins: a token without `pins:read_secret` sees only pins on public boards, even its own
 * person's pins on their secret boards.
 */
export function pinReaderOf(ctx: Pick<RequestContext, 'grant' | 'viewer'>): string | null {
  if (!ctx.viewer) return null;
  return hasScope(ctx, 'pins:read_secret') ? ctx.viewer.id : null;
}

/** What a write changes: a board (and its sections), or the pins on it. Pinterest's scopes split the same way. */
export type ContentKind = 'boards' | 'pins';

/**
 * The viewer id to look up a board (or pin) for a write of this kind: a token finds a non-public one only when
 * it may read it or may write that kind of content there; otherwise it is missing, as for a stranger, so a
 * token learns nothing of secret boards it may not touch.
 */
export function contentWriterOf(
  ctx: Pick<RequestContext, 'grant' | 'viewer'>,
  kind: ContentKind,
): string | null {
  if (!ctx.viewer) return null;
  const sees =
    hasScope(ctx, 'boards:read_secret') ||
    hasScope(ctx, `${kind}:read_secret`) ||
    hasScope(ctx, `${kind}:write_secret`);
  return sees ? ctx.viewer.id : null;
}

/**
 * Refuses a token that may not write this kind of content on a board of this privacy: `boards:write` or
 * `pins:write`, and on a secret or protected board also the `_secret` one.
 */
export function requireWriteScope(
  ctx: Pick<RequestContext, 'grant'>,
  kind: ContentKind,
  privacy: BoardPrivacy,
): void {
  requireScope(ctx, `${kind}:write`);
  if (privacy !== 'public') requireScope(ctx, `${kind}:write_secret`);
}

/**
 * Refuses any token: the account itself (password, two-factor, sessions, tokens, e-mail, business access) is
 * managed only from a signed-in browser, so a leaked token can never lock its person out or mint more tokens.
 */
export function requireBrowserSession(ctx: Pick<RequestContext, 'grant'>): void {
  if (ctx.grant) throw new DomainError('FORBIDDEN', ACCOUNT_NEEDS_BROWSER);
}

/**
 * Refuses any token before a session is started or ended (sign-up, log-in and its code step, a password reset's
 * sign-in, log-out, switching accounts): a token already acts as its person, and a program holding one must never
 * mint a session it could keep after the token is revoked, nor end the sessions of the browser whose cookies
 * happen to ride along with it.
 */
export function refuseTokenSessions(ctx: Pick<RequestContext, 'grant'>): void {
  if (ctx.grant) throw new DomainError('FORBIDDEN', SESSIONS_NEED_BROWSER);
}

/** A personal access token as its person sees it in settings: never the secret, which is not kept. */
export type AccessTokenRow = Pick<
  Selectable<ApiTokensTable>,
  'id' | 'name' | 'scopes' | 'created_at' | 'expires_at' | 'last_used_at'
>;

const LISTED = ['id', 'name', 'scopes', 'created_at', 'expires_at', 'last_used_at'] as const;

/** Only the signed-in person themself, in a browser: tokens belong to the person, never to a business they act for. */
function tokenOwner(ctx: RequestContext): string {
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  requireBrowserSession(ctx);
  return ctx.actor.id;
}

/** The person's personal access tokens still in force (not revoked, not expired), newest first. */
export async function listAccessTokens(ctx: RequestContext): Promise<AccessTokenRow[]> {
  const userId = tokenOwner(ctx);
  return ctx.db
    .selectFrom('api_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .where('client_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', ctx.now())]))
    .orderBy('id', 'desc')
    .execute();
}

/** Makes a personal access token; the answer holds its secret, the only time anyone sees it. */
export async function createAccessToken(
  ctx: RequestContext,
  draft: AccessTokenDraft,
): Promise<{ token: AccessTokenRow; secret: string }> {
  const userId = tokenOwner(ctx);
  const problem = accessTokenDraftError(draft);
  if (problem) throw validationError(problem.message, problem.field);
  const days = draft.expiresInDays ?? null;
  const { id, secret } = await issueApiToken(ctx.db, {
    userId,
    name: draft.name.trim(),
    scopes: API_SCOPES.filter((scope) => draft.scopes.includes(scope)),
    expiresAt: days === null ? null : new Date(ctx.now().getTime() + days * DAY_MS),
  });
  const token = await ctx.db
    .selectFrom('api_tokens')
    .select(LISTED)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { token, secret };
}

/** Revokes one of the person's personal access tokens; it stops working at once. */
export async function revokeAccessToken(ctx: RequestContext, tokenId: string): Promise<AccessTokenRow> {
  const userId = tokenOwner(ctx);
  const revoked = isEntityId(tokenId)
    ? await ctx.db
        .updateTable('api_tokens')
        .set({ revoked_at: ctx.now() })
        .where('id', '=', tokenId)
        .where('user_id', '=', userId)
        .where('client_id', 'is', null)
        .where('revoked_at', 'is', null)
        .returning(LISTED)
        .executeTakeFirst()
    : undefined;
  if (!revoked) throw new DomainError('NOT_FOUND', ACCESS_TOKEN_TEXTS.notFound);
  return revoked;
}
