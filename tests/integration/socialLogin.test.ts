import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_YOUNG } from '../../core/age';
import { GOOGLE_ONE_TAP_PATH } from '../../core/googleOneTap';
import {
  SOCIAL_SIGNUP_EXPIRED,
  type SocialProvider,
  singleLoginRefusal,
  socialLoginErrorText,
} from '../../core/socialLogin';
import { ADMIN_TEXTS, EMAIL_TAKEN } from '../../core/texts';
import { totpCode } from '../../core/totp';
import { KNOWN_DEVICES_COOKIE } from '../../server/http/cookies';
import { graphql } from '../gql';
import {
  ADULT_BIRTH_DATE,
  type DomainErrorResult,
  signUp,
  succeeded,
  uniqueEmail,
} from '../support/fixtures';
import { restJson, TestClient } from '../support/httpClient';
import { startTestOidcProvider, type TestIdentity, type TestOidcProvider } from '../support/oidcProvider';
import { newestVerificationToken } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/testApp';

const PROVIDERS: SocialProvider[] = ['google', 'facebook', 'sso'];

let idp: TestOidcProvider;
let app: TestApp;
/** A port nothing listens on: the issuer of a provider that is down. */
let deadIssuer: string;

async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  idp = await startTestOidcProvider();
  deadIssuer = `http://127.0.0.1:${await closedPort()}`;
  app = await startTestApp({
    env: idp.env(PROVIDERS, {
      OIDC_SSO_LABEL: 'Continue with Acme SSO',
      OIDC_LINE_ISSUER: deadIssuer,
      OIDC_LINE_CLIENT_ID: 'tackboard-line',
      OIDC_LINE_CLIENT_SECRET: 'line-secret',
    }),
  });
  idp.configure(app.baseUrl, PROVIDERS);
});
afterAll(async () => {
  await app?.close();
  await idp?.close();
});

let subjects = 0;
function identity(overrides: Partial<TestIdentity> = {}): TestIdentity {
  subjects += 1;
  return idp.addIdentity({
    sub: `subject-${process.pid}-${subjects}-${Math.random().toString(36).slice(2, 8)}`,
    email: uniqueEmail('social'),
    email_verified: true,
    name: 'Sam Social',
    ...overrides,
  });
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

interface Trip {
  /** Where the app finally sent the browser (path and query on the app). */
  landing: string;
  /** The callback URL the provider sent the browser to (for replay tests). */
  callback: string | null;
}

/**
 * A browser's trip: the app's start link, the provider's authorize endpoint and its own log-in page (the form
 * posted with the identity's email, or Cancel), back to the app's callback, to wherever the app sends it.
 * Redirects are followed by hand so every cookie on the way lands in the client's jar.
 */
async function trip(
  client: TestClient,
  startPath: string,
  who: TestIdentity | 'cancel',
  options: { tamper?: (callback: URL) => void } = {},
): Promise<Trip> {
  let url = new URL(startPath, app.baseUrl);
  let callback: string | null = null;
  let response = await client.get(url.href, { redirect: 'manual' });
  for (let hop = 0; hop < 20; hop++) {
    if (isRedirect(response.status)) {
      url = new URL(response.headers.get('location') ?? '', url);
      if (url.origin === app.baseUrl && /^\/login\/oidc\/[^/]+\/callback\//.test(url.pathname)) {
        options.tamper?.(url);
        callback = url.href;
      } else if (url.origin === app.baseUrl && !url.pathname.startsWith('/login/oidc/')) {
        return { landing: `${url.pathname}${url.search}`, callback };
      }
      response = await client.get(url.href, { redirect: 'manual' });
      continue;
    }
    const page = await response.text();
    const form = /action="(\/interaction\/[^"]+\/(?:login|abort))"/g;
    const actions = [...page.matchAll(form)].map((m) => m[1] ?? '');
    const action = actions.find((a) => a.endsWith(who === 'cancel' ? '/abort' : '/login'));
    if (response.status !== 200 || !action)
      throw new Error(`Stuck at ${url.href} (${response.status}): ${page}`);
    url = new URL(action, idp.issuer);
    response = await client.request(
      'POST',
      url.href,
      new URLSearchParams(who === 'cancel' ? {} : { email: who.email ?? '' }),
      { csrf: false, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
  }
  throw new Error('Too many redirects');
}

interface ViewerLogins {
  viewer: {
    isAuth: boolean;
    username: string | null;
    hasPassword: boolean;
    isSingleLogin: boolean;
    socialNetwork: Record<SocialProvider, boolean> | null;
    socialLogins: { provider: SocialProvider; email: string | null }[];
  };
}

async function viewerLogins(client: TestClient): Promise<ViewerLogins['viewer']> {
  const { viewer } = await client.query(
    graphql(`query SocialLoginViewer {
    viewer {
      isAuth username hasPassword isSingleLogin
      socialNetwork { facebook google line sso }
      socialLogins { provider email }
    }
  }`),
  );
  return viewer;
}

type CompleteResult =
  | DomainErrorResult
  | { __typename: 'MutationCompleteSocialSignupSuccess'; data: { username: string; email: string | null } };

async function completeSignup(
  client: TestClient,
  input: { fullName: string; birthDate: string; email: string },
): Promise<CompleteResult> {
  const { completeSocialSignup } = await client.query(
    graphql(`mutation SocialLoginCompleteSocialSignup($input: CompleteSocialSignupInput!) {
      completeSocialSignup(input: $input) {
        __typename ...DomainErrorFields
        ... on MutationCompleteSocialSignupSuccess { data { username email } }
      }
    }`),
    { input },
  );
  return completeSocialSignup;
}

async function pendingSignup(client: TestClient) {
  const { pendingSocialSignup } = await client.query(
    graphql(
      `query SocialLoginPendingSocialSignup { pendingSocialSignup { provider email emailVerified fullName } }`,
    ),
  );
  return pendingSocialSignup;
}

/** A new person through the whole sign-up: provider, finish page, birth date; answers their signed-in client. */
async function socialSignUp(who: TestIdentity, provider: SocialProvider = 'sso'): Promise<TestClient> {
  const client = app.client();
  const { landing } = await trip(client, `/login/oidc/${provider}/`, who);
  expect(landing).toBe('/signup/social/');
  const done = await completeSignup(client, {
    fullName: who.name ?? 'Sam Social',
    birthDate: ADULT_BIRTH_DATE,
    email: who.email ?? uniqueEmail(),
  });
  if (done.__typename === 'DomainError') throw new Error(done.message);
  return client;
}

/** Signs up with a password and opens the verification link mailed at sign-up. */
async function verifiedSignUp(client: TestClient, email: string) {
  const user = await signUp(client, { email });
  const { verifyEmail } = await app
    .client()
    .query(
      graphql(
        `mutation SocialLoginVerifyEmail($token: String!) { verifyEmail(token: $token) { __typename } }`,
      ),
      { token: newestVerificationToken(app.dataDir, email) },
    );
  expect(verifyEmail.__typename).toBe('MutationVerifyEmailSuccess');
  return user;
}

async function emailVerified(client: TestClient): Promise<boolean> {
  const { emailSettings } = await client.query(
    graphql(`query SocialLoginEmailSettings { emailSettings { verified } }`),
  );
  return emailSettings!.verified;
}

describe('social log-in: signing up with a provider', () => {
  it('asks a new person for their birth date, refuses under 18, then creates the account and signs in', async () => {
    const who = identity({ name: 'Nia Newcomer' });
    const client = app.client();
    const { landing } = await trip(client, '/login/oidc/sso/?next=/pin/42/', who);
    expect(landing).toBe('/signup/social/?next=%2Fpin%2F42%2F');
    expect((await viewerLogins(client)).isAuth).toBe(false);
    expect(await pendingSignup(client)).toEqual({
      provider: 'sso',
      email: who.email,
      emailVerified: true,
      fullName: 'Nia Newcomer',
    });

    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const refused = await completeSignup(client, {
      fullName: 'Nia Newcomer',
      birthDate: young.toISOString().slice(0, 10),
      email: who.email ?? '',
    });
    expect(refused).toMatchObject({ __typename: 'DomainError', message: TOO_YOUNG, field: 'birthDate' });
    expect((await viewerLogins(client)).isAuth).toBe(false);

    const accepted = await completeSignup(client, {
      fullName: 'Nia Newcomer',
      birthDate: ADULT_BIRTH_DATE,
      email: who.email ?? '',
    });
    expect(accepted).toMatchObject({ __typename: 'MutationCompleteSocialSignupSuccess' });
    const viewer = await viewerLogins(client);
    expect(viewer).toMatchObject({
      isAuth: true,
      hasPassword: false,
      isSingleLogin: true,
      socialNetwork: { facebook: false, google: false, line: false, sso: true },
      socialLogins: [{ provider: 'sso', email: who.email }],
    });
    // The pending sign-up worked once and is gone.
    expect(await pendingSignup(client)).toBeNull();
    const again = await completeSignup(client, {
      fullName: 'Nia Again',
      birthDate: ADULT_BIRTH_DATE,
      email: uniqueEmail(),
    });
    expect(again).toMatchObject({ __typename: 'DomainError', message: SOCIAL_SIGNUP_EXPIRED });
  });

  it('signs the same identity in directly the next time, on the way to next', async () => {
    const who = identity();
    const first = await socialSignUp(who);
    const { username } = await viewerLogins(first);
    const client = app.client();
    const { landing } = await trip(client, '/login/oidc/sso/?next=/search/pins/%3Fq%3Dtea', who);
    expect(landing).toBe('/search/pins/?q=tea');
    expect(await viewerLogins(client)).toMatchObject({ isAuth: true, username });
    // Both ways in make the browser a known device of the account, as a password log-in does.
    for (const browser of [first, client]) expect(browser.cookies.get(KNOWN_DEVICES_COOKIE)).toMatch(/^\d+:/);
    // Settings → Sessions tells both began with single sign-on (login method 9), the sign-up's too.
    const { sessions } = await client.query(
      graphql(`query SocialLoginSessions { sessions { current loginMethod loginMethodLabel } }`),
    );
    expect(sessions).toEqual([
      { current: true, loginMethod: 9, loginMethodLabel: 'Single sign-on' },
      { current: false, loginMethod: 9, loginMethodLabel: 'Single sign-on' },
    ]);
  });

  it('sends a suspended account back to the log-in page with the suspension, and starts no session', async () => {
    const who = identity();
    const { username } = await viewerLogins(await socialSignUp(who));
    await app.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('username', '=', username as string)
      .execute();
    const client = app.client();
    const { landing } = await trip(client, '/login/oidc/sso/', who);
    expect(landing).toBe('/login/?social_error=suspended&provider=sso');
    expect(socialLoginErrorText('suspended', 'sso')).toBe(ADMIN_TEXTS.suspended);
    expect(await viewerLogins(client)).toMatchObject({ isAuth: false });
  });

  it('resets a next on another origin to /', async () => {
    const who = identity();
    await socialSignUp(who);
    const client = app.client();
    const { landing } = await trip(
      client,
      `/login/oidc/sso/?next=${encodeURIComponent('https://evil.example/x')}`,
      who,
    );
    expect(landing).toBe('/');
    expect((await viewerLogins(client)).isAuth).toBe(true);
  });

  it('links a provider-verified email to the account that has verified it too and signs in', async () => {
    const owner = await verifiedSignUp(app.client(), uniqueEmail('owner'));
    const who = identity({ email: owner.email, email_verified: true });
    const client = app.client();
    const { landing } = await trip(client, '/login/oidc/google/', who);
    expect(landing).toBe('/');
    expect(await viewerLogins(client)).toMatchObject({
      isAuth: true,
      username: owner.username,
      hasPassword: true,
      isSingleLogin: false,
      socialNetwork: { google: true, facebook: false, sso: false, line: false },
    });
  });

  it('never links to an account whose address is unverified: whoever signed up with it first gets no identity', async () => {
    const squatter = await signUp(app.client(), { email: uniqueEmail('squatter') });
    const owner = identity({ email: squatter.email, email_verified: true });
    const client = app.client();
    const { landing } = await trip(client, '/login/oidc/google/', owner);
    expect(landing).toBe('/signup/social/');
    expect((await viewerLogins(client)).isAuth).toBe(false);
    const links = await app.db
      .selectFrom('social_logins')
      .select('provider')
      .where('user_id', '=', squatter.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('a provider-verified address counts as verified; another address typed on the finish page is mailed a link', async () => {
    const checked = identity();
    expect(await emailVerified(await socialSignUp(checked))).toBe(true);
    const typed = uniqueEmail('typed');
    const other = app.client();
    await trip(other, '/login/oidc/sso/', identity());
    await completeSignup(other, { fullName: 'Tia Typed', birthDate: ADULT_BIRTH_DATE, email: typed });
    expect(await emailVerified(other)).toBe(false);
    expect(newestVerificationToken(app.dataDir, typed)).toBeTruthy();
    const unchecked = identity({ email_verified: false });
    const uncheckedClient = await socialSignUp(unchecked);
    expect(await emailVerified(uncheckedClient)).toBe(false);
  });

  it('never links an unverified email: the finish page refuses the taken address, the account stays untouched', async () => {
    const owner = await signUp(app.client(), { email: uniqueEmail('victim') });
    const attacker = identity({ email: owner.email, email_verified: false });
    const client = app.client();
    const { landing } = await trip(client, '/login/oidc/google/', attacker);
    expect(landing).toBe('/signup/social/');
    expect((await viewerLogins(client)).isAuth).toBe(false);
    expect(await pendingSignup(client)).toMatchObject({ email: owner.email, emailVerified: false });
    const refused = await completeSignup(client, {
      fullName: 'Not The Owner',
      birthDate: ADULT_BIRTH_DATE,
      email: owner.email,
    });
    expect(refused).toMatchObject({ __typename: 'DomainError', message: EMAIL_TAKEN, field: 'email' });
    const links = await app.db
      .selectFrom('social_logins')
      .select('provider')
      .where('user_id', '=', owner.id)
      .execute();
    expect(links).toEqual([]);
    // With an address of their own, the person gets their own account.
    const own = await completeSignup(client, {
      fullName: 'Not The Owner',
      birthDate: ADULT_BIRTH_DATE,
      email: uniqueEmail('own'),
    });
    expect(own).toMatchObject({ __typename: 'MutationCompleteSocialSignupSuccess' });
    expect((await viewerLogins(client)).username).not.toBe(owner.username);
  });
});

describe('social log-in: refusals', () => {
  it('refuses a tampered state, a replayed callback and a callback from another browser', async () => {
    const who = identity();
    await socialSignUp(who);

    const tampered = app.client();
    const bad = await trip(tampered, '/login/oidc/sso/', who, {
      tamper: (callback) => callback.searchParams.set('state', 'forged-state-value'),
    });
    expect(bad.landing).toBe('/login/?social_error=expired&provider=sso');
    expect((await viewerLogins(tampered)).isAuth).toBe(false);

    const client = app.client();
    const good = await trip(client, '/login/oidc/sso/', who);
    expect(good.landing).toBe('/');
    if (!good.callback) throw new Error('no callback seen');
    const replay = await client.get(good.callback, { redirect: 'manual' });
    expect(replay.headers.get('location')).toBe('/login/?social_error=expired&provider=sso');

    // A callback URL made in one browser signs nobody in in another (it lacks the first one's cookie).
    const victim = app.client();
    const fresh = app.client();
    let captured: string | null = null;
    await trip(fresh, '/login/oidc/sso/', who, {
      tamper: (callback) => {
        captured = callback.href;
        callback.searchParams.set('state', 'spent-elsewhere');
      },
    });
    if (!captured) throw new Error('no callback seen');
    const planted = await victim.get(captured, { redirect: 'manual' });
    expect(planted.headers.get('location')).toBe('/login/?social_error=expired&provider=sso');
    expect((await viewerLogins(victim)).isAuth).toBe(false);
  });

  it('goes back to the log-in page with the reason when the person cancels at the provider; nothing is created', async () => {
    const client = app.client();
    const before = await app.db.selectFrom('social_signups').select('token_hash').execute();
    const { landing } = await trip(client, '/login/oidc/google/?next=/following/', 'cancel');
    expect(landing).toBe('/login/?next=%2Ffollowing%2F&social_error=denied&provider=google');
    expect((await viewerLogins(client)).isAuth).toBe(false);
    const after = await app.db.selectFrom('social_signups').select('token_hash').execute();
    expect(after.length).toBe(before.length);
  });

  it('says so on the log-in page when the provider cannot be reached', async () => {
    const response = await app.client().get('/login/oidc/line/', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login/?social_error=unavailable&provider=line');
  });

  it('offers only configured providers', async () => {
    const { socialLoginProviders } = await app
      .client()
      .query(
        graphql(
          `query SocialLoginSocialLoginProviders { socialLoginProviders { provider label loginMethod } }`,
        ),
      );
    expect(socialLoginProviders).toEqual([
      { provider: 'google', label: 'Continue with Google', loginMethod: 3 },
      { provider: 'facebook', label: 'Continue with Facebook', loginMethod: 2 },
      { provider: 'line', label: 'Continue with LINE', loginMethod: 8 },
      { provider: 'sso', label: 'Continue with Acme SSO', loginMethod: 9 },
    ]);
  });
});

describe('social log-in: two-factor', () => {
  it('sends an account with two-factor on to the code step: no session until the code passes', async () => {
    // The server's clock is pinned, so the codes computed here are the ones it expects.
    const base = Date.parse('2032-06-01T12:00:00Z');
    app.clock.set(new Date(base));
    try {
      const client = app.client();
      const owner = await verifiedSignUp(client, uniqueEmail('mfa'));
      const { startMfaEnrollment } = await client.query(
        graphql(
          `mutation SocialLoginStartMfaEnrollment { startMfaEnrollment { __typename ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }`,
        ),
      );
      const secret = succeeded(startMfaEnrollment).secret;
      const { confirmMfaEnrollment } = await client.query(
        graphql(`mutation SocialLoginConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {
          confirmMfaEnrollment(input: $input) { __typename ...DomainErrorFields }
        }`),
        { input: { code: totpCode(secret, base), password: owner.password } },
      );
      expect(confirmMfaEnrollment).toMatchObject({ __typename: 'MutationConfirmMfaEnrollmentSuccess' });
      const who = identity({ email: owner.email, email_verified: true });
      const browser = app.client();
      const { landing } = await trip(browser, '/login/oidc/google/?next=/following/', who);
      const url = new URL(landing, app.baseUrl);
      expect(url.pathname).toBe('/login/');
      expect(url.searchParams.get('next')).toBe('/following/');
      const ticket = url.searchParams.get('mfa');
      expect(ticket).toBeTruthy();
      expect(browser.cookies.has('tb_session')).toBe(false);
      expect((await viewerLogins(browser)).isAuth).toBe(false);

      app.clock.set(new Date(base + 60_000));
      const { verifyLoginCode } = await browser.query(
        graphql(
          `mutation SocialLoginVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }`,
        ),
        { input: { ticket: ticket!, code: totpCode(secret, base + 60_000) } },
      );
      expect(verifyLoginCode.__typename).toBe('MutationVerifyLoginCodeSuccess');
      expect(await viewerLogins(browser)).toMatchObject({ isAuth: true, username: owner.username });
    } finally {
      app.clock.reset();
    }
  });
});

type DisconnectResult =
  | DomainErrorResult
  | {
      __typename: 'MutationDisconnectSocialLoginSuccess';
      data: { hasPassword: boolean; isSingleLogin: boolean };
    };

async function disconnect(client: TestClient, provider: SocialProvider): Promise<DisconnectResult> {
  const { disconnectSocialLogin } = await client.query(
    graphql(`mutation SocialLoginDisconnectSocialLogin($provider: SocialLoginProvider!) {
      disconnectSocialLogin(provider: $provider) {
        __typename ...DomainErrorFields
        ... on MutationDisconnectSocialLoginSuccess { data { hasPassword isSingleLogin } }
      }
    }`),
    { provider },
  );
  return disconnectSocialLogin;
}

/** Waits for the mail worker to send what is queued first. */
async function resetTokensMailedTo(email: string): Promise<string[]> {
  await app.mailSent();
  const outbox = path.join(app.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => /\/password\/reset\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1] ?? '')
    .filter(Boolean);
}

describe('connected logins', () => {
  it('refuses to disconnect the only way to log in; a password from a reset link makes it possible', async () => {
    const who = identity();
    const client = await socialSignUp(who);
    const refused = await disconnect(client, 'sso');
    expect(refused).toMatchObject({
      __typename: 'DomainError',
      code: 'CONFLICT',
      message: singleLoginRefusal('sso'),
    });
    expect((await viewerLogins(client)).socialNetwork?.sso).toBe(true);

    // Password reset works for an account made with a social log-in: it adds the first password.
    await client.query(
      graphql(
        `mutation SocialLoginRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }`,
      ),
      {
        email: who.email!,
      },
    );
    const [token] = await resetTokensMailedTo(who.email ?? '');
    expect(token).toBeTruthy();
    await client.query(
      graphql(
        `mutation SocialLoginResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }`,
      ),
      { input: { token: token!, password: 'a brand new password' } },
    );
    expect(await viewerLogins(client)).toMatchObject({
      isAuth: true,
      hasPassword: true,
      isSingleLogin: false,
    });
    const done = await disconnect(client, 'sso');
    expect(done).toMatchObject({
      __typename: 'MutationDisconnectSocialLoginSuccess',
      data: { hasPassword: true, isSingleLogin: false },
    });
    expect((await viewerLogins(client)).socialLogins).toEqual([]);
  });

  it('connects a provider to the signed-in person (not to whoever has the email) and refuses one that is someone else’s', async () => {
    const client = app.client();
    const me = await signUp(client, { email: uniqueEmail('linker') });
    // The provider's email is someone else's address: connecting still goes to the signed-in person.
    const other = await signUp(app.client(), { email: uniqueEmail('bystander') });
    const mine = identity({ email: other.email, email_verified: true });
    const { landing } = await trip(client, '/login/oidc/google/?intent=link', mine);
    expect(landing).toBe('/settings/connections/?connected=google');
    const links = await app.db
      .selectFrom('social_logins')
      .select(['user_id', 'provider'])
      .where('subject', '=', mine.sub)
      .execute();
    expect(links).toEqual([{ user_id: me.id, provider: 'google' }]);
    expect((await viewerLogins(client)).socialNetwork?.google).toBe(true);

    // The same identity cannot be connected to another account.
    const someoneElse = app.client();
    await signUp(someoneElse, { email: uniqueEmail('someone') });
    const taken = await trip(someoneElse, '/login/oidc/google/?intent=link', mine);
    expect(taken.landing).toBe('/settings/connections/?social_error=taken&provider=google');
    expect((await viewerLogins(someoneElse)).socialNetwork?.google).toBe(false);
  });

  it('sends a signed-out person who tries to connect to the log-in page', async () => {
    const response = await app.client().get('/login/oidc/google/?intent=link', { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/login/?next=%2Fsettings%2Fconnections%2F');
  });
});

describe('legacy /v3/facebook calls', () => {
  it('answers login_data for the account connected to a verified Facebook ID token', async () => {
    const who = identity();
    const client = await socialSignUp(who, 'facebook');
    const token = await idp.signIdToken('facebook', { sub: who.sub, email: who.email });
    const answer = await restJson<Record<string, boolean>>(
      await client.get(
        `/v3/facebook/login_data/?${new URLSearchParams({ facebook_id: who.sub, facebook_token: token })}`,
      ),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        data: { connected_to_gplus: false, connected_to_google: false, has_password: false },
      },
    });

    const otherId = await restJson(
      await client.get(
        `/v3/facebook/login_data/?${new URLSearchParams({ facebook_id: 'someone-else', facebook_token: token })}`,
      ),
    );
    expect(otherId.status).toBe(401);
    // A token for another client (audience) is not ours to accept.
    const forGoogle = await idp.signIdToken('google', { sub: who.sub });
    const wrongAudience = await restJson(
      await client.get(
        `/v3/facebook/login_data/?${new URLSearchParams({ facebook_id: who.sub, facebook_token: forGoogle })}`,
      ),
    );
    expect(wrongAudience.status).toBe(401);
  });

  it('answers profile_data from the verified token, null for what it lacks', async () => {
    const token = await idp.signIdToken('facebook', {
      sub: 'fb-123',
      email: 'pat@example.com',
      given_name: 'Pat',
      family_name: 'Lee',
      birthdate: '1991-02-03',
    });
    const answer = await restJson(
      await app.client().post('/v3/facebook/profile_data/', { access_token: token }),
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'success',
        code: 0,
        message: 'ok',
        data: {
          birthday: '1991-02-03',
          email: 'pat@example.com',
          first_name: 'Pat',
          gender: null,
          id: 'fb-123',
          last_name: 'Lee',
          picture: null,
        },
      },
    });
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await restJson(
      await app.client().post('/v3/facebook/profile_data/', { access_token: forged }),
    );
    expect(refused.status).toBe(401);
  });

  it('answers a clear 400 when Facebook log-in is not set up', async () => {
    const bare = await startTestApp();
    try {
      const answer = await restJson(
        await new TestClient(bare.baseUrl).post('/v3/facebook/profile_data/', { access_token: 'x' }),
      );
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'failure', message: 'Facebook log-in is not set up on this server.' },
      });
      expect(
        (await new TestClient(bare.baseUrl).get('/login/oidc/google/', { redirect: 'manual' })).status,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('POST /v3/login/ with a provider ID token', () => {
  const SESSIONS = graphql(`query SocialLoginV3Sessions { sessions { current loginMethod } }`);

  it.each([
    ['google', 'google_open_id_token', 3],
    ['sso', 'sso_id_token', 9],
  ] as const)(
    'signs the account connected to a %s identity in from %s (login method %i)',
    async (provider, field, method) => {
      const who = identity();
      await socialSignUp(who, provider);
      const token = await idp.signIdToken(provider, { sub: who.sub, email: who.email });
      const client = app.client();
      const answer = await restJson<{ username: string }>(
        await client.post('/v3/login/', { [field]: token }),
      );
      expect(answer.status).toBe(200);
      expect(client.cookies.get('tb_session')).toBeTruthy();
      expect((await client.query(SESSIONS, {})).sessions.find((s) => s.current)?.loginMethod).toBe(method);
    },
  );

  it('checks facebook_id against the Facebook token it comes with', async () => {
    const who = identity();
    await socialSignUp(who, 'facebook');
    const token = await idp.signIdToken('facebook', { sub: who.sub, email: who.email });
    const mismatched = app.client();
    const refused = await restJson(
      await mismatched.post('/v3/login/', { facebook_id: 'someone-else', facebook_token: token }),
    );
    expect(refused).toMatchObject({
      status: 401,
      body: { message: 'That Facebook token is for another Facebook account.' },
    });
    expect(mismatched.cookies.has('tb_session')).toBe(false);
    const noToken = await restJson(await app.client().post('/v3/login/', { facebook_id: who.sub }));
    expect(noToken).toMatchObject({ status: 400, body: { message: 'A Facebook token is required.' } });
    const signedIn = app.client();
    const ok = await restJson(
      await signedIn.post('/v3/login/', { facebook_id: who.sub, facebook_token: token }),
    );
    expect(ok.status).toBe(200);
  });

  it.each([
    ['facebook', 'facebook_token', 4],
    ['google', 'google_open_id_token', 5],
  ] as const)(
    'never makes an account for an unknown %s identity (%s): outcome %i, nothing created',
    async (provider, field, outcome) => {
      const who = identity();
      const token = await idp.signIdToken(provider, { sub: who.sub, email: who.email });
      const client = app.client();
      const answer = await restJson(await client.post('/v3/login/', { [field]: token }));
      expect(answer).toMatchObject({ status: 404, body: { status: 'failure', login_outcome: outcome } });
      expect(client.cookies.has('tb_session')).toBe(false);
      const made = await app.db
        .selectFrom('social_logins')
        .select('id')
        .where('subject', '=', who.sub)
        .execute();
      expect(made).toEqual([]);
    },
  );

  it('refuses a suspended account with outcome 6, and a forged token as not valid', async () => {
    const who = identity();
    const { username } = await viewerLogins(await socialSignUp(who, 'google'));
    await app.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('username', '=', username as string)
      .execute();
    const token = await idp.signIdToken('google', { sub: who.sub, email: who.email });
    const suspended = await restJson(await app.client().post('/v3/login/', { google_open_id_token: token }));
    expect(suspended).toMatchObject({
      status: 403,
      body: { message: ADMIN_TEXTS.suspended, login_outcome: 6 },
    });
    const forged = await restJson(
      await app.client().post('/v3/login/', { google_open_id_token: `${token.slice(0, -4)}AAAA` }),
    );
    expect(forged).toMatchObject({ status: 401, body: { message: 'That Google token is not valid.' } });
    expect(forged.body).not.toHaveProperty('login_outcome');
  });
});

describe('Google one tap', () => {
  const SESSIONS = graphql(`query SocialLoginOneTapSessions { sessions { current loginMethod } }`);
  const WELCOME = graphql(`query SocialLoginOneTapWelcome { viewer { isAuth welcomePending } }`);
  const PROVIDERS_QUERY = graphql(
    `query SocialLoginOneTapProviders { socialLoginProviders { provider oneTapClientId } }`,
  );

  async function post(client: TestClient, body: object) {
    return restJson<{ outcome: string; redirect: string }>(await client.post(GOOGLE_ONE_TAP_PATH, body));
  }

  it("offers Google's client id for the prompt, and no other provider's", async () => {
    const { socialLoginProviders } = await app.client().query(PROVIDERS_QUERY);
    const byName = new Map(socialLoginProviders.map((p) => [p.provider, p.oneTapClientId]));
    expect(byName.get('google')).toEqual(expect.any(String));
    expect(byName.get('sso')).toBeNull();
  });

  it('signs the connected account in from the credential Google hands the page, as login method 4', async () => {
    const who = identity();
    await socialSignUp(who, 'google');
    const client = app.client();
    const answer = await post(client, {
      credential: await idp.signIdToken('google', { sub: who.sub, email: who.email }),
      next: '/ideas/',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { outcome: 'signed_in', redirect: '/ideas/' },
    });
    expect(client.cookies.get('tb_session')).toBeTruthy();
    expect((await client.query(SESSIONS)).sessions.find((s) => s.current)?.loginMethod).toBe(4);
  });

  it('refuses a token Google did not sign for us, and one of another provider, starting no session', async () => {
    const who = identity();
    await socialSignUp(who, 'google');
    const token = await idp.signIdToken('google', { sub: who.sub, email: who.email });
    for (const credential of [
      `${token.slice(0, -4)}AAAA`,
      await idp.signIdToken('sso', { sub: who.sub, email: who.email }),
    ]) {
      const client = app.client();
      const refused = await post(client, { credential });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ status: 'failure', message: 'That Google token is not valid.' });
      expect(client.cookies.get('tb_session')).toBeFalsy();
    }
    const empty = await post(app.client(), {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'A Google token is required.' });
  });

  it('a new identity finishes signing up, then is signed in by one tap (method 4) and waits for its welcome', async () => {
    const who = identity({ name: 'Tapio Tapper' });
    const client = app.client();
    const answer = await post(client, {
      credential: await idp.signIdToken('google', {
        sub: who.sub,
        email: who.email,
        email_verified: true,
        name: 'Tapio Tapper',
      }),
      next: '/',
    });
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { outcome: 'signup', redirect: '/signup/social/' },
    });
    expect(client.cookies.get('tb_session')).toBeFalsy();
    const done = await completeSignup(client, {
      fullName: 'Tapio Tapper',
      birthDate: ADULT_BIRTH_DATE,
      email: who.email ?? uniqueEmail(),
    });
    expect(done.__typename).toBe('MutationCompleteSocialSignupSuccess');
    expect((await client.query(SESSIONS)).sessions.find((s) => s.current)?.loginMethod).toBe(4);
    expect((await client.query(WELCOME)).viewer).toEqual({ isAuth: true, welcomePending: true });
  });
});
