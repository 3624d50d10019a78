import { randomBytes } from 'node:crypto';
import { LOGIN_METHODS } from '../../core/loginMethods';
import { LOGIN_OUTCOMES } from '../../core/loginOutcomes';
import { loginAssistLinkPath } from '../../core/paths';
import { LOGIN_ASSIST_LINK_INVALID, LOGIN_ASSISTANCE_SENT } from '../../core/texts';
import type { LogInOutcome } from './accounts';
import { refuseTokenSessions } from './apiTokens';
import type { RequestContext } from './context';
import { DomainError } from './errors';
import { knownDeviceId } from './knownDevices';
import { accountWideFailures } from './loginThrottle';
import { issueLoginTicket, userHasMfa } from './mfa';
import { hashToken, startSession } from './sessions';

/**
 * Failed log-ins on an account from all addresses in the window after which a right password from a browser
 * the account does not know is finished through the mailbox (login outcome 2): the password may be one of the
 * guesses that came true.
 */
export const LOGIN_ASSIST_AFTER_FAILURES = 20;
/** How long a mailed log-in link works. */
export const LOGIN_ASSIST_TTL_MS = 15 * 60_000;
/** Log-in links one account is mailed per hour at most. */
export const LOGIN_ASSIST_MAILS_PER_HOUR = 3;

/** Whether this right password must be finished through the mailbox rather than start a session now. */
export async function needsLoginAssistance(ctx: RequestContext, userId: string): Promise<boolean> {
  if (await knownDeviceId(ctx, userId)) return false;
  return (await accountWideFailures(ctx, userId)) >= LOGIN_ASSIST_AFTER_FAILURES;
}

/**
 * Mails the account a one-time link that finishes the log-in (within LOGIN_ASSIST_MAILS_PER_HOUR), then refuses
 * this try with outcome 2. Told only to whoever typed the right password.
 */
export async function refuseWithLoginAssistance(
  ctx: RequestContext,
  user: { id: string; email: string; username: string },
): Promise<never> {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const made = await ctx.db.transaction().execute(async (tx) => {
    // Locked, so two tries at once count each other's links.
    await tx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
    const { recent } = await tx
      .selectFrom('login_assists')
      .select((eb) => eb.fn.countAll<string>().as('recent'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', new Date(now.getTime() - 60 * 60_000))
      .executeTakeFirstOrThrow();
    if (Number(recent) >= LOGIN_ASSIST_MAILS_PER_HOUR) return false;
    await tx
      .insertInto('login_assists')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        created_at: now,
        expires_at: new Date(now.getTime() + LOGIN_ASSIST_TTL_MS),
        used_at: null,
      })
      .execute();
    return true;
  });
  if (made) {
    try {
      await ctx.mailer.send({
        to: user.email,
        subject: 'Finish logging in to Tackboard',
        text: [
          `Hi ${user.username},`,
          '',
          'Someone logged in to your Tackboard account with the right password from a browser it has not been',
          'used from before, while others were guessing at it. If that was you, finish logging in here:',
          `${ctx.mailer.siteUrl}${loginAssistLinkPath(token)}`,
          '',
          "The link works once, for 15 minutes. If it wasn't you, change your password: someone knows it.",
          '',
        ].join('\n'),
      });
    } catch (error) {
      await ctx.db.deleteFrom('login_assists').where('token_hash', '=', hashToken(token)).execute();
      console.warn('[mail] the log-in link could not be sent:', (error as Error).message);
    }
  }
  throw new DomainError('UNAUTHENTICATED', LOGIN_ASSISTANCE_SENT, {
    loginOutcome: LOGIN_OUTCOMES.loginAssistance,
  });
}

/**
 * Finishes a log-in from a mailed link: the link is used up and a session starts (login method email) — or, with
 * two-factor on, the code step comes first, since the link proves the mailbox, not the authenticator.
 */
export async function finishLoginAssistance(
  ctx: RequestContext,
  token: string,
  userAgent = '',
): Promise<LogInOutcome> {
  refuseTokenSessions(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const link = await tx
      .updateTable('login_assists')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!link) throw new DomainError('NOT_FOUND', LOGIN_ASSIST_LINK_INVALID);
    const user = await tx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', link.user_id)
      .executeTakeFirstOrThrow();
    if (await userHasMfa(tx, user.id))
      return { kind: 'mfaRequired', ...(await issueLoginTicket(tx, user.id, now)) };
    return {
      kind: 'signedIn',
      user,
      sessionToken: await startSession(tx, user.id, now, userAgent, LOGIN_METHODS.email),
    };
  });
}
