import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_ASSIST_LINK_INVALID,
  LOGIN_ASSISTANCE_SENT,
  LOGIN_FAILED,
  LOGIN_RESET_SENT,
  LOGIN_THROTTLED,
} from '../../core/texts';
import {
  LOGIN_ASSIST_AFTER_FAILURES,
  LOGIN_ASSIST_MAILS_PER_HOUR,
} from '../../server/domain/loginAssistance';
import { LOGIN_ADDRESS_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT } from '../../server/domain/loginThrottle';
import { graphql } from '../gql';
import { newUser, signUp, uniqueEmail } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { mailsTo } from '../support/outbox';
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

/**
 * How a log-in try was answered: signed in, a wrong password (it was checked), the wrong password that used up
 * the tries (checked; a reset link is mailed, outcome 3), or refused unchecked.
 */
type Answer = 'signedIn' | 'wrong' | 'resetSent' | 'throttled' | 'other';

function answerOf(message: string | undefined, ok: boolean): Answer {
  if (ok) return 'signedIn';
  if (message === LOGIN_FAILED) return 'wrong';
  if (message === LOGIN_RESET_SENT) return 'resetSent';
  if (message === LOGIN_THROTTLED) return 'throttled';
  return 'other';
}

/** What LOGIN_FAILURE_LIMIT wrong passwords in a row are answered: wrong, and the last one sends a reset link. */
const USED_UP: Answer[] = [
  ...Array.from({ length: LOGIN_FAILURE_LIMIT - 1 }, () => 'wrong' as const),
  'resetSent',
];

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
      // Every password checked was answered "wrong" (or signed in): never more than the limit; only the try that
      // took the last one says a reset link was sent.
      const checked = count(answers, 'wrong') + count(answers, 'resetSent') + count(answers, 'signedIn');
      expect(checked).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
      expect(count(answers, 'resetSent')).toBeLessThanOrEqual(1);
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
    for (const expected of USED_UP) {
      expect(await logInGraphql(stranger, user.email, 'a guess')).toBe(expected);
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
      for (const expected of USED_UP) {
        expect(await logInGraphql(sameNetwork, user.email, 'a guess')).toBe(expected);
        expect(await logInRest(app.client('127.0.0.41'), user.email, 'a guess')).toBe(expected);
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

describe('the try that uses up the tries (login outcome 3)', () => {
  it(
    'mails the account a reset link and says so; an unknown login gets the same answer and no one is mailed',
    async () => {
      const { user } = await newUser(app);
      const unknown = uniqueEmail('nobody');
      const answers: { known: unknown; unknown: unknown } = { known: null, unknown: null };
      for (const [login, address, key] of [
        [user.username, '127.0.0.60', 'known'],
        [unknown, '127.0.0.61', 'unknown'],
      ] as const) {
        const client = app.client(address);
        for (let i = 1; i < LOGIN_FAILURE_LIMIT; i++) await logInRest(client, login, 'a guess');
        const { body } = await restJson(
          await client.post('/v3/login/', { username_or_email: login, password: 'x' }),
        );
        answers[key] = body;
      }
      const expected = { status: 'failure', message: LOGIN_RESET_SENT, login_outcome: 3 };
      expect(answers.known).toMatchObject(expected);
      expect(answers.unknown).toMatchObject(expected);
      expect(Object.keys(answers.known as object).sort()).toEqual(
        Object.keys(answers.unknown as object).sort(),
      );
      await app.mailSent();
      // Named by username, the account still gets its link (at its email); the unknown login mails no one.
      const resets = mailsTo(app.dataDir, user.email).filter((mail) => mail.includes('/password/reset/'));
      expect(resets).toHaveLength(1);
      expect(mailsTo(app.dataDir, unknown)).toEqual([]);
    },
    HEAVY_TEST_MS,
  );
});

describe('a right password from a new browser while others guess at the account (login outcome 2)', () => {
  const FINISH = graphql(`mutation LoginAssistFinish($token: String!) {
    finishLoginAssistance(token: $token) { __typename ... on DomainError { code message } }
  }`);
  const VIEWER = graphql(`query LoginAssistViewer { viewer { id } }`);

  /** The log-in links mailed to an address so far. */
  function assistTokens(email: string): string[] {
    return mailsTo(app.dataDir, email)
      .map((mail) => /\/login\/assist\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1] ?? '')
      .filter(Boolean);
  }

  it(
    'starts no session but mails a one-time link that does; a browser the account knows signs straight in',
    async () => {
      const { user } = await newUser(app);
      const owner = app.client('127.0.0.70');
      expect(await logInGraphql(owner, user.email, user.password)).toBe('signedIn');
      // Guesses from four addresses, fewer than each address's own limit, add up on the account.
      for (let i = 0; i < LOGIN_ASSIST_AFTER_FAILURES; i++) {
        expect(await logInRest(app.client(`127.0.0.${71 + (i % 4)}`), user.email, 'a guess')).toBe('wrong');
      }

      const newBrowser = app.client('127.0.0.76');
      const { body } = await restJson(
        await newBrowser.post('/v3/login/', { username_or_email: user.email, password: user.password }),
      );
      expect(body).toMatchObject({ status: 'failure', message: LOGIN_ASSISTANCE_SENT, login_outcome: 2 });
      expect((await newBrowser.query(VIEWER)).viewer.id).toBeNull();
      // A wrong password from there is just wrong: nothing is mailed for it.
      expect(await logInGraphql(newBrowser, user.email, 'a guess')).toBe('wrong');
      const [token, ...more] = assistTokens(user.email);
      expect(more).toEqual([]);

      const finished = await newBrowser.query(FINISH, { token: token! });
      expect(finished.finishLoginAssistance.__typename).toBe('MutationFinishLoginAssistanceSuccess');
      expect((await newBrowser.query(VIEWER)).viewer.id).toBe(user.id);
      const session = await app.db
        .selectFrom('sessions')
        .select('login_method')
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(session.login_method).toBe(1);
      // The link works once.
      expect((await app.client('127.0.0.77').query(FINISH, { token: token! })).finishLoginAssistance).toEqual(
        {
          __typename: 'DomainError',
          code: 'NOT_FOUND',
          message: LOGIN_ASSIST_LINK_INVALID,
        },
      );
      // The browser that signed in before is not held up.
      expect(await logInGraphql(owner, user.email, user.password)).toBe('signedIn');
    },
    HEAVY_TEST_MS,
  );

  it('mails at most three links an hour, and a made-up link signs no one in', async () => {
    const { user } = await newUser(app);
    for (let i = 0; i < LOGIN_ASSIST_AFTER_FAILURES; i++) {
      await logInRest(app.client(`127.0.0.${81 + (i % 4)}`), user.email, 'a guess');
    }
    for (let i = 0; i < LOGIN_ASSIST_MAILS_PER_HOUR + 2; i++) {
      const { logIn } = await app.client('127.0.0.86').query(LOG_IN, {
        input: { login: user.username, password: user.password },
      });
      expect(logIn).toMatchObject({ __typename: 'DomainError', message: LOGIN_ASSISTANCE_SENT });
    }
    expect(assistTokens(user.email)).toHaveLength(LOGIN_ASSIST_MAILS_PER_HOUR);
    const forged = await app.client('127.0.0.86').query(FINISH, { token: 'made-up' });
    expect(forged.finishLoginAssistance).toMatchObject({ code: 'NOT_FOUND' });
  });
});
