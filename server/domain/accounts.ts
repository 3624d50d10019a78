import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { birthDateError } from '../../core/age';
import { EMAIL_INVALID, isValidEmail, normalizeEmail } from '../../core/email';
import { fullNameError } from '../../core/fullName';
import { LOGIN_METHODS } from '../../core/loginMethods';
import { LOGIN_OUTCOMES } from '../../core/loginOutcomes';
import { passwordError } from '../../core/password';
import { EMAIL_CHECKS_THROTTLED, EMAIL_TAKEN, LOGIN_FAILED, LOGIN_RESET_SENT } from '../../core/texts';
import { RESERVED_USERNAMES, USERNAME_MAX_LENGTH, usernameBase } from '../../core/username';
import type { DbOrTx } from '../db/database';
import { USER_COLUMN_NAMES, type UserRow } from '../db/tables/users';
import { refuseTokenSessions } from './apiTokens';
import { spendBotCheckToken } from './botCheck';
import type { RequestContext } from './context';
import { mailVerificationLinkSoon, newVerificationLink } from './emailVerification';
import { DomainError, validationError } from './errors';
import { admitNewAccount, settleNewAccount } from './instance';
import { needsLoginAssistance, refuseWithLoginAssistance } from './loginAssistance';
import { beginLoginAttempt, endLoginAttempt } from './loginThrottle';
import { issueLoginTicket, type MfaChallenge, userHasMfa } from './mfa';
import { requestResetAfterFailedLogins } from './passwordResets';
import { DECOY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords';
import { accountLimited, accountLimitedUntil, accountSuspended, startSession } from './sessions';
import { clientAddressKey, takeTry } from './throttle';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  birthDate: string;
  /** The solved bot-check challenge for a sign-up action (needed unless BOT_CHECK=off). */
  botCheckToken?: string | null;
  /** The administrator's invite link's token, while sign-ups are by invitation. */
  inviteToken?: string | null;
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

/** Anonymous "is this email registered?" checks allowed per client address within the window. */
export const EMAIL_CHECK_LIMIT = 20;
export const EMAIL_CHECK_WINDOW_MS = 15 * 60_000;

/**
 * The legacy sign-up form's "is this email registered?" check. Anyone may ask, and the answer tells whether
 * someone uses an address, so it sits behind the same bot check as sign-up (a sign-up token, spent here) and a
 * budget of checks per client address, instead of serving as a free address-to-account oracle.
 */
export async function checkEmailRegistered(
  ctx: RequestContext,
  email: string,
  botCheckToken: string | null | undefined,
): Promise<boolean> {
  await spendBotCheckToken(ctx, 'signUp', botCheckToken);
  const allowed = await takeTry(
    ctx.db,
    {
      key: `email-check:${clientAddressKey(ctx.clientAddress)}`,
      subject: null,
      max: EMAIL_CHECK_LIMIT,
      windowMs: EMAIL_CHECK_WINDOW_MS,
    },
    ctx.now(),
  );
  if (!allowed) throw new DomainError('RATE_LIMITED', EMAIL_CHECKS_THROTTLED);
  return emailExists(ctx, email);
}

/**
 * Creates an account and its first session. Every rule is checked before anything is written. The address
 * starts unverified and is mailed a verification link, unless the operator vouches for it (`emailVerified`,
 * the demo seed: never from a request).
 */
export async function signUp(
  ctx: RequestContext,
  input: SignUpInput,
  userAgent = '',
  options: { emailVerified?: boolean } = {},
): Promise<{ user: UserRow; sessionToken: string }> {
  refuseTokenSessions(ctx);
  await spendBotCheckToken(ctx, 'signUp', input.botCheckToken);
  const email = normalizeEmail(input.email);
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  if (!isValidEmail(email)) throw validationError(EMAIL_INVALID, 'email');
  const pwError = passwordError(input.password);
  if (pwError) throw validationError(pwError, 'password');
  const nameError = fullNameError(fullName);
  if (nameError) throw validationError(nameError, 'fullName');
  const ageError = birthDateError(input.birthDate, ctx.now());
  if (ageError) throw validationError(ageError, 'birthDate');
  if (await emailExists(ctx, email)) throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });

  const passwordHash = await hashPassword(input.password);
  // NOTE: two people with the same name signing up at once may pick the same free username; the unique index
  // decides, and the loser tries again with a fresh pick (a random suffix after the first retry).
  for (let attempt = 0; ; attempt++) {
    try {
      const { mail, ...signedUp } = await ctx.db.transaction().execute(async (tx) => {
        const now = ctx.now();
        const admitted = await admitNewAccount(tx, input.inviteToken, now);
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
            email_verified_at: options.emailVerified ? now : null,
            email_verification_sent_at: options.emailVerified ? null : now,
          })
          .returning(USER_COLUMN_NAMES)
          .executeTakeFirstOrThrow();
        await settleNewAccount(tx, user.id, admitted, now);
        const sessionToken = await startSession(tx, user.id, now, userAgent, LOGIN_METHODS.email);
        const mail = options.emailVerified ? null : await newVerificationLink(tx, user, now);
        return { user, sessionToken, mail };
      });
      if (mail) await mailVerificationLinkSoon(ctx, mail);
      return signedUp;
    } catch (error) {
      // Two sign-ups racing for the same email: the unique index decides, the loser gets the same text.
      if (String(error).includes('users_email_key'))
        throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
      if (!String(error).includes('users_username_key') || attempt >= 5) throw error;
    }
  }
}

/** Someone who has proved who they are: the account and the token of the session just started. */
export interface SignedIn {
  user: UserRow;
  sessionToken: string;
}

/** A right password either signs in, or (two-factor on) asks for a code first. */
export type LogInOutcome = ({ kind: 'signedIn' } & SignedIn) | ({ kind: 'mfaRequired' } & MfaChallenge);

/**
 * Logs in by email or username. One message for every failure, so it never reveals which accounts exist. Each
 * try is counted before the password is checked (loginThrottle.ts): once this client has used up its tries on
 * the account (or on the typed login, when no account has it — so the answer is the same either way), every
 * try is refused unchecked, right passwords included, until the window moves on.
 * With two-factor on, a right password starts no session: it gives a ticket for the code step.
 */
export async function logIn(
  ctx: RequestContext,
  input: { login: string; password: string; botCheckToken?: string | null },
  userAgent = '',
): Promise<LogInOutcome> {
  refuseTokenSessions(ctx);
  // Before the throttle: a call without a valid token counts no failure against the account.
  await spendBotCheckToken(ctx, 'logIn', input.botCheckToken);
  const login = input.login.trim().toLowerCase();
  const user = login
    ? await ctx.db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb(sql`lower(email)`, '=', login), eb(sql`lower(username)`, '=', login)]))
        .executeTakeFirst()
    : undefined;
  const attempt = await beginLoginAttempt(
    ctx,
    user ? { kind: 'user', userId: user.id } : { kind: 'login', login },
  );
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await DECOY_HASH_PROMISE));
  if (!user?.password_hash || !ok) {
    await endLoginAttempt(ctx, attempt, 'failed');
    if (attempt.lastTry) {
      await requestResetAfterFailedLogins(ctx, login);
      throw new DomainError('RATE_LIMITED', LOGIN_RESET_SENT, {
        loginOutcome: LOGIN_OUTCOMES.passwordResetSent,
      });
    }
    throw new DomainError('UNAUTHENTICATED', LOGIN_FAILED, { apiErrorCode: 5 });
  }
  // Told only to whoever knows the password, so the refusal reveals nothing about other people's accounts.
  if (user.suspended_at) {
    await endLoginAttempt(ctx, attempt, 'passed');
    throw accountSuspended();
  }
  const limitedUntil = await accountLimitedUntil(ctx.db, user.id, ctx.now());
  if (limitedUntil) {
    await endLoginAttempt(ctx, attempt, 'passed');
    throw accountLimited(limitedUntil);
  }
  // NOTE: with two-factor on, the try is given back but earlier failures stay counted until the code passes too.
  if (await userHasMfa(ctx.db, user.id)) {
    await endLoginAttempt(ctx, attempt, 'passed');
    return { kind: 'mfaRequired', ...(await issueLoginTicket(ctx.db, user.id, ctx.now())) };
  }
  if (await needsLoginAssistance(ctx, user.id)) {
    await endLoginAttempt(ctx, attempt, 'passed');
    return refuseWithLoginAssistance(ctx, user);
  }
  await endLoginAttempt(ctx, attempt, 'signedIn');
  const sessionToken = await startSession(ctx.db, user.id, ctx.now(), userAgent, LOGIN_METHODS.email);
  return { kind: 'signedIn', user, sessionToken };
}
