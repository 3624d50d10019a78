import { randomBytes } from 'node:crypto';
import {
  DEFAULT_SITE_NAME,
  INSTANCE_INVITE_TTL_MS,
  SIGN_UP_MODES,
  type SignUpMode,
  siteNameError,
} from '../../core/instance';
import { inviteSignUpPath } from '../../core/paths';
import { ADMIN_TEXTS } from '../../core/texts';
import type { DbOrTx, Tx } from '../db/database';
import type { InstanceSettingsRow } from '../db/tables/instance';
import { requireAdmin } from './admin';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { awaitWelcome } from './interests';
import { hashToken } from './sessions';

export interface InstanceSettings {
  siteName: string;
  signUpMode: SignUpMode;
}

function fromRow(row: Pick<InstanceSettingsRow, 'site_name' | 'sign_up_mode'> | undefined): InstanceSettings {
  return { siteName: row?.site_name ?? DEFAULT_SITE_NAME, signUpMode: row?.sign_up_mode ?? 'open' };
}

/** The site name and who may sign up: public, since the header and the sign-up form show them. */
export async function instanceSettings(db: DbOrTx): Promise<InstanceSettings> {
  return fromRow(
    await db
      .selectFrom('instance_settings')
      .select(['site_name', 'sign_up_mode'])
      .where('id', '=', 1)
      .executeTakeFirst(),
  );
}

export async function updateInstanceSettings(
  ctx: RequestContext,
  input: { siteName?: string | null; signUpMode?: string | null },
): Promise<InstanceSettings> {
  await requireAdmin(ctx);
  const changes: { site_name?: string; sign_up_mode?: SignUpMode } = {};
  if (input.siteName != null) {
    const problem = siteNameError(input.siteName);
    if (problem) throw validationError(problem, 'siteName');
    changes.site_name = input.siteName.trim();
  }
  if (input.signUpMode != null) {
    const mode = SIGN_UP_MODES.find((m) => m === input.signUpMode);
    if (!mode) throw validationError('Choose open, by invitation or closed.', 'signUpMode');
    changes.sign_up_mode = mode;
  }
  if (Object.keys(changes).length === 0) return instanceSettings(ctx.db);
  return fromRow(
    await ctx.db
      .updateTable('instance_settings')
      .set(changes)
      .where('id', '=', 1)
      .returning(['site_name', 'sign_up_mode'])
      .executeTakeFirst(),
  );
}

/**
 * Whether a new account may be made, checked inside the sign-up's transaction before the account is written:
 * sign-ups closed refuse everyone; by invitation, the invite link must be unused and unexpired. The first
 * account of an instance is always let in, so a fresh instance whose settings say closed can still get its
 * administrator. Returns the invite to spend once the account exists (see spendInstanceInvite).
 */
export async function admitNewAccount(
  tx: Tx,
  inviteToken: string | null | undefined,
  now: Date,
): Promise<{ inviteId: string } | null> {
  const settings = await tx
    .selectFrom('instance_settings')
    .select(['sign_up_mode', 'admin_claimed_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!settings || settings.admin_claimed_at === null || settings.sign_up_mode === 'open') return null;
  if (settings.sign_up_mode === 'closed') throw new DomainError('FORBIDDEN', ADMIN_TEXTS.signUpsClosed);
  if (!inviteToken) throw new DomainError('FORBIDDEN', ADMIN_TEXTS.inviteRequired);
  // Locked and re-checked: two people with the same link cannot both use it.
  const invite = await tx
    .selectFrom('instance_invites')
    .select('id')
    .where('token_hash', '=', hashToken(inviteToken))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
  if (!invite) throw new DomainError('FORBIDDEN', ADMIN_TEXTS.inviteInvalid);
  return { inviteId: invite.id };
}

/**
 * After the account is written (same transaction), whichever way it signed up: uses up its invite, makes it the
 * administrator when it is the instance's first, and has it wait for its welcome (interests, shown once). NOTE: the update that claims the role only succeeds while `admin_claimed_at` is null;
 * on Postgres a concurrent first sign-up waits for this row's lock and then re-checks that condition, so only
 * one of any number of simultaneous first sign-ups becomes administrator.
 */
export async function settleNewAccount(
  tx: Tx,
  userId: string,
  admitted: { inviteId: string } | null,
  now: Date,
): Promise<void> {
  if (admitted) {
    await tx
      .updateTable('instance_invites')
      .set({ used_at: now, used_by: userId })
      .where('id', '=', admitted.inviteId)
      .execute();
  }
  const claimed = await tx
    .updateTable('instance_settings')
    .set({ admin_claimed_at: now })
    .where('id', '=', 1)
    .where('admin_claimed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (claimed) await tx.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
  await awaitWelcome(tx, userId, now);
}

/** Makes a sign-up link that works once (for sign-ups by invitation); the path holds the only copy of its token. */
export async function createInstanceInvite(ctx: RequestContext): Promise<{ path: string; expiresAt: Date }> {
  const admin = await requireAdmin(ctx);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(ctx.now().getTime() + INSTANCE_INVITE_TTL_MS);
  await ctx.db
    .insertInto('instance_invites')
    .values({
      token_hash: hashToken(token),
      created_by: admin.id,
      expires_at: expiresAt,
      used_at: null,
      used_by: null,
    })
    .execute();
  return { path: inviteSignUpPath(token), expiresAt };
}
