import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED, LOGIN_THROTTLED } from '../../core/texts';
import { LOGIN_ADDRESS_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT } from '../../server/domain/loginThrottle';
import { graphql } from '../gql';
import { newUser, signUp, uniqueEmail } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';
import { HEAVY_TEST_MS } from '../support/timeouts';

// Each test plays its clients from its own loopback addresses (127.0.0.x), so their limits never meet.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const LOG_IN = graphql(`mutation LoginThrottleLogIn($input: LogInInput!) {
  logIn(input: $input) { __typename ... on DomainError { code message } }
}`);

/** How a log-in try was answered: signed in, a wrong password (it was checked), or refused unchecked. */
type Answer = 'signedIn' | 'wrong' | 'throttled' | 'other';

function answerOf(message: string | undefined, ok: boolean): Answer {
  if (ok) return 'signedIn';
  if (message === LOGIN_FAILED) return 'wrong';
  if (message === LOGIN_THROTTLED) return 'throttled';
  return 'other';
}

async function logInGraphql(client: TestClient, login: string, password: string): Promise<Answer> {
  const { logIn } = await client.query(LOG_IN, {
    input: { login, password },
  });
  return answerOf(
    'message' in logIn ? logIn.message : undefined,
    logIn.__typename === 'MutationLogInSuccess',
  );
}

async function logInRest(client: TestClient, login: string, password: string): Promise<Answer> {
  const { body } = await restJson<unknown>(
    await client.post('/v3/login/', { username_or_email: login, password }),
  );
  return answerOf(body.status === 'failure' ? body.message : undefined, body.status === 'success');
}

function count(answers: Answer[], kind: Answer): number {
  return answers.filter((a) => a === kind).length;
}

describe('the log-in limit holds under parallel tries', () => {
  it(
    '200 parallel wrong passwords (GraphQL and POST /v3/login/) get at most 10 checked; the right one is then refused',
    async () => {
      const { user } = await newUser(app);
      const attacker = app.client('127.0.0.20');
      await attacker.get('/healthz');
      const burst = Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? logInGraphql(attacker, user.email, `guess ${i}`)
          : logInRest(attacker, user.username, `guess ${i}`),
      );
      // The right password, sent last in the same burst.
      burst.push(logInGraphql(app.client('127.0.0.20'), user.email, user.password));
      const answers = await Promise.all(burst);

      expect(count(answers, 'other')).toBe(0);
      // Every password checked was answered "wrong" (or signed in): never more than the limit.
      expect(count(answers, 'wrong') + count(answers, 'signedIn')).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
      expect(count(answers, 'throttled')).toBeGreaterThanOrEqual(201 - LOGIN_FAILURE_LIMIT);
      expect(await logInRest(app.client('127.0.0.20'), user.email, user.password)).toBe('throttled');
    },
    HEAVY_TEST_MS,
  );
});

describe('strangers cannot lock the owner out', () => {
  it("a stranger's failures from another address leave the owner's own address open", async () => {
    const { user } = await newUser(app);
    const stranger = app.client('127.0.0.30');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await logInGraphql(stranger, user.email, `guess ${i}`)).toBe('wrong');
    }
    expect(await logInGraphql(stranger, user.email, user.password)).toBe('throttled');

    // The owner, in a browser that never signed in here before, from their own address.
    expect(await logInGraphql(app.client('127.0.0.31'), user.email, user.password)).toBe('signedIn');
    // The stranger's address stays throttled for the account, and the legacy answer says so with outcome 1.
    expect(await logInRest(app.client('127.0.0.30'), user.email, user.password)).toBe('throttled');
    const { body } = await restJson(
      await app.client('127.0.0.30').post('/v3/login/', { username_or_email: user.email, password: 'x' }),
    );
    expect(body).toMatchObject({ status: 'failure', login_outcome: 1 });
  });

  it(
    'a browser that signed in to the account before is never locked out by others, even at its own address',
    async () => {
      const { user } = await newUser(app);
      const owner = app.client('127.0.0.40');
      expect(await logInGraphql(owner, user.email, user.password)).toBe('signedIn');
      const device = owner.lastSetCookies.find((c) => c.name === 'tb_device');
      expect(device?.attributes.has('httponly')).toBe(true);
      await owner.query(graphql(`mutation LoginThrottleLogOut { logOut }`));

      // Someone on the same network (same address) and someone elsewhere use up their tries on the account;
      // the one on the same network has signed in to an account of their own here, which gives them nothing.
      const sameNetwork = app.client('127.0.0.40');
      await signUp(sameNetwork);
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
        expect(await logInGraphql(sameNetwork, user.email, `guess ${i}`)).toBe('wrong');
        expect(await logInRest(app.client('127.0.0.41'), user.email, `guess ${i}`)).toBe('wrong');
      }
      expect(await logInGraphql(sameNetwork, user.email, user.password)).toBe('throttled');
      expect(await logInGraphql(app.client('127.0.0.40'), user.email, user.password)).toBe('throttled');

      expect(await logInGraphql(owner, user.email, user.password)).toBe('signedIn');
      // …over the legacy log-in too, and the device's own count is untouched by the others' failures.
      await owner.query(graphql(`mutation LoginThrottleLogOut { logOut }`));
      expect(await logInRest(owner, user.username, user.password)).toBe('signedIn');
    },
    HEAVY_TEST_MS,
  );
});

describe('one address guessing across many accounts', () => {
  it(
    `is refused after ${LOGIN_ADDRESS_FAILURE_LIMIT} failures in all, whichever account it tries next`,
    async () => {
      const sprayer = app.client('127.0.0.50');
      await sprayer.get('/healthz');
      const logins = Array.from({ length: 8 }, (_, i) => uniqueEmail(`sprayed${i}`));
      // Fewer than the per-account limit on each login, in parallel batches to keep the test short.
      for (let start = 0; start < LOGIN_ADDRESS_FAILURE_LIMIT; start += 10) {
        const batch = Array.from({ length: Math.min(10, LOGIN_ADDRESS_FAILURE_LIMIT - start) }, (_, j) =>
          logInGraphql(sprayer, logins[(start + j) % logins.length]!, `password${start + j}`),
        );
        expect(await Promise.all(batch)).toEqual(batch.map(() => 'wrong'));
      }
      const { user } = await newUser(app);
      expect(await logInGraphql(app.client('127.0.0.50'), user.email, user.password)).toBe('throttled');
      expect(await logInRest(app.client('127.0.0.51'), user.email, user.password)).toBe('signedIn');
    },
    HEAVY_TEST_MS,
  );
});
