import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { isValidEmail, normalizeEmail } from '../../core/email';
import { LOGIN_METHODS } from '../../core/loginMethods';
import { passwordError } from '../../core/password';
import { passwordResetLinkPath } from '../../core/paths';
import { CURRENT_PASSWORD_WRONG, PASSWORD_RESET_LINK_INVALID } from '../../core/texts';
import type { Db, DbOrTx, Tx } from '../db/database';
import type { LogInOutcome } from './accounts';
import { refuseTokenSessions } from './apiTokens';
import { requireActor } from './auth';
import { spendBotCheckToken } from './botCheck';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import type { JobHandler } from './jobQueue';
import { forgiveAccountFailures } from './loginThrottle';
import type { Mailer, OutgoingMail } from './mailer';
import { endPendingLogins, issueLoginTicket, userHasMfa } from './mfa';
import { hashPassword, verifyPassword } from './passwords';
import { endOtherSessions, hashToken, startSession } from './sessions';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Reset emails one account gets per hour at most, so the form cannot be used to flood someone's inbox. */
export const RESET_EMAILS_PER_HOUR = 3;

/** The job that mails a requested reset link (see passwordResetMailHandler). */
export const PASSWORD_RESET_MAIL_JOB = 'password_reset.mail';

/**
 * Asks for a reset link for this email. The request only queues the mail job — for every well-formed email, an
 * account's or not — so the answer, the work before it and the time it takes are the same either way and the
 * form does not tell who has an account. The job finds the account and mails the link.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  email: string,
  botCheckToken: string | null = null,
): Promise<void> {
  await spendBotCheckToken(ctx, 'requestPasswordReset', botCheckToken);
  const normalized = normalizeEmail(email);
  // Not an email address at all: no account can have it, and saying nothing reveals nothing.
  if (normalized.length > 320 || !isValidEmail(normalized)) return;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const request = await tx
      .insertInto('password_reset_requests')
      .values({ email: normalized, requested_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.jobs.enqueue(tx, { type: PASSWORD_RESET_MAIL_JOB, subjectId: request.id, runAt: now });
  });
  ctx.jobs.notify();
}

/**
 * After a log-in's tries ran out (login outcome 3): a reset link for the account with this email or username,
 * queued exactly as the form's request is — for every login, an account's or not — so the answer says nothing
 * about who has an account. The per-account hourly cap on reset emails still holds.
 */
export async function requestResetAfterFailedLogins(ctx: RequestContext, login: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const request = await tx
      .insertInto('password_reset_requests')
      .values({ email: login.slice(0, 320), requested_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.jobs.enqueue(tx, { type: PASSWORD_RESET_MAIL_JOB, subjectId: request.id, runAt: now });
  });
  ctx.jobs.notify();
}

/**
 * A linked business profile (made by createLinkedBusiness) has no password: its owners reach it by acting for
 * it, behind their own log-in and the business's two-factor requirement. Whoever controls its email must not be
 * able to give it a password through a reset, so it gets no reset link and its old links do not work.
 */
async function isLinkedBusinessProfile(db: DbOrTx, user: { id: string; password_hash: string | null }) {
  if (user.password_hash !== null) return false;
  const member = await db
    .selectFrom('business_access')
    .select('member_id')
    .where('business_id', '=', user.id)
    .where('member_id', '!=', user.id)
    .executeTakeFirst();
  return Boolean(member);
}

/**
 * Makes the link for a reset request: a token whose hash is stored, within RESET_EMAILS_PER_HOUR per account
 * (so the form cannot flood someone's inbox). Null when no mail goes out: no such account, a linked business
 * profile, or the hour's links already sent.
 */
async function prepareResetMail(
  tx: Tx,
  email: string,
  now: Date,
  siteUrl: string,
): Promise<{ mail: OutgoingMail; tokenHash: string } | null> {
  // Locked, so two jobs for the same account count each other's links. A request from a throttled log-in may
  // name the account by username; the form's requests are emails, which no username can be.
  const user = await tx
    .selectFrom('users')
    .select(['id', 'email', 'username', 'password_hash'])
    .where((eb) =>
      eb.or([eb(sql<string>`lower(email)`, '=', email), eb(sql<string>`lower(username)`, '=', email)]),
    )
    .forUpdate()
    .executeTakeFirst();
  if (!user || (await isLinkedBusinessProfile(tx, user))) return null;
  const { recent } = await tx
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<string>().as('recent'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - 60 * 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent) >= RESET_EMAILS_PER_HOUR) return null;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await tx
    .insertInto('password_resets')
    .values({
      token_hash: tokenHash,
      user_id: user.id,
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS),
      used_at: null,
    })
    .execute();
  const mail = {
    to: user.email,
    subject: 'Reset your Tackboard password',
    text: [
      `Hi ${user.username},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Tackboard account. Choose a new one here:',
      `${siteUrl}${passwordResetLinkPath(token)}`,
      '',
      "The link works once, for an hour. If you didn't ask for it, ignore this email: your password stays as it is.",
      '',
    ].join('\n'),
  };
  return { mail, tokenHash };
}

/**
 * Runs PASSWORD_RESET_MAIL_JOB: mails the link for one reset request, then forgets the request. The mail goes
 * out after the link is committed (a slow mail server holds no transaction open); when sending fails, the
 * unsent link is removed again and the job is retried.
 */
export function passwordResetMailHandler(deps: { db: Db; mailer: Mailer; now: () => Date }): JobHandler {
  const { db, mailer } = deps;
  const forget = (id: string) => db.deleteFrom('password_reset_requests').where('id', '=', id).execute();
  return {
    async run(job) {
      const request = await db
        .selectFrom('password_reset_requests')
        .selectAll()
        .where('id', '=', job.subject_id)
        .executeTakeFirst();
      // Already done by an earlier run of the same job.
      if (!request) return;
      const prepared = await db
        .transaction()
        .execute((tx) => prepareResetMail(tx, request.email, deps.now(), mailer.siteUrl));
      if (prepared) {
        try {
          await mailer.send(prepared.mail);
        } catch (error) {
          await db.deleteFrom('password_resets').where('token_hash', '=', prepared.tokenHash).execute();
          throw error;
        }
      }
      await forget(request.id);
    },
    async giveUp(job, error) {
      console.error(`[mail] giving up on password reset request ${job.subject_id}:`, error);
      await forget(job.subject_id);
    },
  };
}

/** Whether a reset link can still be used (the reset page says so before anyone types a password). */
export async function isResetLinkUsable(ctx: RequestContext, token: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sets a new password from a reset link: the link is used up, every session of the account ends (whoever
 * knew the old password is signed out) and the person is signed in afresh — or, with two-factor on, asked for
 * their code first, since a reset link proves the mailbox, not the authenticator. A refused password leaves the
 * link usable.
 */
export async function resetPassword(
  ctx: RequestContext,
  input: { token: string; password: string },
  userAgent = '',
): Promise<LogInOutcome> {
  refuseTokenSessions(ctx);
  const problem = passwordError(input.password);
  if (problem) throw validationError(problem, 'password');
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const reset = await tx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!reset) throw new DomainError('NOT_FOUND', PASSWORD_RESET_LINK_INVALID);
    const owner = await tx
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('id', '=', reset.user_id)
      .executeTakeFirstOrThrow();
    // A link mailed before linked business profiles were refused resets (see isLinkedBusinessProfile).
    if (await isLinkedBusinessProfile(tx, owner))
      throw new DomainError('NOT_FOUND', PASSWORD_RESET_LINK_INVALID);
    // The link was mailed to the account's address (changing the address ends open links), so following it
    // proves the mailbox as a verification link would: the real owner of a squatted address gets it back verified.
    const user = await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified_at: sql`coalesce(email_verified_at, ${now})` })
      .where('id', '=', reset.user_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Other links sent earlier stop working too, and (below) the account's failed log-ins are forgiven.
    await tx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await tx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await endPendingLogins(tx, user.id);
    // NOTE: with two-factor on, failed log-ins stay counted until the code passes (as in logIn), so resets
    // cannot clear the count between guesses at the code.
    if (await userHasMfa(tx, user.id))
      return { kind: 'mfaRequired', ...(await issueLoginTicket(tx, user.id, now)) };
    await forgiveAccountFailures(tx, user.id);
    return {
      kind: 'signedIn',
      user,
      sessionToken: await startSession(tx, user.id, now, userAgent, LOGIN_METHODS.email),
    };
  });
}

/**
 * Changes the signed-in person's password after checking the current one; their other sessions end, the one
 * they are using stays.
 */
export async function changePassword(
  ctx: RequestContext,
  input: { currentPassword: string; newPassword: string; botCheckToken?: string | null },
  sessionToken: string | null,
): Promise<void> {
  // The person's own password, even while they act for a business profile.
  const viewer = requireActor(ctx);
  await spendBotCheckToken(ctx, 'changePassword', input.botCheckToken);
  const user = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', viewer.id)
    .executeTakeFirstOrThrow();
  if (!user.password_hash || !(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw validationError(CURRENT_PASSWORD_WRONG, 'currentPassword');
  }
  const problem = passwordError(input.newPassword);
  if (problem) throw validationError(problem, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', viewer.id).execute();
    await endPendingLogins(tx, viewer.id);
    await endOtherSessions(tx, viewer.id, sessionToken);
  });
}
