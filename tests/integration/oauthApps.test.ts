import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { newUser } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';
import { contractProblems } from '../support/v5Contract';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const REDIRECT = 'https://client.example/callback';

const REGISTER_APP = graphql(`
  mutation OAuthAppsRegister($input: RegisterOAuthAppInput!) {
    registerOAuthApp(input: $input) {
      __typename
      ... on MutationRegisterOAuthAppSuccess { data { app { clientId } clientSecret } }
      ... on DomainError { message field }
    }
  }`);

const ANSWER = graphql(`
  mutation OAuthAppsAnswer($request: OAuthAuthorizationInput!, $allow: Boolean!) {
    answerOAuthAuthorization(request: $request, allow: $allow) {
      __typename
      ... on MutationAnswerOAuthAuthorizationSuccess { data }
      ... on DomainError { message }
    }
  }`);

const CONNECTED_APPS = graphql(`query OAuthAppsConnected { connectedApps { name scopes { scope } } }`);

const AUTHORIZATION = graphql(`
  query OAuthAppsAuthorization($request: OAuthAuthorizationInput!) {
    oauthAuthorization(request: $request) { kind message redirectUrl appName scopes { scope description } }
  }`);

const REVOKE_CONNECTED = graphql(`
  mutation OAuthAppsRevokeConnected($id: String!) { revokeConnectedApp(clientId: $id) { __typename } }`);

const APPS = graphql(`query OAuthAppsList { oauthApps { clientId name redirectUris confidential } }`);

const DELETE_APP = graphql(`
  mutation OAuthAppsDelete($id: String!) { deleteOAuthApp(clientId: $id) { __typename } }`);

interface RegisteredApp {
  clientId: string;
  clientSecret: string | null;
}

async function registerApp(
  client: TestClient,
  options: { confidential?: boolean; redirectUris?: string[] } = {},
): Promise<RegisteredApp> {
  const data = await client.query(REGISTER_APP, {
    input: {
      name: 'Pin Planner',
      redirectUris: options.redirectUris ?? [REDIRECT],
      confidential: options.confidential ?? true,
    },
  });
  const result = 'data' in data.registerOAuthApp ? data.registerOAuthApp.data : null;
  if (!result) throw new Error(`registerOAuthApp refused: ${JSON.stringify(data)}`);
  return { clientId: result.app.clientId, clientSecret: result.clientSecret };
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

interface AuthorizeParams {
  clientId: string;
  redirectUri?: string;
  scope?: string;
  state?: string;
  codeChallenge?: string | null;
  responseType?: string;
}

function requestOf(params: AuthorizeParams) {
  return {
    clientId: params.clientId,
    redirectUri: params.redirectUri ?? REDIRECT,
    responseType: params.responseType ?? 'code',
    scope: params.scope ?? 'boards:read,user_accounts:read',
    state: params.state ?? 'xyz-state',
    ...(params.codeChallenge ? { codeChallenge: params.codeChallenge, codeChallengeMethod: 'S256' } : {}),
  };
}

/** The person presses Allow (or Cancel) on the consent page; answers the address the browser goes to. */
async function answer(client: TestClient, params: AuthorizeParams, allow = true) {
  const result = await client.gql(ANSWER, { request: requestOf(params), allow });
  const answered = result.data?.answerOAuthAuthorization;
  // Flattened, so a test reads the redirect address or the refusal without narrowing the union first.
  const flat = answered && {
    __typename: answered.__typename,
    data: 'data' in answered ? answered.data : undefined,
    message: 'message' in answered ? answered.message : undefined,
  };
  return { ...result, data: flat ? { answerOAuthAuthorization: flat } : undefined };
}

async function codeFor(client: TestClient, params: AuthorizeParams): Promise<string> {
  const result = await answer(client, params);
  const url = result.data?.answerOAuthAuthorization.data;
  if (!url) throw new Error(`no redirect: ${JSON.stringify(result)}`);
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`no code in ${url}`);
  return code;
}

function basic(registered: RegisteredApp): string {
  return `Basic ${Buffer.from(`${registered.clientId}:${registered.clientSecret ?? ''}`).toString('base64')}`;
}

/** The `error` values RFC 6749 (5.2) and RFC 7009 (2.2.1) allow a token or revocation endpoint to answer. */
const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'unsupported_token_type',
];

/**
 * Every answer of the token endpoints is checked where the reference contract describes it (the token answer,
 * revoke's empty 200, v5's `{code, message}` on every refusal) and, for refusals, against OAuth's own error
 * shape (RFC 6749 5.2), which the contract does not describe but OAuth client libraries read.
 */
async function checkedAnswer(template: string, response: Response): Promise<Response> {
  const text = await response.clone().text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  expect(
    contractProblems('POST', template, response.status, body),
    `${template} ${response.status} ${text}`,
  ).toEqual([]);
  if (response.status >= 400) {
    expect(body, text).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
    expect(OAUTH_ERRORS).toContain((body as { error: string }).error);
  }
  if (template === '/oauth/token' && response.status === 200) {
    expect(body).toMatchObject({ token_type: 'bearer', refresh_token: expect.any(String) });
  }
  return response;
}

/** A token request as a v5 client library sends it: form body, HTTP Basic client authentication. */
async function tokenRequest(
  fields: Record<string, string>,
  authorization?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${app.baseUrl}/v5/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
  return checkedAnswer('/oauth/token', response);
}

async function revokeRequest(fields: Record<string, string>, authorization?: string): Promise<Response> {
  const response = await fetch(`${app.baseUrl}/v5/oauth/token/revoke`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return checkedAnswer('/oauth/token/revoke', response);
}

async function viewerWith(accessToken: string): Promise<Response> {
  return fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: '{ viewer { username } }' }),
  });
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  response_type: string;
  token_type: string;
  expires_in: number;
  refresh_token_expires_in: number;
  scope: string;
}

describe('OAuth apps: the authorization code flow', () => {
  it('returns the state with the code, and the code buys a token that works on /graphql as the person', async () => {
    const { client, user } = await newUser(app);
    const registered = await registerApp(client);
    const result = await answer(client, { clientId: registered.clientId, state: 'round/trip?&=' });
    const url = new URL(result.data?.answerOAuthAuthorization.data ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
    expect(url.searchParams.get('state')).toBe('round/trip?&=');
    const response = await tokenRequest(
      { grant_type: 'authorization_code', code: url.searchParams.get('code') ?? '', redirect_uri: REDIRECT },
      basic(registered),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = (await response.json()) as TokenAnswer;
    expect(token).toEqual({
      access_token: expect.stringMatching(/^tbo_/),
      refresh_token: expect.stringMatching(/^tbr_/),
      response_type: 'authorization_code',
      token_type: 'bearer',
      expires_in: 30 * 24 * 3600,
      refresh_token_expires_in: 60 * 24 * 3600,
      scope: 'boards:read user_accounts:read',
    });
    const viewer = await viewerWith(token.access_token);
    expect(await viewer.json()).toEqual({ data: { viewer: { username: user.username } } });
  });

  it('grants only the scopes asked for, ignores Pinterest scopes for data Tackboard lacks, and lists the app under Connected apps', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const code = await codeFor(client, { clientId: registered.clientId, scope: 'pins:read ads:read' });
    const response = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic(registered),
    );
    const token = (await response.json()) as TokenAnswer;
    expect(token.scope).toBe('pins:read');
    const [row] = await app.db
      .selectFrom('api_tokens')
      .select(['scopes', 'client_id'])
      .where('client_id', '=', registered.clientId)
      .execute();
    expect(row).toEqual({ scopes: ['pins:read'], client_id: registered.clientId });
    const connected = await client.query(CONNECTED_APPS);
    expect(connected.connectedApps).toEqual([{ name: 'Pin Planner', scopes: [{ scope: 'pins:read' }] }]);
  });

  it('sends an unknown scope back to the app as invalid_scope, with the state', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const result = await answer(client, { clientId: registered.clientId, scope: 'boards:read boards:fly' });
    const url = new URL(result.data?.answerOAuthAuthorization.data ?? '');
    expect(url.searchParams.get('error')).toBe('invalid_scope');
    expect(url.searchParams.get('state')).toBe('xyz-state');
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('Cancel sends the person back with error=access_denied and the state', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const result = await answer(client, { clientId: registered.clientId, state: 's1' }, false);
    const url = new URL(result.data?.answerOAuthAuthorization.data ?? '');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ error: 'access_denied', state: 's1' });
  });

  it('never redirects to an address the app did not register exactly, and shows why', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    for (const redirectUri of [
      `${REDIRECT}/more`,
      `${REDIRECT}?x=1`,
      'https://client.example/',
      'https://evil.example/callback',
    ]) {
      const check = await client.query(AUTHORIZATION, {
        request: requestOf({ clientId: registered.clientId, redirectUri }),
      });
      expect(check.oauthAuthorization).toMatchObject({
        kind: 'INVALID',
        message: expect.stringContaining("hasn't registered"),
        redirectUrl: null,
      });
      const result = await answer(client, { clientId: registered.clientId, redirectUri });
      expect(result.data?.answerOAuthAuthorization).toEqual({
        __typename: 'DomainError',
        message: expect.stringContaining("hasn't registered"),
      });
    }
    const unknown = await client.query(AUTHORIZATION, { request: requestOf({ clientId: 'no-such-app' }) });
    expect(unknown.oauthAuthorization.kind).toBe('INVALID');
    // …and the code exchange insists on the same address as the authorization.
    const code = await codeFor(client, { clientId: registered.clientId });
    const response = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: `${REDIRECT}/other` },
      basic(registered),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', code: 1 });
  });

  it('shows the consent screen with the app name and the scopes in plain words', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const check = await client.query(AUTHORIZATION, {
      request: requestOf({ clientId: registered.clientId, scope: 'boards:read' }),
    });
    expect(check.oauthAuthorization).toMatchObject({
      kind: 'CONSENT',
      appName: 'Pin Planner',
      scopes: [{ scope: 'boards:read', description: 'See your public boards and their sections' }],
    });
  });
});

describe('OAuth apps: PKCE, single use, expiry', () => {
  it('a public app must use PKCE, and a wrong verifier is refused', async () => {
    const { client, user } = await newUser(app);
    const registered = await registerApp(client, { confidential: false });
    expect(registered.clientSecret).toBeNull();
    const without = await answer(client, { clientId: registered.clientId });
    expect(new URL(without.data?.answerOAuthAuthorization.data ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    );

    const pair = pkcePair();
    const code = await codeFor(client, { clientId: registered.clientId, codeChallenge: pair.challenge });
    const wrong = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: registered.clientId,
      code_verifier: pkcePair().verifier,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const code2 = await codeFor(client, { clientId: registered.clientId, codeChallenge: pair.challenge });
    const missing = await tokenRequest({
      grant_type: 'authorization_code',
      code: code2,
      redirect_uri: REDIRECT,
      client_id: registered.clientId,
    });
    expect(missing.status).toBe(400);

    const code3 = await codeFor(client, { clientId: registered.clientId, codeChallenge: pair.challenge });
    const right = await tokenRequest({
      grant_type: 'authorization_code',
      code: code3,
      redirect_uri: REDIRECT,
      client_id: registered.clientId,
      code_verifier: pair.verifier,
    });
    expect(right.status).toBe(200);
    const token = (await right.json()) as TokenAnswer;
    expect(await (await viewerWith(token.access_token)).json()).toEqual({
      data: { viewer: { username: user.username } },
    });
  });

  it('a code works once; using it again is refused and revokes the tokens issued from it', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const code = await codeFor(client, { clientId: registered.clientId });
    const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    const first = await tokenRequest(fields, basic(registered));
    const token = (await first.json()) as TokenAnswer;
    expect((await viewerWith(token.access_token)).status).toBe(200);

    const again = await tokenRequest(fields, basic(registered));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await viewerWith(token.access_token)).status).toBe(401);
    const refresh = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: token.refresh_token },
      basic(registered),
    );
    expect(refresh.status).toBe(400);
  });

  it('a code expires after ten minutes', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const code = await codeFor(client, { clientId: registered.clientId });
    app.clock.set(new Date(Date.now() + 11 * 60 * 1000));
    try {
      const response = await tokenRequest(
        { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
        basic(registered),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_grant',
        message: expect.stringContaining('expired'),
      });
    } finally {
      app.clock.reset();
    }
  });

  it('refuses a wrong client secret with 401 invalid_client and a Basic challenge, and another app using the code', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const other = await registerApp(client);
    const code = await codeFor(client, { clientId: registered.clientId });
    const fields = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    const wrong = await tokenRequest(fields, basic({ ...registered, clientSecret: 'tbs_wrong' }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client', code: 2 });
    const noSecret = await tokenRequest({ ...fields, client_id: registered.clientId });
    expect(noSecret.status).toBe(400);
    expect(await noSecret.json()).toMatchObject({ error: 'invalid_client' });
    const stolen = await tokenRequest(fields, basic(other));
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers client_credentials and password with unsupported_grant_type', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    for (const grantType of ['client_credentials', 'password']) {
      const response = await tokenRequest({ grant_type: grantType }, basic(registered));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'unsupported_grant_type' });
    }
  });
});

describe('OAuth apps: browser apps on another origin', () => {
  const ORIGIN = 'https://pin-planner.example.net';

  it('the token endpoints answer the preflight and their answers to any origin, never with credentials', async () => {
    for (const path of ['/v5/oauth/token', '/v5/oauth/token/revoke']) {
      const preflight = await fetch(`${app.baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      expect(preflight.headers.getSetCookie()).toEqual([]);
    }

    const { client, user } = await newUser(app);
    const registered = await registerApp(client, { confidential: false });
    const pair = pkcePair();
    const fromPage = { origin: ORIGIN };
    const refused = await tokenRequest(
      {
        grant_type: 'authorization_code',
        code: await codeFor(client, { clientId: registered.clientId, codeChallenge: pair.challenge }),
        redirect_uri: REDIRECT,
        client_id: registered.clientId,
        code_verifier: pkcePair().verifier,
      },
      undefined,
      fromPage,
    );
    expect(refused.status).toBe(400);
    const granted = await tokenRequest(
      {
        grant_type: 'authorization_code',
        code: await codeFor(client, { clientId: registered.clientId, codeChallenge: pair.challenge }),
        redirect_uri: REDIRECT,
        client_id: registered.clientId,
        code_verifier: pair.verifier,
      },
      undefined,
      fromPage,
    );
    expect(granted.status).toBe(200);
    for (const response of [refused, granted]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const token = (await granted.json()) as TokenAnswer;
    expect(await (await viewerWith(token.access_token)).json()).toEqual({
      data: { viewer: { username: user.username } },
    });

    // Only the token endpoints: the rest of the API still answers no other origin.
    const elsewhere = await fetch(`${app.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('OAuth apps: refresh and revoke', () => {
  async function tokensFor(client: TestClient, registered: RegisteredApp): Promise<TokenAnswer> {
    const code = await codeFor(client, { clientId: registered.clientId });
    const response = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
      basic(registered),
    );
    return (await response.json()) as TokenAnswer;
  }

  it('a refresh gives a new access token and a new refresh token; the old refresh token is then refused and ends the grant', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const first = await tokensFor(client, registered);
    const response = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      basic(registered),
    );
    expect(response.status).toBe(200);
    const second = (await response.json()) as TokenAnswer;
    expect(second).toMatchObject({ response_type: 'refresh_token', scope: 'boards:read user_accounts:read' });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await viewerWith(second.access_token)).status).toBe(200);

    const replay = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: first.refresh_token },
      basic(registered),
    );
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    // The replay shows the old token leaked, so the grant's newer tokens stop working too.
    expect((await viewerWith(second.access_token)).status).toBe(401);
  });

  it('revoking an access token makes /graphql answer 401; an unknown token is fine; another app cannot revoke it', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const other = await registerApp(client);
    const token = await tokensFor(client, registered);
    const refused = await revokeRequest({ token: token.access_token }, basic(other));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 29 });
    expect((await viewerWith(token.access_token)).status).toBe(200);

    const badClient = await revokeRequest(
      { token: token.access_token },
      basic({ ...registered, clientSecret: 'x' }),
    );
    expect(badClient.status).toBe(401);
    expect(await badClient.json()).toMatchObject({ code: 2, error: 'invalid_client' });

    const revoked = await revokeRequest(
      { token: token.access_token, token_type_hint: 'access_token' },
      basic(registered),
    );
    expect(revoked.status).toBe(200);
    expect((await viewerWith(token.access_token)).status).toBe(401);
    expect((await revokeRequest({ token: 'tbo_unknown' }, basic(registered))).status).toBe(200);
  });

  it('revoking a refresh token ends it and the access tokens of its grant', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const token = await tokensFor(client, registered);
    const revoked = await revokeRequest({ token: token.refresh_token }, basic(registered));
    expect(revoked.status).toBe(200);
    expect((await viewerWith(token.access_token)).status).toBe(401);
    const refresh = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: token.refresh_token },
      basic(registered),
    );
    expect(refresh.status).toBe(400);
  });

  it('revoking a connected app in settings ends its tokens and takes it off the list', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const token = await tokensFor(client, registered);
    await client.query(REVOKE_CONNECTED, { id: registered.clientId });
    expect((await viewerWith(token.access_token)).status).toBe(401);
    const refresh = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: token.refresh_token },
      basic(registered),
    );
    expect(refresh.status).toBe(400);
    expect(await client.query(CONNECTED_APPS)).toEqual({ connectedApps: [] });
  });
});

describe('OAuth apps: settings', () => {
  it('lists and deletes apps; the secret is shown only at registration; deleting ends its tokens', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client, { redirectUris: [REDIRECT, 'http://127.0.0.1:8765/cb'] });
    expect(registered.clientSecret).toMatch(/^tbs_/);
    const token = await (async () => {
      const code = await codeFor(client, { clientId: registered.clientId });
      const response = await tokenRequest(
        { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
        basic(registered),
      );
      return (await response.json()) as TokenAnswer;
    })();
    const listed = await client.query(APPS);
    expect(listed.oauthApps).toEqual([
      {
        clientId: registered.clientId,
        name: 'Pin Planner',
        redirectUris: [REDIRECT, 'http://127.0.0.1:8765/cb'],
        confidential: true,
      },
    ]);
    const stranger = await newUser(app);
    const notTheirs = await stranger.client.gql(DELETE_APP, { id: registered.clientId });
    expect(notTheirs.data?.deleteOAuthApp.__typename).toBe('DomainError');
    await client.query(DELETE_APP, { id: registered.clientId });
    expect(await client.query(APPS)).toEqual({ oauthApps: [] });
    expect((await viewerWith(token.access_token)).status).toBe(401);
  });

  it('refuses redirect URIs that are not https (but allows http on loopback)', async () => {
    const { client } = await newUser(app);
    const result = await client.gql(REGISTER_APP, {
      input: { name: 'Plain', redirectUris: ['http://client.example/cb'], confidential: true },
    });
    expect(result.data?.registerOAuthApp).toEqual({
      __typename: 'DomainError',
      message: expect.stringContaining('https://'),
      field: 'redirectUris',
    });
  });

  it('refuses to manage apps with a bearer token, even one of the same person', async () => {
    const { client } = await newUser(app);
    const registered = await registerApp(client);
    const code = await codeFor(client, { clientId: registered.clientId });
    const token = (await (
      await tokenRequest(
        { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
        basic(registered),
      )
    ).json()) as TokenAnswer;
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
      body: JSON.stringify({
        query: `mutation { registerOAuthApp(input: { name: "x", redirectUris: ["${REDIRECT}"], confidential: true }) {
          __typename ... on DomainError { code message } } }`,
      }),
    });
    expect(await response.json()).toEqual({
      data: {
        registerOAuthApp: {
          __typename: 'DomainError',
          code: 'FORBIDDEN',
          message: expect.stringContaining('signed-in browser'),
        },
      },
    });
    const list = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
      body: JSON.stringify({ query: '{ connectedApps { name } }' }),
    });
    const body = (await list.json()) as { data: unknown; errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toContain('signed-in browser');
  });
});
