import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ADMIN_RESET_LINK_TTL_MS } from '../../core/instance';
import { passwordResetLinkPath } from '../../core/paths';
import { ADMIN_TEXTS, LOGIN_REQUIRED } from '../../core/texts';
import { DAY_MS } from '../../core/time';
import type { DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetPage } from '../db/keyset';
import { deleteBoard } from './boards';
import type { RequestContext, Viewer } from './context';
import { DomainError, validationError } from './errors';
import { deletePin } from './moves';
import { hashToken } from './sessions';

/** An account as the administrator's list shows it. */
export interface AdminAccountRow {
  id: string;
  username: string;
  full_name: string;
  email: string;
  created_at: Date;
  is_admin: boolean;
  suspended_at: Date | null;
  pin_count: number;
  board_count: number;
}

/** Whether this person is the instance's administrator (and not suspended). */
export async function isAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('is_admin')
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return row?.is_admin === true;
}

/**
 * The administrator making this request. Administration goes by the signed-in person (never a business profile
 * they act for) from a browser: a bearer token never administers, whatever its scopes, so a leaked token cannot
 * suspend people or open sign-ups.
 */
export async function requireAdmin(ctx: RequestContext): Promise<Viewer> {
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  if (ctx.grant || !(await isAdmin(ctx.db, ctx.actor.id)))
    throw new DomainError('FORBIDDEN', ADMIN_TEXTS.adminOnly);
  return ctx.actor;
}

const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'full_name',
  'email',
  'created_at',
  'is_admin',
  'suspended_at',
  'pin_count',
  'board_count',
] as const;

/** Every account, newest first, or those whose name, username or email contains `search`. */
export async function listAccounts(
  ctx: RequestContext,
  search: string | null | undefined,
  page: KeysetPage,
): Promise<AdminAccountRow[]> {
  await requireAdmin(ctx);
  let query = ctx.db.selectFrom('users').select(ACCOUNT_COLUMNS);
  const term = search?.trim().toLowerCase();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'like', pattern),
        eb(sql`lower(full_name)`, 'like', pattern),
        eb(sql`lower(email)`, 'like', pattern),
      ]),
    );
  }
  return applyKeyset(
    query,
    { sort: 'users.created_at', id: 'users.id', sortType: 'timestamptz', direction: 'desc' },
    page,
  ).execute();
}

export async function loadAccount(ctx: RequestContext, userId: string): Promise<AdminAccountRow> {
  await requireAdmin(ctx);
  return accountOrNotFound(ctx.db, userId);
}

async function accountOrNotFound(db: DbOrTx, userId: string): Promise<AdminAccountRow> {
  const row = isEntityId(userId)
    ? await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', userId).executeTakeFirst()
    : undefined;
  if (!row) throw new DomainError('NOT_FOUND', ADMIN_TEXTS.accountNotFound, { missing: 'person' });
  return row;
}

/** An account the administrator may suspend or delete: not their own, not another administrator's. */
async function accountToModerate(db: DbOrTx, admin: Viewer, userId: string): Promise<AdminAccountRow> {
  const account = await accountOrNotFound(db, userId);
  if (account.id === admin.id) throw new DomainError('FORBIDDEN', ADMIN_TEXTS.notYourself);
  if (account.is_admin) throw new DomainError('FORBIDDEN', ADMIN_TEXTS.notAnAdmin);
  return account;
}

/**
 * Suspends an account: it cannot log in (the refusal says it is suspended), its sessions, its pending two-factor
 * log-ins and its access tokens end at once, so nothing it holds keeps working.
 */
export async function suspendAccount(ctx: RequestContext, userId: string): Promise<AdminAccountRow> {
  const admin = await requireAdmin(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const account = await accountToModerate(tx, admin, userId);
    await endEverySignIn(tx, account.id, ctx.now());
    return tx
      .updateTable('users')
      .set({ suspended_at: sql`coalesce(suspended_at, ${ctx.now()})` })
      .where('id', '=', account.id)
      .returning(ACCOUNT_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function unsuspendAccount(ctx: RequestContext, userId: string): Promise<AdminAccountRow> {
  const admin = await requireAdmin(ctx);
  const account = await accountToModerate(ctx.db, admin, userId);
  return ctx.db
    .updateTable('users')
    .set({ suspended_at: null })
    .where('id', '=', account.id)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The longest an operator may limit an account for at once. */
export const RESTRICTION_MAX_DAYS = 365;

/**
 * Limits an account for `days` days: like a suspension it cannot log in meanwhile (the refusal says until when)
 * and its sessions, pending two-factor log-ins and access tokens end at once; unlike one, it lifts by itself.
 * Limiting an account again sets the new end.
 */
export async function restrictAccount(
  ctx: RequestContext,
  userId: string,
  days: number,
): Promise<AdminAccountRow> {
  const admin = await requireAdmin(ctx);
  if (!Number.isInteger(days) || days < 1 || days > RESTRICTION_MAX_DAYS) {
    throw validationError(ADMIN_TEXTS.restrictionDays, 'days');
  }
  return ctx.db.transaction().execute(async (tx) => {
    const account = await accountToModerate(tx, admin, userId);
    const until = new Date(ctx.now().getTime() + days * DAY_MS);
    await tx
      .insertInto('account_restrictions')
      .values({ user_id: account.id, until, created_at: ctx.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ until, created_at: ctx.now() }))
      .execute();
    await endEverySignIn(tx, account.id, ctx.now());
    return account;
  });
}

/** Ends an account's limit now. */
export async function liftRestriction(ctx: RequestContext, userId: string): Promise<AdminAccountRow> {
  const admin = await requireAdmin(ctx);
  const account = await accountToModerate(ctx.db, admin, userId);
  await ctx.db.deleteFrom('account_restrictions').where('user_id', '=', account.id).execute();
  return account;
}

/** When each account's limit ends (null when it has none now), for a list of accounts in one statement. */
export async function restrictionsOf(
  ctx: RequestContext,
  userIds: readonly string[],
): Promise<(Date | null)[]> {
  if (userIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('account_restrictions')
    .select(['user_id', 'until'])
    .where('user_id', 'in', [...userIds])
    .where('until', '>', ctx.now())
    .execute();
  const byId = new Map(rows.map((row) => [row.user_id, row.until]));
  return userIds.map((id) => byId.get(id) ?? null);
}

async function endEverySignIn(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await tx.deleteFrom('mfa_login_tickets').where('user_id', '=', userId).execute();
  await tx
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Deletes an account with everything it made. It is suspended first (so it cannot add anything meanwhile); its
 * boards and its pins on other people's boards go through the same removals their owner would make, so every
 * count others see follows; then its follows are taken back and the account row goes (the rest cascades).
 * Safe to run again if it stops halfway: the account stays suspended until it is gone.
 */
export async function deleteAccount(ctx: RequestContext, userId: string): Promise<string> {
  const admin = await requireAdmin(ctx);
  const account = await ctx.db.transaction().execute(async (tx) => {
    const found = await accountToModerate(tx, admin, userId);
    await endEverySignIn(tx, found.id, ctx.now());
    await tx
      .updateTable('users')
      .set({ suspended_at: sql`coalesce(suspended_at, ${ctx.now()})` })
      .where('id', '=', found.id)
      .execute();
    return found;
  });
  const asOwner = asPerson(ctx, { id: account.id, username: account.username });
  const boards = await ctx.db.selectFrom('boards').select('id').where('owner_id', '=', account.id).execute();
  for (const board of boards) await deleteBoard(asOwner, board.id);
  const pins = await ctx.db.selectFrom('pins').select('id').where('pinner_id', '=', account.id).execute();
  for (const pin of pins) await deletePin(asOwner, pin.id);
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ follower_count: sql`follower_count - 1` })
      .where('id', 'in', (eb) =>
        eb.selectFrom('user_follows').select('followee_id').where('follower_id', '=', account.id),
      )
      .execute();
    await tx
      .updateTable('users')
      .set({ following_count: sql`following_count - 1` })
      .where('id', 'in', (eb) =>
        eb.selectFrom('user_follows').select('follower_id').where('followee_id', '=', account.id),
      )
      .execute();
    await tx
      .updateTable('boards')
      .set({ follower_count: sql`follower_count - 1` })
      .where('id', 'in', (eb) =>
        eb.selectFrom('board_follows').select('board_id').where('user_id', '=', account.id),
      )
      .execute();
    await tx
      .updateTable('boards')
      .set({ collaborator_count: sql`collaborator_count - 1` })
      .where('id', 'in', (eb) =>
        eb.selectFrom('board_collaborators').select('board_id').where('user_id', '=', account.id),
      )
      .execute();
    await tx.deleteFrom('users').where('id', '=', account.id).execute();
  });
  return account.id;
}

/** Acts as this person, for removals the administrator makes in their name (the owner's own rules and counts). */
function asPerson(ctx: RequestContext, person: Viewer): RequestContext {
  return { ...ctx, viewer: person, actor: person, grant: undefined, loaders: undefined };
}

/**
 * Removes a pin or a board the administrator judged against the rules, as its owner would remove it (so every
 * count others see follows). Gone already: nothing to do.
 */
export async function removeContent(ctx: RequestContext, type: 'pin' | 'board', id: string): Promise<void> {
  await requireAdmin(ctx);
  const owner =
    type === 'pin'
      ? await ctx.db
          .selectFrom('pins')
          .innerJoin('users', 'users.id', 'pins.pinner_id')
          .select(['users.id', 'users.username'])
          .where('pins.id', '=', id)
          .executeTakeFirst()
      : await ctx.db
          .selectFrom('boards')
          .innerJoin('users', 'users.id', 'boards.owner_id')
          .select(['users.id', 'users.username'])
          .where('boards.id', '=', id)
          .executeTakeFirst();
  if (!owner) return;
  if (type === 'pin') await deletePin(asPerson(ctx, owner), id);
  else await deleteBoard(asPerson(ctx, owner), id);
}

/**
 * A password-reset link for someone who cannot receive mail, for the administrator to hand over. It works like a
 * mailed one (once; their sessions end when it is used) but for a day, and only this answer holds it.
 */
export async function createResetLink(
  ctx: RequestContext,
  userId: string,
): Promise<{ path: string; expiresAt: Date }> {
  await requireAdmin(ctx);
  const account = await accountOrNotFound(ctx.db, userId);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ADMIN_RESET_LINK_TTL_MS);
  await ctx.db
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      user_id: account.id,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { path: passwordResetLinkPath(token), expiresAt };
}
