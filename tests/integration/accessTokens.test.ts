import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TEXTS, ACCOUNT_NEEDS_BROWSER } from '../../core/texts';
import { newUser } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// Settings → Access tokens: a signed-in browser makes, lists and revokes personal access tokens; the secret is
// answered once and never again; a token can never manage tokens.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

// raw GraphQL: the same text goes out by plain fetch with a bearer token, as a program that is not ours sends it.
const CREATE = `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { __typename
  ... on DomainError { code message field }
  ... on MutationCreateAccessTokenSuccess { data { secret token { id name scopes expiresAt lastUsedAt } } } } }`;
// raw GraphQL: the same text goes out by plain fetch with a bearer token, as a program that is not ours sends it.
const LIST = '{ accessTokens { id name scopes createdAt lastUsedAt expiresAt } }';
// raw GraphQL: the same text goes out by plain fetch with a bearer token, as a program that is not ours sends it.
const REVOKE = `mutation($id: String!) { revokeAccessToken(id: $id) { __typename
  ... on DomainError { code message } ... on MutationRevokeAccessTokenSuccess { data { id } } } }`;

interface Created {
  createAccessToken:
    | { __typename: 'DomainError'; code: string; message: string; field: string | null }
    | {
        __typename: 'MutationCreateAccessTokenSuccess';
        data: {
          secret: string;
          token: { id: string; name: string; scopes: string[]; expiresAt: string | null };
        };
      };
}

async function create(
  client: TestClient,
  input: Record<string, unknown>,
): Promise<Created['createAccessToken']> {
  return (await client.query<Created>(CREATE, { input })).createAccessToken;
}

async function createOk(client: TestClient, input: Record<string, unknown>) {
  const answer = await create(client, input);
  if (answer.__typename === 'DomainError') throw new Error(answer.message);
  return answer.data;
}

/** A plain program's request: bearer header, no cookie, no CSRF token. */
async function withToken(secret: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('personal access tokens', () => {
  it('are made with a name, scopes and an expiry; the secret is answered once and the list never shows it', async () => {
    const { client } = await newUser(app);
    const made = await createOk(client, {
      name: '  My script ',
      scopes: ['pins:read', 'boards:read'],
      expiresInDays: 30,
    });
    expect(made.secret).toMatch(/^tbp_/);
    expect(made.token).toMatchObject({
      name: 'My script',
      scopes: ['boards:read', 'pins:read'],
      lastUsedAt: null,
    });
    const expires = new Date(made.token.expiresAt ?? 0).getTime() - app.clock.now().getTime();
    expect(Math.round(expires / 86_400_000)).toBe(30);
    const { accessTokens } = await client.query<{ accessTokens: Record<string, unknown>[] }>(LIST);
    expect(accessTokens).toEqual([
      expect.objectContaining({ id: made.token.id, name: 'My script', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(accessTokens)).not.toContain(made.secret);
    const rows = await app.db.selectFrom('api_tokens').selectAll().where('id', '=', made.token.id).execute();
    expect(JSON.stringify(rows)).not.toContain(made.secret);
  });

  it('show when they were last used, and stop working once revoked', async () => {
    const { client } = await newUser(app);
    const made = await createOk(client, { name: 'cli', scopes: ['user_accounts:read'] });
    expect(made.token.expiresAt).toBeNull();
    expect((await withToken(made.secret, '{ viewer { isAuth } }')).body).toEqual({
      data: { viewer: { isAuth: true } },
    });
    const { accessTokens } = await client.query<{ accessTokens: { lastUsedAt: string | null }[] }>(LIST);
    expect(accessTokens[0]?.lastUsedAt).not.toBeNull();
    const revoked = await client.query<{ revokeAccessToken: unknown }>(REVOKE, { id: made.token.id });
    expect(revoked.revokeAccessToken).toEqual({
      __typename: 'MutationRevokeAccessTokenSuccess',
      data: { id: made.token.id },
    });
    expect((await withToken(made.secret, '{ viewer { isAuth } }')).status).toBe(401);
    expect((await client.query<{ accessTokens: unknown[] }>(LIST)).accessTokens).toEqual([]);
  });

  it.each([
    [{ name: '   ', scopes: ['pins:read'] }, 'name', ACCESS_TOKEN_TEXTS.nameRequired],
    [{ name: 'x'.repeat(101), scopes: ['pins:read'] }, 'name', ACCESS_TOKEN_TEXTS.nameTooLong],
    [{ name: 'n', scopes: [] }, 'scopes', ACCESS_TOKEN_TEXTS.scopeRequired],
    [{ name: 'n', scopes: ['ads:read'] }, 'scopes', ACCESS_TOKEN_TEXTS.unknownScope],
    [
      { name: 'n', scopes: ['pins:read'], expiresInDays: 3 },
      'expiresInDays',
      ACCESS_TOKEN_TEXTS.expiryInvalid,
    ],
  ])('refuses %o under its field', async (input, field, message) => {
    const { client } = await newUser(app);
    expect(await create(client, input)).toEqual({
      __typename: 'DomainError',
      code: 'VALIDATION',
      field,
      message,
    });
  });

  it("a person cannot revoke someone else's token: it is not found", async () => {
    const { client } = await newUser(app);
    const made = await createOk(client, { name: 'mine', scopes: ['pins:read'] });
    const stranger = await newUser(app);
    const answer = await stranger.client.query<{ revokeAccessToken: unknown }>(REVOKE, { id: made.token.id });
    expect(answer.revokeAccessToken).toEqual({
      __typename: 'DomainError',
      code: 'NOT_FOUND',
      message: ACCESS_TOKEN_TEXTS.notFound,
    });
  });

  it('a token can neither list, make nor revoke tokens, whatever its scopes', async () => {
    const { client } = await newUser(app);
    const made = await createOk(client, {
      name: 'everything',
      scopes: ['boards:read', 'pins:read', 'user_accounts:read', 'user_accounts:write'],
    });
    const list = await withToken(made.secret, LIST);
    expect(JSON.stringify(list.body)).toContain(ACCOUNT_NEEDS_BROWSER);
    const minted = await withToken(made.secret, CREATE, { input: { name: 'more', scopes: ['pins:read'] } });
    expect(minted.body).toEqual({
      data: {
        createAccessToken: {
          __typename: 'DomainError',
          code: 'FORBIDDEN',
          message: ACCOUNT_NEEDS_BROWSER,
          field: null,
        },
      },
    });
    const revoke = await withToken(made.secret, REVOKE, { id: made.token.id });
    expect(revoke.body).toEqual({
      data: {
        revokeAccessToken: { __typename: 'DomainError', code: 'FORBIDDEN', message: ACCOUNT_NEEDS_BROWSER },
      },
    });
    expect((await withToken(made.secret, '{ viewer { isAuth } }')).status).toBe(200);
  });

  it('signed out, none of it is available', async () => {
    const answer = await create(app.client(), { name: 'n', scopes: ['pins:read'] });
    expect(answer).toMatchObject({ __typename: 'DomainError', code: 'UNAUTHENTICATED' });
  });
});
