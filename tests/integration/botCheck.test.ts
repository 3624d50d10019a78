import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BOT_CHECK_API_ERROR_CODE,
  BOT_CHECK_FAILED,
  BOT_CHECK_TOKEN_TTL_MS,
  type BotCheckAction,
} from '../../core/botCheck';
import { LOGIN_FAILURE_LIMIT } from '../../server/domain/loginThrottle';
import { graphql } from '../gql';
import { ADULT_BIRTH_DATE, DEFAULT_PASSWORD, type DomainErrorResult, uniqueEmail } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  // A small difficulty keeps solving in the test quick; the checks are the same at any difficulty.
  app = await startTestApp({ env: { BOT_CHECK: 'on', BOT_CHECK_MAX_NUMBER: '2000' } });
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => app.clock.reset());

interface Challenge {
  algorithm: string;
  challenge: string;
  maxNumber: number;
  salt: string;
  signature: string;
  action: BotCheckAction;
  expiresAt: string;
}

const CHALLENGE = graphql(`
  query BotCheckChallenge($action: BotCheckAction!) {
    botCheckChallenge(action: $action) { algorithm challenge maxNumber salt signature action expiresAt }
  }`);

async function challengeFor(client: TestClient, action: BotCheckAction): Promise<Challenge> {
  const { botCheckChallenge } = await client.query(CHALLENGE, {
    action,
  });
  if (!botCheckChallenge) throw new Error('The server sent no challenge');
  return botCheckChallenge;
}

/** Solves a challenge the way a browser does (brute force) and encodes the solution as the token. */
async function solve(c: Pick<Challenge, 'algorithm' | 'challenge' | 'maxNumber' | 'salt' | 'signature'>) {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxNumber).promise;
  if (!solution) throw new Error('No solution within maxNumber');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function tokenFor(action: BotCheckAction, client: TestClient = app.client()): Promise<string> {
  return solve(await challengeFor(client, action));
}

type MutationResult = DomainErrorResult | { __typename: string };

const SIGN_UP = graphql(`
  mutation BotCheckSignUp($input: SignUpInput!) { signUp(input: $input) { __typename ...DomainErrorFields } }`);
const LOG_IN = graphql(`
  mutation BotCheckLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }`);
const REQUEST_RESET = graphql(`
  mutation BotCheckRequestReset($email: String!, $botCheckToken: String) {
    requestPasswordReset(email: $email, botCheckToken: $botCheckToken) { __typename ...DomainErrorFields }
  }`);
const CHANGE_PASSWORD = graphql(`
  mutation BotCheckChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) { __typename ...DomainErrorFields }
  }`);

async function signUp(client: TestClient, email: string, botCheckToken?: string): Promise<MutationResult> {
  const input = { email, password: DEFAULT_PASSWORD, fullName: 'Robin Human', birthDate: ADULT_BIRTH_DATE };
  return (await client.query(SIGN_UP, { input: { ...input, botCheckToken } })).signUp;
}

async function logIn(
  client: TestClient,
  login: string,
  password: string,
  botCheckToken?: string,
): Promise<MutationResult> {
  return (await client.query(LOG_IN, { input: { login, password, botCheckToken } })).logIn;
}

async function isSignedIn(client: TestClient): Promise<boolean> {
  return (await client.query(graphql(`query BotCheckViewer { viewer { isAuth } }`))).viewer.isAuth;
}

/** A person signed up (with a solved token) on their own client. */
async function person(): Promise<{ client: TestClient; email: string }> {
  const client = app.client();
  const email = uniqueEmail('human');
  expect(await signUp(client, email, await tokenFor('web_unauth'))).toMatchObject({
    __typename: 'MutationSignUpSuccess',
  });
  return { client, email };
}

/** The reset-link mails sent to an address (sign-up mails a verification link too); waits for the mail worker. */
async function resetMailsTo(email: string): Promise<number> {
  await app.mailSent();
  const outbox = path.join(app.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox);
  } catch {
    return 0;
  }
  return names
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter(
      (mail) => mail.includes(`To: ${email}`) && mail.includes('Subject: Reset your Tackboard password'),
    ).length;
}

const REFUSED = {
  __typename: 'DomainError',
  code: 'VALIDATION',
  message: BOT_CHECK_FAILED,
  field: 'botCheckToken',
};

describe('challenges', () => {
  it('are issued per action, signed, for two minutes, over GraphQL and REST', async () => {
    const before = Date.now();
    const c = await challengeFor(app.client(), 'mweb_login');
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxNumber: 2000, action: 'mweb_login' });
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.salt).toContain('action=mweb_login');
    const expires = Date.parse(c.expiresAt);
    expect(expires).toBeGreaterThan(before + BOT_CHECK_TOKEN_TTL_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + BOT_CHECK_TOKEN_TTL_MS);

    const { status, body } = await restJson<{ maxnumber: number; salt: string; action: string }>(
      await app.client().get('/v3/bot_check/challenge/?action=web_reset_password'),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      data: { maxnumber: 2000, action: 'web_reset_password' },
    });
  });

  it('are refused for an action that is not one of the nine (web_login)', async () => {
    const { status, body } = await restJson(
      await app.client().get('/v3/bot_check/challenge/?action=web_login'),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'failure', message: 'Unknown bot-check action.' });
    // An action the enum does not have, so sent as plain text past the typed variables.
    const result = await app.client().gql(String(CHALLENGE), { action: 'web_login' });
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});

describe('sign up', () => {
  it('is refused without a token, with a log-in token, a forged or an expired one, and creates nothing', async () => {
    const client = app.client();
    const email = uniqueEmail('bot');
    expect(await signUp(client, email)).toMatchObject(REFUSED);
    expect(await signUp(client, email, 'not a token')).toMatchObject(REFUSED);
    expect(await signUp(client, email, await tokenFor('web_auth'))).toMatchObject(REFUSED);

    // The action is signed: a salt rewritten to another action (its puzzle made to match) fails the signature.
    const issued = await challengeFor(client, 'web_auth');
    const salt = issued.salt.replace('action=web_auth', 'action=web_unauth');
    const forged = {
      algorithm: 'SHA-256',
      challenge: createHash('sha256').update(`${salt}7`).digest('hex'),
      number: 7,
      salt,
      signature: issued.signature,
    };
    const forgedToken = Buffer.from(JSON.stringify(forged)).toString('base64');
    expect(await signUp(client, email, forgedToken)).toMatchObject(REFUSED);

    const expiring = await tokenFor('web_unauth');
    app.clock.set(new Date(Date.now() + BOT_CHECK_TOKEN_TTL_MS + 1000));
    expect(await signUp(client, email, expiring)).toMatchObject(REFUSED);
    app.clock.reset();

    expect(await isSignedIn(client)).toBe(false);
    const { body } = await restJson<boolean>(
      await app
        .client()
        .get(
          `/v3/register/exists/?email=${encodeURIComponent(email)}&bot_check_token=${encodeURIComponent(await tokenFor('web_unauth'))}`,
        ),
    );
    expect(body).toMatchObject({ status: 'success', data: false });
  });

  it('is accepted with a fresh token from either platform, and a token works once', async () => {
    const desk = app.client();
    const token = await tokenFor('web_unauth');
    expect(await signUp(desk, uniqueEmail('desk'), token)).toMatchObject({
      __typename: 'MutationSignUpSuccess',
    });
    expect(await isSignedIn(desk)).toBe(true);

    const replay = app.client();
    expect(await signUp(replay, uniqueEmail('replay'), token)).toMatchObject(REFUSED);
    expect(await isSignedIn(replay)).toBe(false);

    const phone = app.client();
    expect(await signUp(phone, uniqueEmail('phone'), await tokenFor('mweb_signup'))).toMatchObject({
      __typename: 'MutationSignUpSuccess',
    });
  });
});

describe('log in', () => {
  it('refuses calls without a valid token before the password is tried: no session, no failure counted', async () => {
    const { email } = await person();
    const client = app.client();
    // More tokenless wrong tries than the throttle allows: none of them counts.
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) {
      expect(await logIn(client, email, 'wrong password')).toMatchObject(REFUSED);
    }
    expect(await logIn(client, email, DEFAULT_PASSWORD)).toMatchObject(REFUSED);
    expect(await logIn(client, email, DEFAULT_PASSWORD, await tokenFor('web_unauth'))).toMatchObject(REFUSED);
    expect(await logIn(client, email, DEFAULT_PASSWORD, await tokenFor('web_reset_password'))).toMatchObject(
      REFUSED,
    );
    expect(await isSignedIn(client)).toBe(false);

    for (const action of ['web_auth', 'mweb_auth', 'mweb_login'] as const) {
      const device = app.client();
      expect(await logIn(device, email, DEFAULT_PASSWORD, await tokenFor(action))).toMatchObject({
        __typename: 'MutationLogInSuccess',
      });
      expect(await isSignedIn(device)).toBe(true);
    }
  });

  it('spends a token on a wrong password too, and refuses it when it comes back', async () => {
    const { email } = await person();
    const client = app.client();
    const token = await tokenFor('web_auth');
    expect(await logIn(client, email, 'wrong password', token)).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
    });
    expect(await logIn(client, email, DEFAULT_PASSWORD, token)).toMatchObject(REFUSED);
  });

  it('lets only one of two simultaneous calls with the same token through', async () => {
    const { email } = await person();
    const token = await tokenFor('web_auth');
    const [a, b] = [app.client(), app.client()];
    const results = await Promise.all([
      logIn(a, email, DEFAULT_PASSWORD, token),
      logIn(b, email, DEFAULT_PASSWORD, token),
    ]);
    expect(results.map((r) => r.__typename).sort()).toEqual(['DomainError', 'MutationLogInSuccess']);
  });

  it('over REST: POST /v3/login/ wants bot_check_token, once', async () => {
    const { email } = await person();
    const client = app.client();
    const without = await restJson(
      await client.post(
        '/v3/login/',
        new URLSearchParams({ username_or_email: email, password: DEFAULT_PASSWORD }),
      ),
    );
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({
      status: 'failure',
      message: BOT_CHECK_FAILED,
      api_error_code: BOT_CHECK_API_ERROR_CODE,
    });

    const { body: challenge } = await restJson<{
      algorithm: string;
      challenge: string;
      maxnumber: number;
      salt: string;
      signature: string;
    }>(await client.get('/v3/bot_check/challenge/?action=web_auth'));
    if (challenge.status !== 'success') throw new Error(challenge.message);
    const token = await solve({ ...challenge.data, maxNumber: challenge.data.maxnumber });
    const form = { username_or_email: email, password: DEFAULT_PASSWORD, bot_check_token: token };
    const signedIn = await restJson(await client.post('/v3/login/', new URLSearchParams(form)));
    expect(signedIn).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await isSignedIn(client)).toBe(true);

    const replay = await restJson(await app.client().post('/v3/login/', form));
    expect(replay).toMatchObject({ status: 400, body: { message: BOT_CHECK_FAILED } });
  });
});

describe('password reset request', () => {
  it('mails nothing without a valid token; with one, mails the link', async () => {
    const { email } = await person();
    const client = app.client();
    const ask = async (botCheckToken?: string) =>
      (await client.query(REQUEST_RESET, { email, botCheckToken })).requestPasswordReset;
    expect(await ask()).toMatchObject(REFUSED);
    expect(await ask(await tokenFor('web_change_password'))).toMatchObject(REFUSED);
    expect(await resetMailsTo(email)).toBe(0);

    const token = await tokenFor('mweb_reset_password');
    expect(await ask(token)).toMatchObject({ __typename: 'MutationRequestPasswordResetSuccess' });
    expect(await resetMailsTo(email)).toBe(1);
    expect(await ask(token)).toMatchObject(REFUSED);
    expect(await resetMailsTo(email)).toBe(1);
  });
});

describe('change password', () => {
  it('is refused without a valid token (the password stays), accepted with one', async () => {
    const { client, email } = await person();
    const change = async (newPassword: string, botCheckToken?: string) =>
      (
        await client.query(CHANGE_PASSWORD, {
          input: { currentPassword: DEFAULT_PASSWORD, newPassword, botCheckToken },
        })
      ).changePassword;
    expect(await change('first new secret')).toMatchObject(REFUSED);
    expect(await change('first new secret', await tokenFor('web_auth'))).toMatchObject(REFUSED);
    const expiring = await tokenFor('web_change_password');
    app.clock.set(new Date(Date.now() + BOT_CHECK_TOKEN_TTL_MS + 1000));
    expect(await change('first new secret', expiring)).toMatchObject(REFUSED);
    app.clock.reset();
    expect(await logIn(app.client(), email, DEFAULT_PASSWORD, await tokenFor('web_auth'))).toMatchObject({
      __typename: 'MutationLogInSuccess',
    });

    expect(await change('second new secret', await tokenFor('web_change_password'))).toMatchObject({
      __typename: 'MutationChangePasswordSuccess',
    });
    expect(await logIn(app.client(), email, 'second new secret', await tokenFor('web_auth'))).toMatchObject({
      __typename: 'MutationLogInSuccess',
    });
  });
});

describe('spent tokens', () => {
  it('are kept only until they expire', async () => {
    const spentRows = async () =>
      Number(
        (
          await app.db
            .selectFrom('bot_check_spent')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await person();
    expect(await spentRows()).toBeGreaterThan(0);
    // Once everything spent so far has expired, the next spend clears it away.
    app.clock.set(new Date(Date.now() + BOT_CHECK_TOKEN_TTL_MS + 1000));
    const client = app.client();
    expect(await signUp(client, uniqueEmail('later'), await tokenFor('web_unauth', client))).toMatchObject({
      __typename: 'MutationSignUpSuccess',
    });
    expect(await spentRows()).toBe(1);
  });
});

describe('with BOT_CHECK=off', () => {
  it('sends no challenge and takes calls without a token', async () => {
    const off = await startTestApp({ env: { BOT_CHECK: 'off' } });
    try {
      const client = off.client();
      const { botCheckChallenge } = await client.query(CHALLENGE, {
        action: 'web_unauth',
      });
      expect(botCheckChallenge).toBeNull();
      const email = uniqueEmail('unchecked');
      expect(await signUp(client, email)).toMatchObject({ __typename: 'MutationSignUpSuccess' });
    } finally {
      await off.close();
    }
  });
});

describe('GET /v3/register/exists/', () => {
  it('answers only with a sign-up token, like sign-up itself, and each token once', async () => {
    const { email } = await person();
    const exists = async (token?: string) =>
      restJson<boolean>(
        await app
          .client()
          .get(
            `/v3/register/exists/?email=${encodeURIComponent(email)}${token ? `&bot_check_token=${encodeURIComponent(token)}` : ''}`,
          ),
      );
    expect(await exists()).toMatchObject({ status: 400, body: { message: BOT_CHECK_FAILED } });
    expect(await exists(await tokenFor('web_auth'))).toMatchObject({ status: 400 });

    const token = await tokenFor('mweb_signup');
    expect(await exists(token)).toMatchObject({ status: 200, body: { status: 'success', data: true } });
    expect(await exists(token)).toMatchObject({ status: 400, body: { message: BOT_CHECK_FAILED } });
  });
});
