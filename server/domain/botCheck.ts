import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import {
  BOT_CHECK_API_ERROR_CODE,
  BOT_CHECK_FAILED,
  BOT_CHECK_TOKEN_TTL_MS,
  BOT_CHECK_UNKNOWN_ACTION,
  type BotCheckAction,
  type BotCheckCall,
  botCheckAccepts,
  isBotCheckAction,
} from '../../core/botCheck';
import type { RequestContext } from './context';
import { DomainError, validationError } from './errors';
import { serverSecret } from './serverSecrets';

/** The only hash we issue challenges with; tokens naming another are refused before any hashing. */
const ALGORITHM = 'SHA-256';

/** A proof-of-work challenge (ALTCHA's format): find the number n ≤ maxnumber with SHA-256(salt + n) = challenge. */
export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  /** Random, then the signed parameters (`?action=…&expires=…&`). */
  salt: string;
  /** HMAC of the challenge with the server's key: only challenges we issued verify. */
  signature: string;
  action: BotCheckAction;
  expiresAt: Date;
}

/** ALTCHA's solution payload, which the client sends base64-encoded as its token. */
interface SolutionPayload {
  algorithm: typeof ALGORITHM;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

async function hmacKey(ctx: RequestContext): Promise<string> {
  return (await serverSecret(ctx.db, 'bot_check_hmac')).toString('hex');
}

/**
 * A fresh challenge for one action, or null while the bot check is off (BOT_CHECK=off): the client then sends
 * no token. The action and the expiry are part of the signed salt, so neither can be changed by the client.
 */
export async function botCheckChallenge(
  ctx: RequestContext,
  action: string,
): Promise<BotCheckChallenge | null> {
  if (!isBotCheckAction(action)) throw validationError(BOT_CHECK_UNKNOWN_ACTION, 'action');
  const { enabled, maxNumber } = ctx.settings.botCheck;
  if (!enabled) return null;
  const expiresAt = new Date(ctx.now().getTime() + BOT_CHECK_TOKEN_TTL_MS);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    hmacKey: await hmacKey(ctx),
    maxNumber,
    expires: expiresAt,
    params: { action },
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? maxNumber,
    salt: challenge.salt,
    signature: challenge.signature,
    action,
    // The salt carries whole seconds; say the same here.
    expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
  };
}

function decodeToken(token: string | null | undefined): SolutionPayload | null {
  if (!token || token.length > 2048) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (algorithm !== ALGORITHM) return null;
  if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}

function refused(): DomainError {
  return new DomainError('VALIDATION', BOT_CHECK_FAILED, {
    apiErrorCode: BOT_CHECK_API_ERROR_CODE,
    field: 'botCheckToken',
  });
}

/**
 * Spends a bot-check token on a call, or refuses the call. The token must be a solution of a challenge we
 * signed, for an action this call accepts, not yet expired (by the request clock) and not spent before. Callers
 * check it before anything else, so a refusal leaves no trace: no session, no mail, no log-in failure counted.
 * Does nothing while the bot check is off.
 */
export async function spendBotCheckToken(
  ctx: RequestContext,
  call: BotCheckCall,
  token: string | null | undefined,
): Promise<void> {
  if (!ctx.settings.botCheck.enabled) return;
  const payload = decodeToken(token);
  if (!payload) throw refused();
  const params = extractParams(payload);
  const action = params.action ?? '';
  if (!botCheckAccepts(call, action)) throw refused();
  const expiresAt = Number(params.expires) * 1000;
  const now = ctx.now();
  if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) throw refused();
  // NOTE: the library's own expiry check reads the wall clock; ours above reads the request's.
  if (!(await verifySolution(payload, await hmacKey(ctx), false))) throw refused();

  // Spent tokens are kept only while they could still be accepted; older rows go as new ones come.
  await ctx.db.deleteFrom('bot_check_spent').where('expires_at', '<=', now).execute();
  const spent = await ctx.db
    .insertInto('bot_check_spent')
    .values({ signature: payload.signature, expires_at: new Date(expiresAt) })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!spent) throw refused();
}
