import { LOGIN_OUTCOMES } from '../../core/loginOutcomes';
import { LOGIN_THROTTLED } from '../../core/texts';
import type { DbOrTx } from '../db/database';
import type { RequestContext } from './context';
import { DomainError } from './errors';
import { knownDeviceId } from './knownDevices';
import {
  clientAddressKey,
  forgetBuckets,
  forgetSubject,
  giveBackTry,
  pruneBuckets,
  type TakenTry,
  type ThrottleLimit,
  takeTry,
} from './throttle';

/**
 * Failed log-ins allowed within the window on one account from one client address (and from one known device)
 * before further tries from there are refused unchecked.
 */
export const LOGIN_FAILURE_LIMIT = 10;
/** Failed log-ins allowed from one client address across all accounts: password spraying stops here. */
export const LOGIN_ADDRESS_FAILURE_LIMIT = 50;
/**
 * Failed log-ins allowed on one account from all addresses together, devices it knows excepted: guessing
 * spread over many addresses stops here, while the owner's own browser still gets in.
 */
export const LOGIN_ACCOUNT_FAILURE_LIMIT = 100;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Whose log-in is tried: an account, or the typed login when no account has it (counted exactly alike, so the
 * answers never tell which logins exist).
 */
export type LoginSubject = { kind: 'user'; userId: string } | { kind: 'login'; login: string };

/** A try counted before the password (or code) is checked; end it with endLoginAttempt. */
export interface LoginAttempt {
  subject: string;
  taken: TakenTry[];
  /** The buckets of this client's own tries on the account, emptied once it signs in. */
  forgivable: string[];
  /** This try is this client's last one on the account (or typed login) before the window moves on. */
  lastTry: boolean;
}

function subjectKey(subject: LoginSubject): string {
  return subject.kind === 'user' ? `user:${subject.userId}` : `login:${subject.login.slice(0, 320)}`;
}

/**
 * The buckets a try draws on. From a device the account knows: only that device's own. Otherwise: the account
 * from this address, this address across accounts, and the account across addresses.
 */
async function limitsFor(ctx: RequestContext, subject: LoginSubject): Promise<ThrottleLimit[]> {
  const who = subjectKey(subject);
  const window = LOGIN_FAILURE_WINDOW_MS;
  const device = subject.kind === 'user' ? await knownDeviceId(ctx, subject.userId) : null;
  if (device) {
    return [
      { key: `login-device:${who}|${device}`, subject: who, max: LOGIN_FAILURE_LIMIT, windowMs: window },
    ];
  }
  const address = clientAddressKey(ctx.clientAddress);
  return [
    { key: `login-address:${who}|${address}`, subject: who, max: LOGIN_FAILURE_LIMIT, windowMs: window },
    { key: `login-from:${address}`, subject: null, max: LOGIN_ADDRESS_FAILURE_LIMIT, windowMs: window },
    { key: `login-account:${who}`, subject: who, max: LOGIN_ACCOUNT_FAILURE_LIMIT, windowMs: window },
  ];
}

/**
 * Counts a log-in try before its password or code is checked, or refuses it unchecked when any of its buckets
 * is used up. Counting first is what makes the limit hold under parallel tries: each one takes its try in a
 * single locked statement, so no more than the limit ever reach the check.
 */
export async function beginLoginAttempt(ctx: RequestContext, subject: LoginSubject): Promise<LoginAttempt> {
  const now = ctx.now();
  const limits = await limitsFor(ctx, subject);
  const taken: TakenTry[] = [];
  // NOTE: one after the other, never in parallel: PGlite has a single connection.
  for (const limit of limits) {
    const got = await takeTry(ctx.db, limit, now);
    if (!got) {
      for (const earlier of taken) await giveBackTry(ctx.db, earlier);
      ctx.telemetry?.loginThrottled();
      throw new DomainError('RATE_LIMITED', LOGIN_THROTTLED, { loginOutcome: LOGIN_OUTCOMES.rateLimited });
    }
    taken.push(got);
  }
  const own = limits[0];
  return {
    subject: subjectKey(subject),
    taken,
    forgivable: own ? [own.key] : [],
    lastTry: own !== undefined && taken[0] !== undefined && taken[0].tries >= own.max,
  };
}

/**
 * How the try went. `failed`: it stays counted. `passed`: the secret was right but another step follows (the
 * code), so the try is given back and nothing more — forgiving here would let someone who knows the password
 * reset the count between guesses at the code. `signedIn`: given back, and this client's earlier failures on
 * the account are forgiven (other addresses' stay counted).
 */
export async function endLoginAttempt(
  ctx: RequestContext,
  attempt: LoginAttempt,
  outcome: 'failed' | 'passed' | 'signedIn',
): Promise<void> {
  if (outcome === 'failed') {
    ctx.telemetry?.loginFailed();
    await pruneBuckets(ctx.db, ctx.now(), LOGIN_FAILURE_WINDOW_MS);
    return;
  }
  for (const taken of attempt.taken) await giveBackTry(ctx.db, taken);
  if (outcome === 'signedIn') await forgetBuckets(ctx.db, attempt.forgivable);
}

/** The failed log-ins on the account from every address in the current window (known devices' own excepted). */
export async function accountWideFailures(ctx: RequestContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('throttle_buckets')
    .select('tries')
    .where('key', '=', `login-account:${subjectKey({ kind: 'user', userId })}`)
    .where('window_start', '>', new Date(ctx.now().getTime() - LOGIN_FAILURE_WINDOW_MS))
    .executeTakeFirst();
  return Number(row?.tries ?? 0);
}

/** Forgives every failure counted on the account (its owner proved the mailbox with a reset link). */
export async function forgiveAccountFailures(db: DbOrTx, userId: string): Promise<void> {
  await forgetSubject(db, subjectKey({ kind: 'user', userId }));
}
