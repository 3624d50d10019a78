import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHECKS_THROTTLED, LOGIN_THROTTLED } from '../../core/texts';
import { EMAIL_CHECK_LIMIT, EMAIL_CHECK_WINDOW_MS } from '../../server/domain/accounts';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../server/domain/loginThrottle';
import { graphql } from '../gql';
import {
  ADULT_BIRTH_DATE,
  DEFAULT_PASSWORD,
  newUser,
  SIGN_UP,
  type SignUpInput,
  type SignUpResult,
  signUp,
  uniqueEmail,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => app.clock.reset());

const VIEWER = graphql(
  `query AccountsViewer { viewer { isAuth id username fullName user { entityId email } } }`,
);

const LOG_IN = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on DomainError { code message messageDetail field }
      ... on MutationLogInSuccess { data { entityId username } }
    }
  }`);

async function trySignUp(client: TestClient, input: Partial<SignUpInput>): Promise<SignUpResult> {
  const full = {
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    fullName: 'Sam Signup',
    birthDate: ADULT_BIRTH_DATE,
    ...input,
  };
  return (await client.query(SIGN_UP, { input: full })).signUp;
}

async function logIn(client: TestClient, login: string, password: string) {
  return (await client.query(LOG_IN, { input: { login, password } })).logIn;
}

async function emailIsRegistered(email: string): Promise<boolean> {
  const { body } = await restJson<boolean>(
    await app.client().get(`/v3/register/exists/?email=${encodeURIComponent(email)}`),
  );
  if (body.status !== 'success') throw new Error(body.message);
  return body.data;
}

describe('sign up', () => {
  it('creates the account, signs the person in and shows them as the viewer', async () => {
    const client = app.client();
    const email = uniqueEmail('ada');
    const user = await signUp(client, { email, fullName: 'Ada Byron' });
    expect(client.cookies.get('tb_session')).toBeTruthy();
    const { viewer } = await client.query(VIEWER);
    expect(viewer).toEqual({
      isAuth: true,
      id: user.id,
      username: user.username,
      fullName: 'Ada Byron',
      user: { entityId: user.id, email },
    });
    expect(await emailIsRegistered(email)).toBe(true);
  });

  it('shows an anonymous viewer as not signed in', async () => {
    const { viewer } = await app.client().query(VIEWER);
    expect(viewer).toEqual({ isAuth: false, id: null, username: null, fullName: null, user: null });
  });

  it.each<[string, Partial<SignUpInput>, string, string]>([
    [
      'a malformed email',
      { email: 'ada-at-example.com' },
      "Hmm... that doesn't look like an email address.",
      'email',
    ],
    [
      'a password under 8 characters',
      { password: 'short' },
      'Your password must be at least 8 characters.',
      'password',
    ],
    ['a blank name', { fullName: '   ' }, 'Please enter your name.', 'fullName'],
    ['an impossible birth date', { birthDate: '2001-02-29' }, 'Please enter a valid birthdate.', 'birthDate'],
    [
      'a birth date in the future',
      { birthDate: '2999-01-01' },
      'Please enter a valid birthdate.',
      'birthDate',
    ],
  ])('refuses %s with the rule text on the server, creating nothing', async (_, input, message, field) => {
    const email = input.email ?? uniqueEmail('refused');
    const client = app.client();
    const result = await trySignUp(client, { ...input, email });
    expect(result).toMatchObject({ __typename: 'DomainError', code: 'VALIDATION', message, field });
    expect(client.cookies.has('tb_session')).toBe(false);
    if (!input.email) expect(await emailIsRegistered(email)).toBe(false);
  });

  it('refuses someone whose 18th birthday is tomorrow and accepts someone whose 18th birthday is today', async () => {
    app.clock.set('2024-06-15T12:00:00Z');
    const tooYoung = await trySignUp(app.client(), { birthDate: '2006-06-16' });
    expect(tooYoung).toMatchObject({
      __typename: 'DomainError',
      message: 'You must be at least 18 years old to sign up.',
      field: 'birthDate',
    });
    const eighteenToday = await trySignUp(app.client(), { birthDate: '2006-06-15' });
    expect(eighteenToday.__typename).toBe('MutationSignUpSuccess');
  });

  it('refuses an email that is already registered, whatever its case, with one clear text', async () => {
    const email = uniqueEmail('taken');
    await signUp(app.client(), { email });
    const again = await trySignUp(app.client(), { email: `  ${email.toUpperCase()} ` });
    expect(again).toMatchObject({
      __typename: 'DomainError',
      code: 'CONFLICT',
      message: 'That email is already in use. Try logging in instead.',
      field: 'email',
    });
  });

  it('derives the username from the name and keeps it unique', async () => {
    const first = await signUp(app.client(), { fullName: 'Grace Hopper' });
    const second = await signUp(app.client(), { fullName: 'grace HOPPER' });
    const third = await signUp(app.client(), { fullName: 'Grace Hopper' });
    expect([first.username, second.username, third.username]).toEqual([
      'gracehopper',
      'gracehopper1',
      'gracehopper2',
    ]);
  });

  it('derives the username from the email when the name is too short', async () => {
    const user = await signUp(app.client(), { fullName: 'Jo', email: `jo.march.${Date.now()}@example.com` });
    expect(user.username).toMatch(/^jomarch\d+$/);
  });

  // On Postgres the inserts overlap; the loser of the race for a username retries with a fresh one.
  it('gives two people with the same name who sign up at the same moment both an account', async () => {
    // Hold every insert for a moment, so the sign-ups overlap the way simultaneous requests can.
    await sql`create or replace function tb_test_slow_insert() returns trigger language plpgsql as $$
        begin perform pg_sleep(0.8); return new; end $$`.execute(app.db);
    await sql`create trigger tb_test_slow_insert before insert on users
        for each row execute function tb_test_slow_insert()`.execute(app.db);
    try {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          app.client().gql(SIGN_UP, {
            input: {
              email: uniqueEmail('twin'),
              password: DEFAULT_PASSWORD,
              fullName: 'Simultaneous Twin',
              birthDate: ADULT_BIRTH_DATE,
            },
          }),
        ),
      ).finally(() => quiet.mockRestore());
      const outcomes = results.map((r) => r.errors?.[0]?.message ?? r.data?.signUp.__typename);
      expect(outcomes).toEqual(Array(3).fill('MutationSignUpSuccess'));
    } finally {
      await sql`drop trigger tb_test_slow_insert on users`.execute(app.db);
    }
  });

  it('never gives a username that is an app route', async () => {
    const user = await signUp(app.client(), { fullName: 'Graphql' });
    expect(user.username).not.toBe('graphql');
    expect(user.username).toMatch(/^graphql\d+$/);
  });

  it('finds the new person by username', async () => {
    const user = await signUp(app.client(), { fullName: 'Hedy Lamarr' });
    const { user: found } = await app
      .client()
      .query(graphql(`query AccountsUser($u: String!) { user(username: $u) { entityId fullName email } }`), {
        u: user.username.toUpperCase(),
      });
    // Only the account holder sees their email.
    expect(found).toEqual({ entityId: user.id, fullName: 'Hedy Lamarr', email: null });
  });
});

describe('log in and log out', () => {
  it('logs in with the email, in any case', async () => {
    const { user } = await newUser(app);
    const client = app.client();
    const result = await logIn(client, user.email.toUpperCase(), user.password);
    expect(result).toEqual({
      __typename: 'MutationLogInSuccess',
      data: { entityId: user.id, username: user.username },
    });
    expect((await client.query(VIEWER)).viewer.id).toBe(user.id);
  });

  it('logs in with the username', async () => {
    const { user } = await newUser(app, { fullName: 'Katherine Johnson' });
    const client = app.client();
    const result = await logIn(client, ` ${user.username} `, user.password);
    expect(result.__typename).toBe('MutationLogInSuccess');
    expect((await client.query(VIEWER)).viewer.username).toBe(user.username);
  });

  it('answers an unknown email and a wrong password with the same message, and signs no one in', async () => {
    const { user } = await newUser(app);
    const wrongPassword = app.client();
    const unknownEmail = app.client();
    const a = await wrongPassword.gql(LOG_IN, {
      input: { login: user.email, password: 'not the password' },
    });
    const b = await unknownEmail.gql(LOG_IN, {
      input: { login: uniqueEmail('nobody'), password: 'not the password' },
    });
    expect(a.data?.logIn).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
      message: 'The email/username or password you entered is incorrect.',
    });
    expect(b).toEqual(a);
    expect(wrongPassword.cookies.has('tb_session')).toBe(false);
    expect(unknownEmail.cookies.has('tb_session')).toBe(false);
  });

  it('refuses every try for 15 minutes after 10 failures on an account, the right password included', async () => {
    const { user } = await newUser(app);
    const guesser = app.client();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await logIn(guesser, user.email, `guess ${i}`)).__typename).toBe('DomainError');
    }
    // By email or username, from a fresh client at the same address: the account from there is throttled
    // (tests/integration/loginThrottle.test.ts: other addresses and known browsers are not).
    const owner = app.client();
    const throttled = await logIn(owner, user.username, user.password);
    expect(throttled).toMatchObject({
      __typename: 'DomainError',
      code: 'RATE_LIMITED',
      message: LOGIN_THROTTLED,
    });
    expect(owner.cookies.has('tb_session')).toBe(false);

    app.clock.set(new Date(Date.now() + LOGIN_FAILURE_WINDOW_MS + 60_000));
    try {
      expect((await logIn(owner, user.email, user.password)).__typename).toBe('MutationLogInSuccess');
    } finally {
      app.clock.reset();
    }
  });

  it('throttles an unknown login exactly like an account, so it reveals nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const client = app.client();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await logIn(client, nobody, `guess ${i}`);
    expect(await logIn(client, nobody, 'another guess')).toMatchObject({
      code: 'RATE_LIMITED',
      message: LOGIN_THROTTLED,
    });
  });

  it('forgets earlier failures once the right password is given', async () => {
    const { user } = await newUser(app);
    const client = app.client();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await logIn(client, user.email, `typo ${i}`);
    expect((await logIn(client, user.email, user.password)).__typename).toBe('MutationLogInSuccess');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await logIn(app.client(), user.email, `typo ${i}`);
    expect((await logIn(app.client(), user.email, user.password)).__typename).toBe('MutationLogInSuccess');
  });

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const { client } = await newUser(app);
    const token = client.cookies.get('tb_session')!;
    const { logOut } = await client.query(graphql(`mutation AccountsLogOut { logOut }`));
    expect(logOut).toBe(true);
    expect(client.cookies.has('tb_session')).toBe(false);
    expect((await client.query(VIEWER)).viewer.isAuth).toBe(false);

    // Replaying the old cookie does not bring the session back.
    const replay = app.client();
    replay.cookies.set('tb_session', token);
    expect((await replay.query(VIEWER)).viewer.isAuth).toBe(false);
  });

  it('keeps other sessions of the same person when one logs out', async () => {
    const { user, client: laptop } = await newUser(app);
    const phone = app.client();
    await logIn(phone, user.email, user.password);
    await laptop.query(graphql(`mutation AccountsLogOut { logOut }`));
    expect((await phone.query(VIEWER)).viewer.id).toBe(user.id);
  });

  it('sets the session cookie httpOnly and SameSite=Lax on sign-up and log-in', async () => {
    const client = app.client();
    const user = await signUp(client);
    const onSignUp = client.lastSetCookies.find((c) => c.name === 'tb_session');
    await logIn(client, user.email, user.password);
    const onLogIn = client.lastSetCookies.find((c) => c.name === 'tb_session');
    for (const cookie of [onSignUp, onLogIn]) {
      expect(cookie?.attributes.get('httponly')).toBe(true);
      expect(String(cookie?.attributes.get('samesite')).toLowerCase()).toBe('lax');
      expect(cookie?.attributes.get('path')).toBe('/');
    }
  });

  it('ends an expired session', async () => {
    const { client } = await newUser(app);
    app.clock.set(new Date(Date.now() + 31 * 86_400_000));
    expect((await client.query(VIEWER)).viewer.isAuth).toBe(false);
  });
});

describe('/v3 account calls', () => {
  it('/v3/register/exists/ tells whether an email is registered', async () => {
    const { user } = await newUser(app);
    const yes = await restJson<boolean>(
      await app.client().get(`/v3/register/exists/?email=${encodeURIComponent(user.email)}`),
    );
    expect(yes).toEqual({ status: 200, body: { status: 'success', code: 0, message: 'ok', data: true } });
    const no = await restJson<boolean>(
      await app.client().get(`/v3/register/exists/?email=${uniqueEmail('free')}`),
    );
    expect(no.body).toMatchObject({ status: 'success', data: false });
  });

  it(`/v3/register/exists/ answers one address ${EMAIL_CHECK_LIMIT} times in 15 minutes, then refuses`, async () => {
    const ask = async (from: string) =>
      restJson<boolean>(await app.client(from).get(`/v3/register/exists/?email=${uniqueEmail('probe')}`));
    for (let i = 0; i < EMAIL_CHECK_LIMIT; i++) {
      expect((await ask('127.0.0.60')).body).toMatchObject({ status: 'success', data: false });
    }
    expect(await ask('127.0.0.60')).toMatchObject({
      status: 429,
      body: { status: 'failure', message: EMAIL_CHECKS_THROTTLED },
    });
    expect((await ask('127.0.0.61')).body).toMatchObject({ status: 'success' });
    app.clock.set(new Date(Date.now() + EMAIL_CHECK_WINDOW_MS + 60_000));
    expect((await ask('127.0.0.60')).body).toMatchObject({ status: 'success' });
  });

  it('/v3/users/me/ answers the signed-in person', async () => {
    const { client, user } = await newUser(app, { fullName: 'Mary Jackson' });
    const { status, body } = await restJson<{ id: string; username: string; full_name: string }>(
      await client.get('/v3/users/me/'),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      data: { id: user.id, username: user.username, full_name: 'Mary Jackson' },
    });
  });

  it('/v3/users/me/ refuses an anonymous caller with 401 and api_error_code 7', async () => {
    const { status, body } = await restJson(await app.client().get('/v3/users/me/'));
    expect(status).toBe(401);
    expect(body).toEqual({
      status: 'failure',
      code: 7,
      message: 'You need to log in first.',
      message_detail: null,
      api_error_code: 7,
    });
  });
});
