import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { normalizeEmail } from '../../core/email';
import { passwordError } from '../../core/password';
import { CURRENT_PASSWORD_WRONG, PASSWORD_RESET_LINK_INVALID } from '../../core/texts';
import type { LogInOutcome } from './accounts';
import { requireActor } from './auth';
import { spendBotCheckToken } from './botCheck';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { endPendingLogins, issueLoginTicket, userHasMfa } from './mfa';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, startSession } from './sessions';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Reset emails one account gets per hour at most, so the form cannot be used to flood someone's inbox. */
export const RESET_EMAILS_PER_HOUR = 3;

/**
 * Mails a reset link to the account with this email, if there is one. The answer is the same either way (and
 * so is the work before the mail goes out), so the form does not tell who has an account.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  email: string,
  botCheckToken: string | null = null,
): Promise<void> {
  await spendBotCheckToken(ctx, 'requestPasswordReset', botCheckToken);
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'username'])
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!user) return;
  const now = ctx.now();
  const { recent } = await ctx.db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<string>().as('recent'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', new Date(now.getTime() - 60 * 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent) >= RESET_EMAILS_PER_HOUR) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS),
      used_at: null,
    })
    .execute();
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your Tackboard password',
    text: [
      `Hi ${user.username},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Tackboard account. Choose a new one here:',
      `${ctx.mailer.siteUrl}/password/reset/${token}/`,
      '',
      "The link works once, for an hour. If you didn't ask for it, ignore this email: your password stays as it is.",
      '',
    ].join('\n'),
  });
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
    const user = await tx
      .updateTable('users')
      .set({ password_hash: passwordHash })
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
    await tx.deleteFrom('login_failures').where('login_key', '=', `user:${user.id}`).execute();
    return { kind: 'signedIn', user, sessionToken: await startSession(tx, user.id, now, userAgent) };
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
    let others = tx.deleteFrom('sessions').where('user_id', '=', viewer.id);
    if (sessionToken) others = others.where('token_hash', '!=', hashToken(sessionToken));
    await others.execute();
  });
}
