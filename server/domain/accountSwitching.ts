import { MAX_SIGNED_IN_ACCOUNTS } from '../../core/accountSwitching';
import { SWITCH_ACCOUNT_EXPIRED, TOO_MANY_ACCOUNTS } from '../../core/texts';
import type { DbOrTx } from '../db/database';
import type { SignedIn } from './accounts';
import { refuseTokenSessions } from './apiTokens';
import type { RequestContext } from './context';
import { DomainError } from './errors';
import { endSession, hashToken } from './sessions';

/**
 * The accounts signed in in one browser: the active session's token and the others', most recently active first.
 * Only tokens are kept (in httpOnly cookies); which account a token stands for is always read from the sessions.
 */
export interface BrowserAccounts {
  active: string | null;
  others: string[];
}

interface AccountSession {
  token: string;
  userId: string;
}

/** Session tokens look like this (see startSession); anything else in the cookie is not even looked up. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The tokens that still stand for an unexpired session, in the given order, one per account (the first wins);
 * forged, ended or expired ones are dropped silently. Reads at most a few more than the cap, so a stuffed cookie
 * costs one bounded query.
 */
async function liveSessions(db: DbOrTx, tokens: readonly string[], now: Date): Promise<AccountSession[]> {
  const candidates = [...new Set(tokens.filter((t) => TOKEN_FORMAT.test(t)))].slice(
    0,
    MAX_SIGNED_IN_ACCOUNTS * 2,
  );
  if (candidates.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .select(['token_hash', 'user_id'])
    .where(
      'token_hash',
      'in',
      candidates.map((t) => hashToken(t)),
    )
    .where('expires_at', '>', now)
    .execute();
  const userByHash = new Map(rows.map((r) => [r.token_hash, r.user_id]));
  const seen = new Set<string>();
  const live: AccountSession[] = [];
  for (const token of candidates) {
    const userId = userByHash.get(hashToken(token));
    if (userId === undefined || seen.has(userId)) continue;
    seen.add(userId);
    live.push({ token, userId });
  }
  return live;
}

/** The other accounts' live sessions, without the signed-in person's own account. */
async function otherSessions(ctx: RequestContext, accounts: BrowserAccounts): Promise<AccountSession[]> {
  const live = await liveSessions(ctx.db, accounts.others, ctx.now());
  return live.filter((s) => s.userId !== ctx.actor?.id).slice(0, MAX_SIGNED_IN_ACCOUNTS - 1);
}

/** The ids of the other accounts signed in in this browser (never their tokens), most recently active first. */
export async function otherSignedInAccountIds(
  ctx: RequestContext,
  accounts: BrowserAccounts,
): Promise<string[]> {
  return (await otherSessions(ctx, accounts)).map((s) => s.userId);
}

/**
 * "Add account": the account just logged in becomes the active one and the one that was active joins the others.
 * Logging in again to the active account changes nothing (the new session ends at once); an account already
 * among the others takes the new session and its old one ends, so no account is listed twice. Past the cap the
 * new session ends and the log-in is refused.
 */
export async function addSignedInAccount(
  ctx: RequestContext,
  accounts: BrowserAccounts,
  signedIn: SignedIn,
): Promise<BrowserAccounts> {
  const others = await otherSessions(ctx, accounts);
  if (ctx.actor?.id === signedIn.user.id && accounts.active) {
    await endSession(ctx.db, signedIn.sessionToken);
    return { active: accounts.active, others: others.map((s) => s.token) };
  }
  const replaced = others.filter((s) => s.userId === signedIn.user.id);
  const kept = others.filter((s) => s.userId !== signedIn.user.id);
  const previous = ctx.actor && accounts.active ? [accounts.active] : [];
  const nextOthers = [...previous, ...kept.map((s) => s.token)];
  if (nextOthers.length + 1 > MAX_SIGNED_IN_ACCOUNTS) {
    await endSession(ctx.db, signedIn.sessionToken);
    throw new DomainError('CONFLICT', TOO_MANY_ACCOUNTS);
  }
  for (const old of replaced) await endSession(ctx.db, old.token);
  return { active: signedIn.sessionToken, others: nextOthers };
}

/**
 * Switch account (login method 7): another account's session from this browser becomes the active
 * one and the one that was active joins the others. Refused when no live session of that account is here.
 */
export async function switchSignedInAccount(
  ctx: RequestContext,
  accounts: BrowserAccounts,
  userId: string,
): Promise<{ accounts: BrowserAccounts; userId: string }> {
  refuseTokenSessions(ctx);
  const others = await otherSessions(ctx, accounts);
  const target = others.find((s) => s.userId === userId);
  if (!target) throw new DomainError('UNAUTHENTICATED', SWITCH_ACCOUNT_EXPIRED, { field: 'userId' });
  const previous = ctx.actor && accounts.active ? [accounts.active] : [];
  const rest = others.filter((s) => s !== target).map((s) => s.token);
  return { accounts: { active: target.token, others: [...previous, ...rest] }, userId: target.userId };
}

/**
 * Log out of the active account only: its session ends and the most recently active of the others, if any,
 * becomes the active one; with none left the browser is signed out.
 */
export async function logOutOfActiveAccount(
  ctx: RequestContext,
  accounts: BrowserAccounts,
): Promise<BrowserAccounts> {
  refuseTokenSessions(ctx);
  if (accounts.active) await endSession(ctx.db, accounts.active);
  const [next, ...rest] = await otherSessions(ctx, accounts);
  return { active: next?.token ?? null, others: rest.map((s) => s.token) };
}
