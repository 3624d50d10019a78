import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type ApiScope, isApiScope } from '../../core/apiScopes';
import { appNameProblem, MAX_REDIRECT_URIS, redirectUriProblem } from '../../core/oauth';
import { LOGIN_REQUIRED } from '../../core/texts';
import type { DbOrTx } from '../db/database';
import type { RequestContext, Viewer } from './context';
import { DomainError, notFound, validationError } from './errors';
import { hashToken } from './sessions';

/** An app as its owner sees it in settings (never its secret). */
export interface OAuthApp {
  id: string;
  clientId: string;
  name: string;
  redirectUris: string[];
  confidential: boolean;
  createdAt: Date;
}

/** An app a person has allowed to act for them. */
export interface ConnectedApp {
  clientId: string;
  name: string;
  scopes: ApiScope[];
  connectedAt: Date;
  updatedAt: Date;
}

const SESSION_ONLY = 'Apps can only be managed from a signed-in browser, not with an access token.';

/**
 * The person managing apps or grants: only from a browser session. A token must not register apps, read their
 * list or widen what tokens may do, whatever its scopes.
 */
export function sessionPerson(ctx: Pick<RequestContext, 'actor' | 'grant'>): Viewer {
  if (ctx.grant) throw new DomainError('FORBIDDEN', SESSION_ONLY);
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  return ctx.actor;
}

interface AppRow {
  id: string;
  client_id: string;
  name: string;
  redirect_uris: string[];
  confidential: boolean;
  created_at: Date;
}

function appOf(row: AppRow): OAuthApp {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    redirectUris: row.redirect_uris,
    confidential: row.confidential,
    createdAt: row.created_at,
  };
}

const APP_COLUMNS = ['id', 'client_id', 'name', 'redirect_uris', 'confidential', 'created_at'] as const;

export interface NewOAuthApp {
  name: string;
  redirectUris: readonly string[];
  confidential: boolean;
}

/** Registers an app for the signed-in person; the client secret (confidential apps) is returned this once. */
export async function registerOAuthApp(
  ctx: RequestContext,
  input: NewOAuthApp,
): Promise<{ app: OAuthApp; clientSecret: string | null }> {
  const person = sessionPerson(ctx);
  const nameProblem = appNameProblem(input.name);
  if (nameProblem) throw validationError(nameProblem, 'name');
  const uris = [...new Set(input.redirectUris.map((uri) => uri.trim()))].filter((uri) => uri !== '');
  if (uris.length === 0) throw validationError('Add at least one redirect URI.', 'redirectUris');
  if (uris.length > MAX_REDIRECT_URIS) {
    throw validationError(`An app can have at most ${MAX_REDIRECT_URIS} redirect URIs.`, 'redirectUris');
  }
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw validationError(problem, 'redirectUris');
  }
  const clientSecret = input.confidential ? `tbs_${randomBytes(32).toString('base64url')}` : null;
  const row = await ctx.db
    .insertInto('oauth_apps')
    .values({
      client_id: randomBytes(12).toString('hex'),
      owner_id: person.id,
      name: input.name.trim(),
      redirect_uris: uris,
      confidential: input.confidential,
      client_secret_hash: clientSecret ? hashToken(clientSecret) : null,
    })
    .returning(APP_COLUMNS)
    .executeTakeFirstOrThrow();
  return { app: appOf(row), clientSecret };
}

/** The signed-in person's apps, newest first. */
export async function listOAuthApps(ctx: RequestContext): Promise<OAuthApp[]> {
  const person = sessionPerson(ctx);
  const rows = await ctx.db
    .selectFrom('oauth_apps')
    .select(APP_COLUMNS)
    .where('owner_id', '=', person.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(appOf);
}

/**
 * Deletes one of the signed-in person's apps: its codes, refresh tokens and grants go with it (foreign keys),
 * and the access tokens it was issued are deleted, so nothing it was given still works.
 */
export async function deleteOAuthApp(ctx: RequestContext, clientId: string): Promise<void> {
  const person = sessionPerson(ctx);
  await ctx.db.transaction().execute(async (tx) => {
    const deleted = await tx
      .deleteFrom('oauth_apps')
      .where('client_id', '=', clientId)
      .where('owner_id', '=', person.id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound('app');
    await tx.deleteFrom('api_tokens').where('client_id', '=', clientId).execute();
  });
}

/** What the protocol needs to know of an app. */
export interface OAuthClient {
  appId: string;
  clientId: string;
  name: string;
  redirectUris: string[];
  confidential: boolean;
}

/** The app with this client_id, or null. */
export async function findOAuthClient(db: DbOrTx, clientId: string): Promise<OAuthClient | null> {
  const row = await db
    .selectFrom('oauth_apps')
    .select(['id', 'client_id', 'name', 'redirect_uris', 'confidential'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row
    ? {
        appId: row.id,
        clientId: row.client_id,
        name: row.name,
        redirectUris: row.redirect_uris,
        confidential: row.confidential,
      }
    : null;
}

/**
 * The app a token-endpoint request comes from, or null when it does not prove it: a confidential app must send
 * its secret; a public app has none and must send none (it proves itself with PKCE instead).
 */
export async function authenticateOAuthClient(
  db: DbOrTx,
  clientId: string,
  secret: string | null,
): Promise<OAuthClient | null> {
  const row = await db
    .selectFrom('oauth_apps')
    .select(['id', 'client_id', 'name', 'redirect_uris', 'confidential', 'client_secret_hash'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return null;
  const given = secret === null || secret === '' ? null : secret;
  if (row.confidential) {
    if (given === null || row.client_secret_hash === null) return null;
    const expected = Buffer.from(row.client_secret_hash, 'hex');
    const actual = Buffer.from(hashToken(given), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  } else if (given !== null) {
    return null;
  }
  return {
    appId: row.id,
    clientId: row.client_id,
    name: row.name,
    redirectUris: row.redirect_uris,
    confidential: row.confidential,
  };
}

/** The apps the signed-in person has allowed, most recently allowed first. */
export async function listConnectedApps(ctx: RequestContext): Promise<ConnectedApp[]> {
  const person = sessionPerson(ctx);
  const rows = await ctx.db
    .selectFrom('oauth_grants')
    .innerJoin('oauth_apps', 'oauth_apps.id', 'oauth_grants.app_id')
    .select([
      'oauth_apps.client_id',
      'oauth_apps.name',
      'oauth_grants.scopes',
      'oauth_grants.created_at',
      'oauth_grants.updated_at',
    ])
    .where('oauth_grants.user_id', '=', person.id)
    .orderBy('oauth_grants.updated_at', 'desc')
    .orderBy('oauth_apps.id', 'desc')
    .execute();
  return rows.map((row) => ({
    clientId: row.client_id,
    name: row.name,
    scopes: row.scopes.filter(isApiScope),
    connectedAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/**
 * Takes back what the signed-in person allowed an app: the grant goes, and every access and refresh token the
 * app holds for them (and any code not yet exchanged) stops working at once.
 */
export async function revokeConnectedApp(ctx: RequestContext, clientId: string): Promise<void> {
  const person = sessionPerson(ctx);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const app = await findOAuthClient(tx, clientId);
    const grant = app
      ? await tx
          .deleteFrom('oauth_grants')
          .where('user_id', '=', person.id)
          .where('app_id', '=', app.appId)
          .returning('app_id')
          .executeTakeFirst()
      : undefined;
    if (!app || !grant) throw notFound('connected app');
    await tx
      .updateTable('api_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', person.id)
      .where('client_id', '=', clientId)
      .where('revoked_at', 'is', null)
      .execute();
    await tx
      .updateTable('oauth_refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', person.id)
      .where('app_id', '=', app.appId)
      .where('revoked_at', 'is', null)
      .execute();
    await tx
      .updateTable('oauth_authorization_codes')
      .set({ used_at: now })
      .where('user_id', '=', person.id)
      .where('app_id', '=', app.appId)
      .where('used_at', 'is', null)
      .execute();
  });
}
