import { randomBytes } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import { EMAIL_INVALID, isValidEmail, normalizeEmail } from '../../core/email';
import { verifyEmailPath } from '../../core/paths';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_CHANGE_WAIT,
  EMAIL_TAKEN,
  EMAIL_VERIFICATION_LINK_INVALID,
  EMAIL_VERIFICATION_RESEND_WAIT,
} from '../../core/texts';
import type { Database, DbOrTx } from '../db/database';
import { requireActor } from './auth';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { verifyPassword } from './passwords';
import { hashToken } from './sessions';

/** How long a verification link works. */
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60_000;
/** A new link goes out at most this often per account, so the button cannot flood anyone's inbox. */
export const VERIFICATION_RESEND_INTERVAL_MS = 60_000;

/** What the account settings page shows about the signed-in person's address. */
export interface EmailSettingsView {
  userId: string;
  email: string;
  verified: boolean;
  /** When "Resend verification email" works again (null: now, or never needed). */
  resendAvailableAt: Date | null;
}

/** A link that is still to be mailed: made inside the transaction that needs it, sent after it commits. */
export interface VerificationMail {
  to: string;
  username: string;
  token: string;
}

/**
 * Stores a new verification link for the account's current address. The caller has already stamped
 * `email_verification_sent_at` (in the same statement that decided a link may go out).
 */
export async function newVerificationLink(
  db: DbOrTx,
  user: { id: string; email: string; username: string },
  now: Date,
): Promise<VerificationMail> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_verifications')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      email: normalizeEmail(user.email),
      created_at: now,
      expires_at: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS),
      used_at: null,
    })
    .execute();
  return { to: user.email, username: user.username, token };
}

export async function mailVerificationLink(ctx: RequestContext, mail: VerificationMail): Promise<void> {
  await ctx.mailer.send({
    to: mail.to,
    subject: 'Verify your email address on Tackboard',
    text: [
      `Hi ${mail.username},`,
      '',
      'Please confirm that this is your email address by opening this link:',
      `${ctx.mailer.siteUrl}${verifyEmailPath(mail.token)}`,
      '',
      "The link works once, for 24 hours. If you didn't make a Tackboard account with this address, ignore this email.",
      '',
    ].join('\n'),
  });
}

/**
 * Mails a link the person did not ask for by pressing a button (after sign-up or an email change). The account
 * already exists and works, so a mail server that is down must not turn the request into a failure: the
 * settings page offers "Resend verification email".
 */
export async function mailVerificationLinkSoon(ctx: RequestContext, mail: VerificationMail): Promise<void> {
  try {
    await mailVerificationLink(ctx, mail);
  } catch (error) {
    console.warn('[mail] the verification email could not be sent:', (error as Error).message);
  }
}

/** The address the user has proved they read, or null while it is unverified. */
export async function verifiedEmailOf(db: DbOrTx, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email_verified_at ? normalizeEmail(row.email) : null;
}

async function settingsOf(db: DbOrTx, userId: string): Promise<EmailSettingsView> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'email_verified_at', 'email_verification_sent_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const verified = row.email_verified_at !== null;
  const sentAt = row.email_verification_sent_at;
  return {
    userId,
    email: row.email,
    verified,
    resendAvailableAt:
      verified || !sentAt ? null : new Date(sentAt.getTime() + VERIFICATION_RESEND_INTERVAL_MS),
  };
}

/** The signed-in person's own address (theirs even while acting for a business profile). */
export async function emailSettings(ctx: RequestContext): Promise<EmailSettingsView> {
  return settingsOf(ctx.db, requireActor(ctx).id);
}

/**
 * The account's last verification mail (a resend or an email change) left the minute they share: one more may go.
 * Checked inside the update that claims the minute, so parallel requests send one mail.
 */
function mailMinutePassed(now: Date) {
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.or([
      eb('email_verification_sent_at', 'is', null),
      eb('email_verification_sent_at', '<=', new Date(now.getTime() - VERIFICATION_RESEND_INTERVAL_MS)),
    ]);
}

/**
 * Sends a fresh link to the signed-in person's unverified address, at most once a minute. The minute is
 * claimed by one conditional update of the account row, so parallel clicks send one email, not several.
 */
export async function resendVerificationEmail(ctx: RequestContext): Promise<EmailSettingsView> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const mail = await ctx.db.transaction().execute(async (tx) => {
    const user = await tx
      .updateTable('users')
      .set({ email_verification_sent_at: now })
      .where('id', '=', actor.id)
      .where('email_verified_at', 'is', null)
      .where(mailMinutePassed(now))
      .returning(['id', 'email', 'username'])
      .executeTakeFirst();
    if (!user) {
      const current = await settingsOf(tx, actor.id);
      if (current.verified) throw new DomainError('CONFLICT', EMAIL_ALREADY_VERIFIED);
      throw new DomainError('RATE_LIMITED', EMAIL_VERIFICATION_RESEND_WAIT);
    }
    return newVerificationLink(tx, user, now);
  });
  await mailVerificationLink(ctx, mail);
  return emailSettings(ctx);
}

/**
 * Marks an address verified from its mailed link. Anyone holding the link may use it, signed in or not: it proves
 * the mailbox. The link works once, until it expires, and only while the account still has the address it was
 * sent to. Answers the account's (now verified) address.
 */
export async function verifyEmail(ctx: RequestContext, token: string): Promise<EmailSettingsView> {
  const invalid = new DomainError('NOT_FOUND', EMAIL_VERIFICATION_LINK_INVALID);
  if (!token) throw invalid;
  return ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const link = await tx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    if (!link) throw invalid;
    const user = await tx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', link.user_id)
      .where(sql<string>`lower(email)`, '=', link.email)
      .returning('id')
      .executeTakeFirst();
    // The account has another address now: the link proves nothing about it (the update above rolls back).
    if (!user) throw invalid;
    // The address is proved: other links to it have nothing left to do.
    await tx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('user_id', '=', link.user_id)
      .where('used_at', 'is', null)
      .execute();
    return settingsOf(tx, link.user_id);
  });
}

/**
 * Changes the signed-in person's address. The new one is unverified until its link is opened; links sent to the
 * old one stop working. At most one change (or resend) a minute. The current password is asked for (when the account has one), so a borrowed session
 * cannot move the account to someone else's mailbox and then reset the password.
 */
export async function changeEmail(
  ctx: RequestContext,
  input: { email: string; currentPassword?: string | null },
): Promise<EmailSettingsView> {
  const actor = requireActor(ctx);
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw validationError(EMAIL_INVALID, 'email');
  const account = await ctx.db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where('id', '=', actor.id)
    .executeTakeFirstOrThrow();
  if (account.password_hash) {
    const ok = await verifyPassword(input.currentPassword ?? '', account.password_hash);
    if (!ok) throw validationError(CURRENT_PASSWORD_WRONG, 'currentPassword');
  }
  if (normalizeEmail(account.email) === email) return emailSettings(ctx);
  let mail: VerificationMail;
  try {
    mail = await ctx.db.transaction().execute(async (tx) => {
      const now = ctx.now();
      const taken = await tx
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      if (taken) throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
      // Each change mails the new address, so changes share the resend's minute: an account cannot be used to
      // mail a stream of links to other people's addresses.
      const user = await tx
        .updateTable('users')
        .set({ email, email_verified_at: null, email_verification_sent_at: now })
        .where('id', '=', actor.id)
        .where(mailMinutePassed(now))
        .returning(['id', 'email', 'username'])
        .executeTakeFirst();
      if (!user) throw new DomainError('RATE_LIMITED', EMAIL_CHANGE_WAIT);
      await tx
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('user_id', '=', actor.id)
        .where('used_at', 'is', null)
        .execute();
      // Reset links went to the old mailbox: they must not set a password (nor verify the new address) now.
      await tx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', actor.id)
        .where('used_at', 'is', null)
        .execute();
      return newVerificationLink(tx, user, now);
    });
  } catch (error) {
    // Two accounts moving to the same address at once: the unique index decides, the loser gets the same text.
    if (String(error).includes('users_email_key'))
      throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
  await mailVerificationLinkSoon(ctx, mail);
  return emailSettings(ctx);
}
