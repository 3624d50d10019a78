import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '../../core/apiScopes';
import { SESSIONS_NEED_BROWSER } from '../../core/texts';
import { issueApiToken } from '../../server/domain/apiTokens';
import { ADULT_BIRTH_DATE, newUser } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A plain `fetch`, as a script or another service would send it: no cookies, no CSRF token. */
async function post(path: string, body: unknown, authorization?: string): Promise<Response> {
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
}

describe('bearer tokens', () => {
  it('act as their person on /graphql with no cookie and no CSRF token', async () => {
    const { user } = await newUser(app);
    const { secret } = await issueApiToken(app.db, {
      userId: user.id,
      name: 'script',
      scopes: ['user_accounts:read'],
      expiresAt: null,
    });
    const response = await post('/graphql', { query: '{ viewer { username } }' }, `Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { username: user.username } } });
    const [row] = await app.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(row?.last_used_at).not.toBeNull();
  });

  it.each([
    ['an unknown token', 'Bearer tbp_not-a-token'],
    ['an empty bearer header', 'Bearer'],
    ['two words', 'Bearer a b'],
  ])('refuses %s with 401 and the OAuth challenge', async (_what, header) => {
    const response = await post('/graphql', { query: '{ viewer { username } }' }, header);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('refuses revoked and expired tokens', async () => {
    const { user } = await newUser(app);
    const revoked = await issueApiToken(app.db, { userId: user.id, name: 'r', scopes: [], expiresAt: null });
    await app.db
      .updateTable('api_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', revoked.id)
      .execute();
    const expired = await issueApiToken(app.db, {
      userId: user.id,
      name: 'e',
      scopes: [],
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const { secret } of [revoked, expired]) {
      const response = await post('/graphql', { query: '{ viewer { username } }' }, `Bearer ${secret}`);
      expect(response.status).toBe(401);
    }
  });

  it('answers /v5 refusals in the v5 error body', async () => {
    const response = await fetch(`${app.baseUrl}/v5/user_account`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 2, message: expect.stringContaining('access token') });
  });

  it('never sign up, log in or log out (GraphQL and /v3), even with every scope and a session cookie beside them', async () => {
    const { user, client } = await newUser(app);
    const { secret } = await issueApiToken(app.db, {
      userId: user.id,
      name: 'script',
      scopes: API_SCOPES,
      expiresAt: null,
    });
    const sessions = async () =>
      (await app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute())
        .length;
    const before = await sessions();
    const cookie = [...client.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    /** A token request that also carries the person's browser cookies, as a careless script might send it. */
    const send = (path: string, body: unknown, type = 'application/json') =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${secret}`, cookie },
        body: type === 'application/json' ? JSON.stringify(body) : String(body),
      });
    const refusals: unknown[] = [];
    const graphql = async (query: string, variables: Record<string, unknown>) => {
      const response = await send('/graphql', { query, variables });
      expect(response.headers.getSetCookie()).toEqual([]);
      const answer = (await response.json()) as {
        data?: Record<string, { message?: string } | null> | null;
        errors?: { message: string }[];
      };
      refusals.push(Object.values(answer.data ?? {})[0]?.message ?? answer.errors?.[0]?.message);
    };
    const newEmail = `token-signup-${Date.now()}@example.test`;
    await graphql(
      `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on DomainError { message } } }`,
      {
        input: {
          email: newEmail,
          password: user.password,
          fullName: 'Made By Token',
          birthDate: ADULT_BIRTH_DATE,
        },
      },
    );
    await graphql(
      `mutation($input: LogInInput!) { logIn(input: $input) { __typename ... on DomainError { message } } }`,
      { input: { login: user.email, password: user.password } },
    );
    await graphql('mutation { logOut }', {});
    for (const path of ['/v3/login/', '/v3/login/multifactor/']) {
      const response = await send(
        path,
        new URLSearchParams({
          username_or_email: user.email,
          password: user.password,
          ticket: 'x',
          code: '1',
        }),
        'application/x-www-form-urlencoded',
      );
      expect(response.status, path).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
      refusals.push(((await response.json()) as { message: string }).message);
    }
    expect(refusals).toEqual(Array(5).fill(SESSIONS_NEED_BROWSER));
    // Nothing was made or ended: no account for the address, the same sessions, and the browser still signed in.
    expect(
      await app.db.selectFrom('users').select('id').where('email', '=', newEmail).executeTakeFirst(),
    ).toBeUndefined();
    expect(await sessions()).toBe(before);
    const still = await client.post('/graphql', { query: '{ viewer { username } }' });
    expect(await still.json()).toEqual({ data: { viewer: { username: user.username } } });
  });
});
