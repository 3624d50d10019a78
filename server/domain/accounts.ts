import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { birthDateError } from '../../core/age';
import { EMAIL_INVALID, isValidEmail, normalizeEmail } from '../../core/email';
import { FULL_NAME_MAX_LENGTH } from '../../core/fullName';
import { passwordError } from '../../core/password';
import { EMAIL_TAKEN, LOGIN_FAILED, LOGIN_THROTTLED } from '../../core/texts';
import { RESERVED_USERNAMES, USERNAME_MAX_LENGTH, usernameBase } from '../../core/username';
import type { DbOrTx } from '../db/database';
import type { UserRow } from '../db/tables/users';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { DECOY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords';
import { endSession, startSession } from './sessions';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  birthDate: string;
}

/** Picks a free username: the base, then the base with a growing number. */
export async function freeUsername(db: DbOrTx, base: string): Promise<string> {
  const taken = await db
    .selectFrom('users')
    .select('username')
    .where(sql<boolean>`lower(username) like ${`${base}%`}`)
    .execute();
  const names = new Set(taken.map((r) => r.username.toLowerCase()));
  if (!names.has(base) && !RESERVED_USERNAMES.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}${n}`.slice(0, USERNAME_MAX_LENGTH);
    if (!names.has(candidate)) return candidate;
  }
}

export async function emailExists(ctx: RequestContext, email: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
  return Boolean(row);
}

/** Creates an account and its first session. Every rule is checked before anything is written. */
export async function signUp(
  ctx: RequestContext,
  input: SignUpInput,
  userAgent = '',
): Promise<{ user: UserRow; sessionToken: string }> {
  const email = normalizeEmail(input.email);
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  if (!isValidEmail(email)) throw validationError(EMAIL_INVALID, 'email');
  const pwError = passwordError(input.password);
  if (pwError) throw validationError(pwError, 'password');
  if (fullName.length === 0) throw validationError('Please enter your name.', 'fullName');
  if (fullName.length > FULL_NAME_MAX_LENGTH) {
    throw validationError(`Please enter no more than ${FULL_NAME_MAX_LENGTH} characters`, 'fullName');
  }
  const ageError = birthDateError(input.birthDate, ctx.now());
  if (ageError) throw validationError(ageError, 'birthDate');
  if (await emailExists(ctx, email)) throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });

  const passwordHash = await hashPassword(input.password);
  // NOTE: two people with the same name signing up at once may pick the same free username; the unique index
  // decides, and the loser tries again with a fresh pick (a random suffix after the first retry).
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(async (tx) => {
        const base = usernameBase(fullName, email);
        const username = await freeUsername(tx, attempt < 2 ? base : `${base}${randomInt(100, 1000)}`);
        const user = await tx
          .insertInto('users')
          .values({
            username,
            email,
            password_hash: passwordHash,
            full_name: fullName,
            birth_date: input.birthDate,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const sessionToken = await startSession(tx, user.id, ctx.now(), userAgent);
        return { user, sessionToken };
      });
    } catch (error) {
      // Two sign-ups racing for the same email: the unique index decides, the loser gets the same text.
      if (String(error).includes('users_email_key'))
        throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
      if (!String(error).includes('users_username_key') || attempt >= 5) throw error;
    }
  }
}

/** Failed log-ins allowed per account within the window before further tries are refused unchecked. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Logs in by email or username. One message for every failure, so it never reveals which accounts exist. After
 * LOGIN_FAILURE_LIMIT failures within the window, the account (or the typed login, when no account has it —
 * so the answer is the same either way) refuses every try, right passwords included, until the window moves on.
 */
export async function logIn(
  ctx: RequestContext,
  input: { login: string; password: string },
  userAgent = '',
): Promise<{ user: UserRow; sessionToken: string }> {
  const login = input.login.trim().toLowerCase();
  const user = login
    ? await ctx.db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb(sql`lower(email)`, '=', login), eb(sql`lower(username)`, '=', login)]))
        .executeTakeFirst()
    : undefined;
  const loginKey = user ? `user:${user.id}` : `login:${login.slice(0, 320)}`;
  const windowStart = new Date(ctx.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
  const { failures } = await ctx.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<string>().as('failures'))
    .where('login_key', '=', loginKey)
    .where('failed_at', '>', windowStart)
    .executeTakeFirstOrThrow();
  if (Number(failures) >= LOGIN_FAILURE_LIMIT) throw new DomainError('RATE_LIMITED', LOGIN_THROTTLED);

  const ok = await verifyPassword(input.password, user?.password_hash ?? (await DECOY_HASH_PROMISE));
  if (!user?.password_hash || !ok) {
    await ctx.db.transaction().execute(async (tx) => {
      await tx
        .deleteFrom('login_failures')
        .where('login_key', '=', loginKey)
        .where('failed_at', '<=', windowStart)
        .execute();
      await tx.insertInto('login_failures').values({ login_key: loginKey, failed_at: ctx.now() }).execute();
    });
    throw new DomainError('UNAUTHENTICATED', LOGIN_FAILED, { apiErrorCode: 5 });
  }
  await ctx.db.deleteFrom('login_failures').where('login_key', '=', loginKey).execute();
  const sessionToken = await startSession(ctx.db, user.id, ctx.now(), userAgent);
  return { user, sessionToken };
}

export async function logOut(ctx: RequestContext, sessionToken: string | null): Promise<void> {
  if (sessionToken) await endSession(ctx.db, sessionToken);
}
