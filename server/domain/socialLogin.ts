import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { birthDateError } from '../../core/age';
import { EMAIL_INVALID, isValidEmail, normalizeEmail } from '../../core/email';
import { FULL_NAME_MAX_LENGTH, fullNameError } from '../../core/fullName';
import { LOGIN_METHODS, type LoginMethod } from '../../core/loginMethods';
import { preventRegisterOutcome } from '../../core/loginOutcomes';
import {
  ACCOUNT_NAMES,
  isSocialProvider,
  SOCIAL_LOGIN_METHODS,
  SOCIAL_LOGIN_NOT_CONNECTED,
  SOCIAL_LOGIN_STATE_TTL_MS,
  SOCIAL_SIGNUP_EXPIRED,
  SOCIAL_SIGNUP_TTL_MS,
  type SocialLoginError,
  type SocialLoginIntent,
  type SocialProvider,
  singleLoginRefusal,
  socialLoginCallbackPath,
  socialLoginErrorText,
} from '../../core/socialLogin';
import { EMAIL_TAKEN } from '../../core/texts';
import { usernameBase } from '../../core/username';
import type { DbOrTx } from '../db/database';
import type { SocialLoginRow } from '../db/tables/socialLogins';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import { freeUsername, type LogInOutcome } from './accounts';
import { refuseTokenSessions } from './apiTokens';
import { requireActor } from './auth';
import type { RequestContext } from './context';
import { mailVerificationLinkSoon, newVerificationLink } from './emailVerification';
import { DomainError, validationError } from './errors';
import { admitNewAccount, settleNewAccount } from './instance';
import { issueLoginTicket, type MfaChallenge, userHasMfa } from './mfa';
import { type OidcProviderConfig, OidcUnavailableError, type VerifiedIdentity } from './oidc';
import { accountSuspended, hashToken, startSession } from './sessions';

/** A social log-in that has to go back where it started, with a reason the page shows (`?social_error=`). */
export class SocialLoginFailure extends Error {
  constructor(
    readonly reason: SocialLoginError,
    readonly provider: SocialProvider,
    readonly intent: SocialLoginIntent,
    /** Where the person was headed; the log-in page keeps it as its own `next`. */
    readonly next: string,
    cause?: unknown,
  ) {
    super(socialLoginErrorText(reason, provider), cause === undefined ? undefined : { cause });
    this.name = 'SocialLoginFailure';
  }
}

/** The configured providers, in the order the buttons show them. */
export function configuredProviders(ctx: RequestContext): readonly OidcProviderConfig[] {
  return ctx.settings.socialLogin.providers;
}

/** A configured provider by its name in the URL, or null (unknown or not configured: not offered). */
export function configuredProvider(ctx: RequestContext, name: string): OidcProviderConfig | null {
  if (!isSocialProvider(name)) return null;
  return configuredProviders(ctx).find((p) => p.name === name) ?? null;
}

/** The redirect URI registered with the provider: the public origin (PUBLIC_URL) or the request's own. */
export function redirectUriFor(ctx: RequestContext, provider: SocialProvider, requestOrigin: string): string {
  return `${ctx.settings.socialLogin.publicOrigin ?? requestOrigin}${socialLoginCallbackPath(provider)}`;
}

export interface StartInput {
  provider: OidcProviderConfig;
  intent: SocialLoginIntent;
  /** Already a safe same-origin path (core/redirect.ts). */
  next: string;
  /** The browser's random key (its httpOnly cookie): the callback must come back to the same browser. */
  browserKey: string;
  redirectUri: string;
}

/**
 * Leaves for the provider: stores state, nonce and PKCE verifier (single use, a few minutes) bound to this
 * browser, and answers the authorization URL. Connecting (`link`) is for the signed-in person only.
 */
export async function startSocialLogin(ctx: RequestContext, input: StartInput): Promise<URL> {
  const linkUserId = input.intent === 'link' ? requireActor(ctx).id : null;
  const now = ctx.now();
  const checks = ctx.oidc.newAuthorizationChecks();
  let url: URL;
  try {
    url = await ctx.oidc.authorizationUrl(input.provider, input.redirectUri, checks);
  } catch (error) {
    throw new SocialLoginFailure('unavailable', input.provider.name, input.intent, input.next, error);
  }
  // Trips nobody finished go as new ones start, so the table stays small without a sweeper.
  await ctx.db.deleteFrom('social_login_states').where('expires_at', '<', now).execute();
  await ctx.db
    .insertInto('social_login_states')
    .values({
      state_hash: hashToken(checks.state),
      browser_hash: hashToken(input.browserKey),
      provider: input.provider.name,
      intent: input.intent,
      link_user_id: linkUserId,
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      next_path: input.next,
      created_at: now,
      expires_at: new Date(now.getTime() + SOCIAL_LOGIN_STATE_TTL_MS),
      used_at: null,
    })
    .execute();
  return url;
}

/** How a trip back from the provider ends. */
export type CallbackOutcome =
  | { kind: 'signedIn'; user: UserRow; sessionToken: string; next: string }
  | ({ kind: 'mfaRequired'; next: string } & MfaChallenge)
  | { kind: 'signup'; signupToken: string; next: string }
  | { kind: 'linked'; next: string };

/** A proved identity's sign-in: a session, or the code step first. */
type SignInOutcome = Extract<CallbackOutcome, { kind: 'signedIn' | 'mfaRequired' }>;

export interface CallbackInput {
  provider: OidcProviderConfig;
  /** The callback URL as the provider called it: our redirect URI plus its query (code, state or error). */
  callbackUrl: URL;
  browserKey: string | null;
  userAgent: string;
}

/**
 * Back from the provider. The state is used up first (so a callback URL works once, and only in the browser
 * that left), then the code is exchanged and the ID token validated, then:
 * - an identity we know signs in to its account (two-factor on: the code step instead of a session);
 * - else a provider-verified email of an account that has verified it too links the identity to it and signs
 *   in — never an unverified one on either side, or anyone could claim an address at a provider that does not
 *   check it (or sign up with it here first) and take the account over;
 * - else a "finish signing up" waits for the birth date (the verified identity held for 15 minutes).
 * Connecting (`link`) attaches the identity to the signed-in person who left, unless it is someone else's.
 */
export async function finishSocialLogin(ctx: RequestContext, input: CallbackInput): Promise<CallbackOutcome> {
  const { provider, callbackUrl } = input;
  const state = callbackUrl.searchParams.get('state') ?? '';
  const now = ctx.now();
  const trip =
    state && input.browserKey
      ? await ctx.db
          .updateTable('social_login_states')
          .set({ used_at: now })
          .where('state_hash', '=', hashToken(state))
          .where('browser_hash', '=', hashToken(input.browserKey))
          .where('provider', '=', provider.name)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returningAll()
          .executeTakeFirst()
      : undefined;
  if (!trip) throw new SocialLoginFailure('expired', provider.name, 'login', '/');
  const intent: SocialLoginIntent = trip.intent === 'link' ? 'link' : 'login';
  const fail = (reason: SocialLoginError, cause?: unknown) =>
    new SocialLoginFailure(reason, provider.name, intent, trip.next_path, cause);

  const error = callbackUrl.searchParams.get('error');
  if (error) throw fail(error === 'access_denied' ? 'denied' : 'provider');
  let identity: VerifiedIdentity;
  try {
    identity = await ctx.oidc.exchangeCode(provider, callbackUrl, {
      state,
      nonce: trip.nonce,
      codeVerifier: trip.code_verifier,
    });
  } catch (cause) {
    throw fail(cause instanceof OidcUnavailableError ? 'unavailable' : 'provider', cause);
  }

  if (intent === 'link') {
    if (!ctx.actor || ctx.actor.id !== trip.link_user_id) throw fail('signed_out');
    const problem = await linkIdentity(ctx.db, ctx.actor.id, identity, now);
    if (problem) throw fail(problem);
    return { kind: 'linked', next: trip.next_path };
  }

  return signInOrHold(
    ctx,
    identity,
    trip.next_path,
    input.userAgent,
    fail,
    SOCIAL_LOGIN_METHODS[provider.name],
  );
}

/**
 * A proved identity: the account it is connected to signs in; else a provider-verified email of an account that
 * has verified it too links the identity to it and signs in — never an unverified one on either side, or anyone
 * could claim an address at a provider that does not check it (or sign up with it here first) and take the
 * account over; else a "finish signing up" waits for the birth date. `method` is the session's login method.
 */
async function signInOrHold(
  ctx: RequestContext,
  identity: VerifiedIdentity,
  next: string,
  userAgent: string,
  fail: (reason: SocialLoginError) => SocialLoginFailure,
  method: LoginMethod,
): Promise<SignInOutcome | Extract<CallbackOutcome, { kind: 'signup' }>> {
  const provider = identity.provider;
  const now = ctx.now();
  const known = await accountOfIdentity(ctx.db, provider, identity.subject);
  if (known) return signIn(ctx, known, provider, next, userAgent, fail, method);

  if (identity.emailVerified && identity.email) {
    // NOTE: only an account that has proved the address too: otherwise whoever signed up with someone else's
    // address first (unverified) would get that person's identity connected to the account they control.
    const owner = await ctx.db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where(sql<string>`lower(email)`, '=', normalizeEmail(identity.email))
      .where('email_verified_at', 'is not', null)
      .executeTakeFirst();
    if (owner) {
      const problem = await linkIdentity(ctx.db, owner.id, identity, now);
      if (problem) throw fail(problem);
      return signIn(ctx, owner, provider, next, userAgent, fail, method);
    }
  }

  const signupToken = await holdSignup(
    ctx,
    identity,
    method === SOCIAL_LOGIN_METHODS[provider] ? null : method,
  );
  return { kind: 'signup', signupToken, next };
}

/**
 * Holds a verified identity nobody has for its "finish signing up" (15 minutes), answering the token its cookie
 * keeps. `loginMethod`: the session's method when the sign-up completes, when not the provider's own.
 */
async function holdSignup(
  ctx: RequestContext,
  identity: VerifiedIdentity,
  loginMethod: LoginMethod | null,
): Promise<string> {
  const now = ctx.now();
  const signupToken = randomBytes(32).toString('base64url');
  await ctx.db.deleteFrom('social_signups').where('expires_at', '<', now).execute();
  await ctx.db
    .insertInto('social_signups')
    .values({
      token_hash: hashToken(signupToken),
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      full_name: (identity.name ?? [identity.givenName, identity.familyName].filter(Boolean).join(' ')).slice(
        0,
        FULL_NAME_MAX_LENGTH,
      ),
      created_at: now,
      expires_at: new Date(now.getTime() + SOCIAL_SIGNUP_TTL_MS),
      used_at: null,
      login_method: loginMethod,
    })
    .execute();
  return signupToken;
}

/** Connects an identity to an account; answers why not when it belongs elsewhere (or the account has another). */
async function linkIdentity(
  db: DbOrTx,
  userId: string,
  identity: VerifiedIdentity,
  now: Date,
): Promise<SocialLoginError | null> {
  const existing = await db
    .selectFrom('social_logins')
    .select(['user_id', 'subject'])
    .where('provider', '=', identity.provider)
    .where((eb) => eb.or([eb('subject', '=', identity.subject), eb('user_id', '=', userId)]))
    .execute();
  const sameIdentity = existing.find((row) => row.subject === identity.subject);
  if (sameIdentity) return sameIdentity.user_id === userId ? null : 'taken';
  if (existing.length > 0) return 'other_identity';
  try {
    await db
      .insertInto('social_logins')
      .values({
        provider: identity.provider,
        subject: identity.subject,
        user_id: userId,
        email: identity.email,
        created_at: now,
      })
      .execute();
  } catch (error) {
    // Two tabs connecting at once: the unique keys decide, and the loser hears why.
    if (String(error).includes('social_logins_provider_subject_key')) return 'taken';
    if (String(error).includes('social_logins_user_provider_key')) return 'other_identity';
    throw error;
  }
  return null;
}

/**
 * A proved identity signs in like a right password does: with two-factor on, a ticket for the code step; a
 * suspended account is told so, as a right password is, and gets neither.
 */
async function signIn(
  ctx: RequestContext,
  user: UserRow,
  provider: SocialProvider,
  next: string,
  userAgent: string,
  fail: (reason: SocialLoginError) => SocialLoginFailure,
  method: LoginMethod = SOCIAL_LOGIN_METHODS[provider],
): Promise<SignInOutcome> {
  const account = await ctx.db
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (account?.suspended_at) throw fail('suspended');
  if (await userHasMfa(ctx.db, user.id)) {
    const challenge = await issueLoginTicket(ctx.db, user.id, ctx.now());
    return { kind: 'mfaRequired', ...challenge, next };
  }
  const sessionToken = await startSession(ctx.db, user.id, ctx.now(), userAgent, method);
  return { kind: 'signedIn', user, sessionToken, next };
}

/** What the "Finish signing up" page shows of the identity waiting for a birth date. */
export interface PendingSocialSignup {
  provider: SocialProvider;
  email: string | null;
  emailVerified: boolean;
  fullName: string;
  expiresAt: Date;
}

async function usablePendingSignup(db: DbOrTx, token: string, now: Date) {
  return db
    .selectFrom('social_signups')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function pendingSocialSignup(
  ctx: RequestContext,
  token: string | null,
): Promise<PendingSocialSignup | null> {
  if (!token) return null;
  const row = await usablePendingSignup(ctx.db, token, ctx.now());
  if (!row || !isSocialProvider(row.provider)) return null;
  return {
    provider: row.provider,
    email: row.email,
    emailVerified: row.email_verified,
    fullName: row.full_name,
    expiresAt: row.expires_at,
  };
}

export interface CompleteSocialSignupInput {
  fullName: string;
  birthDate: string;
  /** The provider's email unless the person changes it (or the provider gave none). */
  email: string;
}

/**
 * Creates the account of a verified identity nobody had: the same rules as the sign-up form (name, email, age),
 * no password (a reset link adds one later), the identity connected and a session started, in one transaction.
 * The pending sign-up works once.
 */
export async function completeSocialSignup(
  ctx: RequestContext,
  token: string | null,
  input: CompleteSocialSignupInput,
  userAgent = '',
): Promise<{ user: UserRow; sessionToken: string }> {
  const expired = new DomainError('NOT_FOUND', SOCIAL_SIGNUP_EXPIRED);
  const pending = token ? await usablePendingSignup(ctx.db, token, ctx.now()) : undefined;
  if (!token || !pending) throw expired;
  // Made only for a provider this server knows; one since removed from the configuration makes no account.
  const provider = pending.provider;
  if (!isSocialProvider(provider)) throw expired;
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw validationError(EMAIL_INVALID, 'email');
  const nameError = fullNameError(fullName);
  if (nameError) throw validationError(nameError, 'fullName');
  const ageError = birthDateError(input.birthDate, ctx.now());
  if (ageError) throw validationError(ageError, 'birthDate');
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  if (taken) throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });

  // An address the provider checked counts as verified; one the person typed instead (or an unchecked one) is
  // mailed a link like any sign-up.
  const emailVerified =
    pending.email_verified && pending.email !== null && normalizeEmail(pending.email) === email;
  for (let attempt = 0; ; attempt++) {
    try {
      const { mail, ...signedUp } = await ctx.db.transaction().execute(async (tx) => {
        const now = ctx.now();
        const used = await tx
          .updateTable('social_signups')
          .set({ used_at: now })
          .where('token_hash', '=', hashToken(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) throw expired;
        // Social sign-ups carry no invite link: by invitation they are refused like closed ones.
        const admitted = await admitNewAccount(tx, null, now);
        const base = usernameBase(fullName, email);
        const username = await freeUsername(tx, attempt < 2 ? base : `${base}${randomInt(100, 1000)}`);
        const user = await tx
          .insertInto('users')
          .values({
            username,
            email,
            password_hash: null,
            full_name: fullName,
            birth_date: input.birthDate,
            email_verified_at: emailVerified ? now : null,
            email_verification_sent_at: emailVerified ? null : now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('social_logins')
          .values({
            provider: pending.provider,
            subject: pending.subject,
            user_id: user.id,
            email: pending.email,
            created_at: now,
          })
          .execute();
        await settleNewAccount(tx, user.id, admitted, now);
        const method =
          pending.login_method === LOGIN_METHODS.googleOneTap
            ? LOGIN_METHODS.googleOneTap
            : SOCIAL_LOGIN_METHODS[provider];
        const sessionToken = await startSession(tx, user.id, now, userAgent, method);
        return { user, sessionToken, mail: emailVerified ? null : await newVerificationLink(tx, user, now) };
      });
      if (mail) await mailVerificationLinkSoon(ctx, mail);
      return signedUp;
    } catch (error) {
      const message = String(error);
      if (message.includes('users_email_key'))
        throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
      // The identity was connected to an account meanwhile (another tab finished first).
      if (message.includes('social_logins_provider_subject_key') && isSocialProvider(pending.provider))
        throw new DomainError('CONFLICT', socialLoginErrorText('taken', pending.provider));
      if (!message.includes('users_username_key') || attempt >= 5) throw error;
    }
  }
}

/** How a person can log in: a password, and which providers. */
export interface LoginMethods {
  hasPassword: boolean;
  socialLogins: SocialLoginRow[];
}

export async function loginMethods(db: DbOrTx, userId: string): Promise<LoginMethods> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  const socialLogins = await db
    .selectFrom('social_logins')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { hasPassword: Boolean(user?.password_hash), socialLogins };
}

/** Single-login: no password and one connected login, which therefore cannot go. */
export function isSingleLogin(methods: LoginMethods): boolean {
  return !methods.hasPassword && methods.socialLogins.length === 1;
}

/**
 * Disconnects a provider from the signed-in person's account, refused when it is their only way to log in.
 * The account row is locked meanwhile, so two disconnects at once cannot each leave the other as the last.
 */
export async function disconnectSocialLogin(
  ctx: RequestContext,
  provider: SocialProvider,
): Promise<LoginMethods> {
  const me = requireActor(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', me.id).forUpdate().executeTakeFirst();
    const methods = await loginMethods(tx, me.id);
    if (!methods.socialLogins.some((l) => l.provider === provider))
      throw new DomainError('NOT_FOUND', SOCIAL_LOGIN_NOT_CONNECTED);
    if (!methods.hasPassword && methods.socialLogins.length === 1)
      throw new DomainError('CONFLICT', singleLoginRefusal(provider));
    await tx
      .deleteFrom('social_logins')
      .where('user_id', '=', me.id)
      .where('provider', '=', provider)
      .execute();
    return loginMethods(tx, me.id);
  });
}

/** The facebook provider for the legacy calls, or a clear refusal when the server has none. */
/**
 * The identity an ID token of this provider proves, for the legacy calls that send one (`field` names the input
 * it came in). Refused: a provider not set up here, no token, or one the provider did not sign for us.
 */
async function verifiedIdToken(
  ctx: RequestContext,
  name: SocialProvider,
  token: string,
  field: string,
): Promise<VerifiedIdentity> {
  const provider = configuredProvider(ctx, name);
  const label = ACCOUNT_NAMES[name];
  if (!provider)
    throw validationError(
      `${label.charAt(0).toUpperCase()}${label.slice(1)} log-in is not set up on this server.`,
    );
  if (!token) throw validationError(`A ${label} token is required.`, field);
  try {
    return await ctx.oidc.verifyIdToken(provider, token);
  } catch (error) {
    if (error instanceof OidcUnavailableError) throw error;
    throw new DomainError('UNAUTHENTICATED', `That ${label} token is not valid.`, { apiErrorCode: 5 });
  }
}

/** Refuses a verified token of another identity than the one the call names (Facebook's `facebook_id`). */
function requireSubject(identity: VerifiedIdentity, provider: SocialProvider, subject: string): void {
  const label = ACCOUNT_NAMES[provider];
  if (identity.subject !== subject)
    throw new DomainError('UNAUTHENTICATED', `That ${label} token is for another ${label} account.`, {
      apiErrorCode: 5,
    });
}

/** The account a provider's identity is connected to, if any. */
function accountOfIdentity(
  db: DbOrTx,
  provider: SocialProvider,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('social_logins')
    .innerJoin('users', 'users.id', 'social_logins.user_id')
    .select(USER_COLUMNS)
    .where('social_logins.provider', '=', provider)
    .where('social_logins.subject', '=', subject)
    .executeTakeFirst();
}

function verifiedFacebookToken(ctx: RequestContext, token: string): Promise<VerifiedIdentity> {
  return verifiedIdToken(ctx, 'facebook', token, 'facebook_token');
}

/** The legacy log-in's social fields: an ID token of each provider, as POST /v3/login/ names it. */
export const ID_TOKEN_FIELDS: Readonly<Record<SocialProvider, string>> = {
  facebook: 'facebook_token',
  google: 'google_open_id_token',
  line: 'line_id_token',
  sso: 'sso_id_token',
};

/**
 * POST /v3/login/ with a provider's ID token instead of a password: the account connected to that identity signs
 * in as through the provider's own pages (two-factor asks for its code, a suspended account is refused, outcome
 * 6). `subject`, when sent (Facebook's `facebook_id`), must be the token's own. An identity with no account here
 * makes none — the sign-up page does that — and says so (Facebook outcome 4, Google 5).
 */
export async function logInWithIdToken(
  ctx: RequestContext,
  input: { provider: SocialProvider; idToken: string; subject?: string | null },
  userAgent: string,
): Promise<LogInOutcome> {
  refuseTokenSessions(ctx);
  const identity = await verifiedIdToken(ctx, input.provider, input.idToken, ID_TOKEN_FIELDS[input.provider]);
  if (input.subject) requireSubject(identity, input.provider, input.subject);
  const user = await accountOfIdentity(ctx.db, input.provider, identity.subject);
  if (!user)
    throw new DomainError('NOT_FOUND', SOCIAL_LOGIN_NOT_CONNECTED, {
      loginOutcome: preventRegisterOutcome(input.provider),
    });
  return signIn(ctx, user, input.provider, '/', userAgent, () => {
    throw accountSuspended();
  });
}

/** How a one-tap sign-in ends: a session, the code step, or "finish signing up" for an identity nobody has. */
export type OneTapOutcome = Extract<CallbackOutcome, { kind: 'signedIn' | 'mfaRequired' | 'signup' }>;

/**
 * Google's one-tap prompt hands the page an ID token (its "credential"), which the page posts here. It is checked
 * as any Google ID token is (our client id, Google's keys, not expired) and then goes as a trip through Google's
 * own pages does — the connected account signs in, a verified address links, else "finish signing up" — except
 * that the session records login method 4 (Google one tap), a completed sign-up's included.
 */
export async function logInWithGoogleOneTap(
  ctx: RequestContext,
  input: { credential: string; next: string },
  userAgent: string,
): Promise<OneTapOutcome> {
  refuseTokenSessions(ctx);
  const identity = await verifiedIdToken(ctx, 'google', input.credential, 'credential');
  const fail = (reason: SocialLoginError) => new SocialLoginFailure(reason, 'google', 'login', input.next);
  try {
    return await signInOrHold(ctx, identity, input.next, userAgent, fail, LOGIN_METHODS.googleOneTap);
  } catch (error) {
    // The same refusals as a password, in the API's terms rather than a redirect's.
    if (!(error instanceof SocialLoginFailure)) throw error;
    if (error.reason === 'suspended') throw accountSuspended();
    throw new DomainError('CONFLICT', error.message);
  }
}

/**
 * GET /v3/facebook/login_data/: how the account connected to this Facebook identity logs in.
 * The token must be a valid ID token of that very identity, so nobody learns about accounts by guessing ids.
 */
export async function facebookLoginData(
  ctx: RequestContext,
  input: { facebookId: string; facebookToken: string },
): Promise<{ connectedToGoogle: boolean; hasPassword: boolean }> {
  const identity = await verifiedFacebookToken(ctx, input.facebookToken);
  requireSubject(identity, 'facebook', input.facebookId);
  const account = await accountOfIdentity(ctx.db, 'facebook', identity.subject);
  if (!account) throw new DomainError('NOT_FOUND', SOCIAL_LOGIN_NOT_CONNECTED);
  const methods = await loginMethods(ctx.db, account.id);
  return {
    connectedToGoogle: methods.socialLogins.some((l) => l.provider === 'google'),
    hasPassword: methods.hasPassword,
  };
}

/** POST /v3/facebook/profile_data/: the person's profile from a verified Facebook ID token. */
export async function facebookProfileData(ctx: RequestContext, token: string): Promise<VerifiedIdentity> {
  return verifiedFacebookToken(ctx, token);
}
