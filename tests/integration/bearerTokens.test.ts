import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../../server/domain/apiTokens';
import { newUser } from '../support/fixtures';
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
});
