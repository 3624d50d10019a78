import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../../server/domain/apiTokens';
import { newUser, signUp } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

// /graphql for any GraphQL client: a request without a session cookie needs no CSRF token (Apollo's own CSRF
// prevention still refuses what a cross-site form could send); cookie requests keep the double-submit check; and
// requests with a token are rate-limited per token, not per address.

const LIMIT = 5;

const QUERY = JSON.stringify({ query: '{ viewer { isAuth } }' });

describe('CSRF and cookie-less GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('an anonymous plain JSON POST works with no cookie and no CSRF token', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: QUERY,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { isAuth: false } } });
  });

  it('a request with a session cookie but no CSRF token is still refused', async () => {
    const { client } = await newUser(app);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect(cookie).toContain('tb_session=');
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: QUERY,
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['text/plain', QUERY],
    ['application/x-www-form-urlencoded', 'query=%7B%20viewer%20%7B%20isAuth%20%7D%20%7D'],
  ])('a cookie-less %s POST, as a cross-site form sends, is refused', async (type, body) => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toContain('isAuth');
  });

  it('cookie-less posts elsewhere (the /v3 login) still need the CSRF token, against login CSRF', async () => {
    const response = await fetch(`${app.baseUrl}/v3/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username_or_email=a%40example.com&password=x',
    });
    expect(response.status).toBe(403);
  });
});

describe('rate limits per token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('count a token on its own, wherever it is sent from', async () => {
    // Signed up from an address of its own: the token calls below come from 127.0.0.1, which must not matter.
    const user = await signUp(app.client('127.0.0.2'));
    const token = async () =>
      (
        await issueApiToken(app.db, {
          userId: user.id,
          name: 't',
          scopes: ['user_accounts:read'],
          expiresAt: null,
        })
      ).secret;
    const [first, second] = [await token(), await token()];
    const call = (secret: string) =>
      fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: QUERY,
      });
    const statuses = (await Promise.all(Array.from({ length: LIMIT + 3 }, () => call(first)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    // Another token of the same person, from the same address, has its own allowance.
    expect((await call(second)).status).toBe(200);
  });
});
