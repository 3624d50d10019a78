import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { LOGIN_METHODS } from '../../core/loginMethods';
import {
  isTotpCodeFormat,
  LOGIN_TICKET_TTL_MS,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeFromBytes,
} from '../../core/mfa';
import {
  CURRENT_PASSWORD_WRONG,
  MFA_ALREADY_ON,
  MFA_CODE_MISSING,
  MFA_CODE_REUSED,
  MFA_CODE_WRONG,
  MFA_LOGIN_EXPIRED,
  MFA_NOT_ON,
  MFA_RECOVERY_CODE_WRONG,
  MFA_SETUP_MISSING,
} from '../../core/texts';
import { matchingTotpStep, newTotpSecret, totpUri } from '../../core/totp';
import type { DbOrTx } from '../db/database';
import type { MfaFactorRow } from '../db/tables/mfaFactors';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import { refuseTokenSessions } from './apiTokens';
import { requireActor } from './auth';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { beginLoginAttempt, endLoginAttempt, type LoginAttempt } from './loginThrottle';
import { verifyPassword } from './passwords';
import { hashToken, startSession } from './sessions';

/**
 * Whether the person has two-factor authentication switched on (an authenticator confirmed with a code). A
 * started but unconfirmed enrollment does not count: it asks nothing at log-in.
 */
export async function userHasMfa(db: DbOrTx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
  return Boolean(row);
}

/** What the set-up screen shows: the QR code and, for people who cannot scan it, the secret to type. */
export interface MfaEnrollment {
  secret: string;
  otpauthUri: string;
  /** The QR code as an SVG `data:` URL, drawn here so the client needs no QR library. */
  qrCodeDataUrl: string;
}

/** A log-in whose password passed and whose code is still to come. */
export interface MfaChallenge {
  ticket: string;
  expiresAt: Date;
}

/**
 * Starts (or restarts) setting up an authenticator: a new secret, not yet asked for at log-in. Restarting
 * replaces an unconfirmed secret, so a half-finished set-up on another device stops working.
 */
export async function startMfaEnrollment(ctx: RequestContext): Promise<MfaEnrollment> {
  const me = requireActor(ctx);
  const user = await ctx.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  const secret = newTotpSecret();
  const saved = await ctx.db
    .insertInto('mfa_factors')
    .values({ user_id: me.id, secret, created_at: ctx.now(), enabled_at: null, last_used_step: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, created_at: ctx.now(), last_used_step: null })
        .where('mfa_factors.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!saved) throw new DomainError('CONFLICT', MFA_ALREADY_ON);
  const otpauthUri = totpUri(secret, user.email);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Switches two-factor authentication on once the person proves their app makes the right codes, and gives
 * them their recovery codes (shown this once). The password is asked too: otherwise someone holding a stolen
 * session could switch it on with their own phone and lock the owner out for good.
 */
export async function confirmMfaEnrollment(
  ctx: RequestContext,
  input: { code: string; password: string },
): Promise<string[]> {
  const me = requireActor(ctx);
  const now = ctx.now();
  const factor = await ctx.db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  if (factor?.enabled_at) throw new DomainError('CONFLICT', MFA_ALREADY_ON);
  if (!factor) throw validationError(MFA_SETUP_MISSING, 'code');
  await checkPassword(ctx, me.id, input.password);
  const code = input.code.replace(/\s+/g, '');
  if (!code) throw validationError(MFA_CODE_MISSING, 'code');
  const step = matchingTotpStep(factor.secret, code, now.getTime());
  if (step === null) throw validationError(MFA_CODE_WRONG, 'code');
  return ctx.db.transaction().execute(async (tx) => {
    const enabled = await tx
      .updateTable('mfa_factors')
      .set({ enabled_at: now, last_used_step: String(step) })
      .where('user_id', '=', me.id)
      .where('secret', '=', factor.secret)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    // Another tab restarted or finished the set-up meanwhile: this code belongs to a secret that is gone.
    if (Number(enabled.numUpdatedRows) === 0) throw validationError(MFA_SETUP_MISSING, 'code');
    return replaceRecoveryCodes(tx, me.id, now);
  });
}

/** Switches two-factor authentication off: the password and a current code (or a recovery code) are asked. */
export async function disableMfa(
  ctx: RequestContext,
  input: { password: string; code: string },
): Promise<void> {
  const me = requireActor(ctx);
  const factor = await enabledFactor(ctx.db, me.id);
  if (!factor) throw new DomainError('CONFLICT', MFA_NOT_ON);
  await checkPassword(ctx, me.id, input.password);
  await endLoginAttempt(ctx, await checkSecondFactor(ctx, factor, input.code), 'passed');
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('mfa_recovery_codes').where('user_id', '=', me.id).execute();
    await tx.deleteFrom('mfa_login_tickets').where('user_id', '=', me.id).execute();
    await tx.deleteFrom('mfa_factors').where('user_id', '=', me.id).execute();
  });
}

/** New recovery codes (the old ones stop working) after the password is checked; shown this once. */
export async function regenerateRecoveryCodes(
  ctx: RequestContext,
  input: { password: string },
): Promise<string[]> {
  const me = requireActor(ctx);
  if (!(await enabledFactor(ctx.db, me.id))) throw new DomainError('CONFLICT', MFA_NOT_ON);
  await checkPassword(ctx, me.id, input.password);
  return ctx.db.transaction().execute((tx) => replaceRecoveryCodes(tx, me.id, ctx.now()));
}

/**
 * After a right password for an account with two-factor on: a ticket for the code step instead of a session.
 * Only its hash is stored; it works once, for a few minutes, and only for this account.
 */
export async function issueLoginTicket(db: DbOrTx, userId: string, now: Date): Promise<MfaChallenge> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LOGIN_TICKET_TTL_MS);
  // Expired tickets of this account go as new ones come, so the table does not grow with abandoned log-ins.
  await db
    .deleteFrom('mfa_login_tickets')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now)
    .execute();
  await db
    .insertInto('mfa_login_tickets')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { ticket, expiresAt };
}

/** Tickets waiting for a code stop working (the password they passed with has changed). */
export async function endPendingLogins(db: DbOrTx, userId: string): Promise<void> {
  await db.deleteFrom('mfa_login_tickets').where('user_id', '=', userId).execute();
}

/**
 * The log-in's second step: a code from the authenticator (or a recovery code, once) for a ticket from the
 * first. Starts the session exactly as a log-in without two-factor does. Wrong codes count towards the
 * account's failed log-ins, so codes cannot be guessed faster than passwords.
 */
export async function verifyLoginCode(
  ctx: RequestContext,
  input: { ticket: string; code: string },
  userAgent = '',
): Promise<{ user: UserRow; sessionToken: string }> {
  refuseTokenSessions(ctx);
  const expired = new DomainError('UNAUTHENTICATED', MFA_LOGIN_EXPIRED, { apiErrorCode: 5, field: 'ticket' });
  const pending = await ctx.db
    .selectFrom('mfa_login_tickets')
    .select('user_id')
    .where('ticket_hash', '=', hashToken(input.ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now())
    .executeTakeFirst();
  if (!pending) throw expired;
  const factor = await enabledFactor(ctx.db, pending.user_id);
  // Two-factor was switched off in between (from a signed-in device): the password step stands on its own.
  const attempt = factor ? await checkSecondFactor(ctx, factor, input.code) : null;
  const signedIn = await ctx.db.transaction().execute(async (tx) => {
    const now = ctx.now();
    const used = await tx
      .updateTable('mfa_login_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', hashToken(input.ticket))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) throw expired;
    const user = await tx
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('id', '=', pending.user_id)
      .executeTakeFirstOrThrow();
    return { user, sessionToken: await startSession(tx, user.id, now, userAgent, LOGIN_METHODS.multifactor) };
  });
  if (attempt) await endLoginAttempt(ctx, attempt, 'signedIn');
  return signedIn;
}

async function enabledFactor(db: DbOrTx, userId: string): Promise<MfaFactorRow | undefined> {
  return db
    .selectFrom('mfa_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .executeTakeFirst();
}

/** The account's password, checked under the log-in throttle: a wrong one counts as a failed log-in. */
async function checkPassword(ctx: RequestContext, userId: string, password: string): Promise<void> {
  const attempt = await beginLoginAttempt(ctx, { kind: 'user', userId });
  const user = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) {
    await endLoginAttempt(ctx, attempt, 'failed');
    throw validationError(CURRENT_PASSWORD_WRONG, 'password');
  }
  await endLoginAttempt(ctx, attempt, 'passed');
}

/**
 * A code from the authenticator, accepted once per 30-second step (a step at or before the last accepted one
 * is refused, so a code seen over a shoulder cannot be replayed), or an unused recovery code, used up here.
 * Every refusal but an empty code counts as a failed log-in; the try taken for an accepted code is the
 * caller's to end.
 */
async function checkSecondFactor(
  ctx: RequestContext,
  factor: MfaFactorRow,
  rawCode: string,
): Promise<LoginAttempt> {
  if (!rawCode.trim()) throw validationError(MFA_CODE_MISSING, 'code');
  const attempt = await beginLoginAttempt(ctx, { kind: 'user', userId: factor.user_id });
  const problem = await secondFactorProblem(ctx.db, factor, rawCode, ctx.now());
  if (problem === null) return attempt;
  await endLoginAttempt(ctx, attempt, 'failed');
  throw validationError(problem, 'code');
}

/** Why the code is refused, or null when it is accepted (and recorded as used). */
async function secondFactorProblem(
  db: DbOrTx,
  factor: MfaFactorRow,
  rawCode: string,
  now: Date,
): Promise<string | null> {
  const code = rawCode.trim();
  if (!code) return MFA_CODE_MISSING;
  if (isTotpCodeFormat(code)) {
    const step = matchingTotpStep(factor.secret, code, now.getTime());
    if (step === null) return MFA_CODE_WRONG;
    // The compare-and-set makes two requests racing with the same code accept it once.
    const accepted = await db
      .updateTable('mfa_factors')
      .set({ last_used_step: String(step) })
      .where('user_id', '=', factor.user_id)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
      .executeTakeFirst();
    return Number(accepted.numUpdatedRows) > 0 ? null : MFA_CODE_REUSED;
  }
  const used = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', recoveryCodeHash(factor.user_id, code))
    .where('user_id', '=', factor.user_id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0 ? null : MFA_RECOVERY_CODE_WRONG;
}

/** Bound to the account, so equal codes of two people never share a hash (or collide in the primary key). */
function recoveryCodeHash(userId: string, code: string): string {
  return hashToken(`${userId}:${normalizeRecoveryCode(code)}`);
}

async function replaceRecoveryCodes(db: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFromBytes(randomBytes(10)));
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(
      codes.map((code) => ({
        code_hash: recoveryCodeHash(userId, code),
        user_id: userId,
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}
