import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../../server/domain/apiTokens';
import { graphql } from '../gql';
import { DEFAULT_PASSWORD, newUser, type TestUser } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// Settings → Sessions: a person sees the browsers signed in to their account (device, when, how they logged in)
// and signs any other one out; nobody else can see or end them, and no access token can.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const SESSIONS = graphql(`query SessionsList {
  sessions { id createdAt device loginMethod loginMethodLabel current } }`);
const END_SESSION = graphql(`mutation SessionsEnd($id: String!) {
  endSession(id: $id) { __typename ...DomainErrorFields ... on MutationEndSessionSuccess { data } } }`);
const END_OTHERS = graphql(`mutation SessionsEndOthers {
  endOtherSessions { __typename ...DomainErrorFields ... on MutationEndOtherSessionsSuccess { data } } }`);
const LOG_IN = graphql(`mutation SessionsLogIn($input: LogInInput!) {
  logIn(input: $input) { __typename ...DomainErrorFields } }`);
const WHO = graphql(`query SessionsWho { viewer { isAuth } }`);

/** A new browser (its own cookies and User-Agent) logged in as the person with their password. */
async function logInFrom(user: TestUser, userAgent: string): Promise<TestClient> {
  const client = app.client();
  const answer = await client.gql(
    LOG_IN,
    { input: { login: user.email, password: DEFAULT_PASSWORD } },
    { headers: { 'user-agent': userAgent } },
  );
  expect(answer.data?.logIn.__typename).toBe('MutationLogInSuccess');
  return client;
}

async function isSignedIn(client: TestClient): Promise<boolean> {
  return (await client.query(WHO, {})).viewer.isAuth;
}

describe('Settings → Sessions', () => {
  it('lists the browsers signed in, the one in use first, with device, time and how each logged in', async () => {
    const { client: first, user } = await newUser(app);
    const laptop = await logInFrom(user, CHROME_LINUX);
    await logInFrom(user, SAFARI_IPHONE);
    const { sessions } = await laptop.query(SESSIONS, {});
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.current)).toEqual([true, false, false]);
    expect(sessions[0]).toMatchObject({ device: 'Chrome on Linux', loginMethod: 1 });
    expect(sessions[0]?.loginMethodLabel).toBe('Email and password');
    expect(sessions[1]).toMatchObject({ device: 'Safari on iPhone', current: false });
    // Never the token or its hash: ids only.
    expect(JSON.stringify(sessions)).not.toContain(laptop.cookies.get('tb_session'));
    for (const s of sessions) expect(s.id).toMatch(/^\d+$/);
    expect((await first.query(SESSIONS, {})).sessions[0]?.current).toBe(true);
  });

  it('ends another session: that browser is signed out at once, and the list no longer has it', async () => {
    const { client: phone, user } = await newUser(app);
    const laptop = await logInFrom(user, CHROME_LINUX);
    const phoneSession = (await phone.query(SESSIONS, {})).sessions.find((s) => s.current)!;
    const { endSession } = await laptop.query(END_SESSION, { id: phoneSession.id });
    expect(endSession).toEqual({ __typename: 'MutationEndSessionSuccess', data: phoneSession.id });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await laptop.query(SESSIONS, {})).sessions.map((s) => s.id)).not.toContain(phoneSession.id);
  });

  it("refuses to end someone else's session, the one in use, or a made-up id, all alike as not found", async () => {
    const { client: stranger } = await newUser(app);
    const { client: owner } = await newUser(app);
    const ownerSession = (await owner.query(SESSIONS, {})).sessions[0]!;
    const strangerSession = (await stranger.query(SESSIONS, {})).sessions[0]!;
    for (const [client, id] of [
      [stranger, ownerSession.id],
      [owner, ownerSession.id],
      [owner, '999999999'],
      [owner, 'constructor'],
    ] as const) {
      const { endSession } = await client.query(END_SESSION, { id });
      expect(endSession).toMatchObject({
        __typename: 'DomainError',
        code: 'NOT_FOUND',
        message: "Sorry, we couldn't find that session.",
      });
    }
    expect(await isSignedIn(owner)).toBe(true);
    expect(await isSignedIn(stranger)).toBe(true);
    expect((await stranger.query(SESSIONS, {})).sessions[0]?.id).toBe(strangerSession.id);
  });

  it('signs out every other browser at once and keeps this one', async () => {
    const { client: here, user } = await newUser(app);
    const others = [await logInFrom(user, CHROME_LINUX), await logInFrom(user, SAFARI_IPHONE)];
    const { client: bystander } = await newUser(app);
    const { endOtherSessions } = await here.query(END_OTHERS, {});
    expect(endOtherSessions).toEqual({ __typename: 'MutationEndOtherSessionsSuccess', data: 2 });
    for (const other of others) expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(bystander)).toBe(true);
    expect((await here.query(SESSIONS, {})).sessions).toHaveLength(1);
  });

  it('is refused to signed-out visitors and to every access token, even the owner’s', async () => {
    const { user } = await newUser(app);
    const visitor = await app.client().gql(SESSIONS, {});
    expect(visitor.errors?.[0]?.message).toBeTruthy();
    const token = await issueApiToken(app.db, {
      userId: user.id,
      name: 'script',
      scopes: ['user_accounts:read', 'user_accounts:write'],
      expiresAt: null,
    });
    const bearer = { headers: { authorization: `Bearer ${token.secret}` } };
    const listed = await app.client().gql(SESSIONS, {}, bearer);
    expect(listed.data?.sessions ?? null).toBeNull();
    const ended = await app.client().gql(END_OTHERS, {}, bearer);
    expect(ended.data?.endOtherSessions).toMatchObject({ __typename: 'DomainError', code: 'FORBIDDEN' });
  });
});
