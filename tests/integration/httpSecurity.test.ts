import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../server/db/connect';
import { graphql } from '../gql';
import {
  CREATE_BOARD,
  createBoard,
  DEFAULT_PASSWORD,
  newUser,
  SIGN_UP,
  uniqueEmail,
} from '../support/fixtures';
import { resourceQuery, restJson } from '../support/httpClient';
import { serveApp, startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CSRF_REFUSAL = {
  status: 'failure',
  code: 403,
  message: 'Your session has expired. Please refresh the page and try again.',
  message_detail: 'CSRF token missing or incorrect.',
  api_error_code: 403,
};

async function boardNamesOf(username: string): Promise<string[]> {
  const { user } = await app
    .client()
    .query(
      graphql(
        `query HttpSecurityUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { name } } } } }`,
      ),
      { u: username },
    );
  return user!.boards.edges.map((e) => e.node.name);
}

async function emailIsRegistered(email: string): Promise<boolean> {
  const response = await app.client().get(`/v3/register/exists/?email=${encodeURIComponent(email)}`);
  const { body } = await restJson<boolean>(response);
  return body.status === 'success' && body.data;
}

describe('CSRF: every state-changing request needs X-CSRFToken equal to the csrftoken cookie', () => {
  it('hands out a csrftoken cookie the page can read on any response', async () => {
    const client = app.client();
    await client.get('/healthz');
    const cookie = client.lastSetCookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(cookie?.attributes.has('httponly')).toBe(false);
    expect(String(cookie?.attributes.get('samesite')).toLowerCase()).toBe('lax');
  });

  it('refuses a GraphQL sign-up from a signed-in browser without the header with 403, and creates no account', async () => {
    // A request with no session cookie needs no CSRF token on /graphql (a cross-site form cannot send JSON past
    // Apollo's own check, and there is no session to ride on); one that carries a session does.
    const { client } = await newUser(app);
    const email = uniqueEmail('csrf');
    const response = await client.post(
      '/graphql',
      {
        query: SIGN_UP,
        variables: {
          input: { email, password: DEFAULT_PASSWORD, fullName: 'No Token', birthDate: '1990-01-01' },
        },
      },
      { csrf: false },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(CSRF_REFUSAL);
    expect(await emailIsRegistered(email)).toBe(false);
  });

  it('refuses a header that does not match the cookie, and creates no board', async () => {
    const { client, user } = await newUser(app);
    const result = await client.gql(
      CREATE_BOARD,
      { input: { name: 'Forged board' } },
      { headers: { 'x-csrftoken': 'A'.repeat(32) } },
    );
    expect(result.status).toBe(403);
    expect(await boardNamesOf(user.username)).toEqual([]);
  });

  it('refuses a header sent without the cookie (a token another site made up)', async () => {
    const { client, user } = await newUser(app);
    const token = client.cookies.get('csrftoken')!;
    client.cookies.delete('csrftoken');
    const result = await client.gql(
      CREATE_BOARD,
      { input: { name: 'No cookie' } },
      { headers: { 'x-csrftoken': token } },
    );
    expect(result.status).toBe(403);
    expect(await boardNamesOf(user.username)).toEqual([]);
  });

  it('refuses a REST board create without the header, and creates nothing', async () => {
    const { client, user } = await newUser(app);
    const response = await client.post(
      '/resource/BoardResource/create/',
      new URLSearchParams({ data: JSON.stringify({ options: { name: 'Form board' } }) }),
      { csrf: false },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(CSRF_REFUSAL);
    expect(await boardNamesOf(user.username)).toEqual([]);
  });

  it('refuses a log-out without the header, so another site cannot sign people out', async () => {
    const { client } = await newUser(app);
    const result = await client.gql(graphql(`mutation HttpSecurityLogOut { logOut }`), {}, { csrf: false });
    expect(result.status).toBe(403);
    const { viewer } = await client.query(graphql(`query HttpSecurityViewer { viewer { isAuth } }`));
    expect(viewer.isAuth).toBe(true);
  });

  it('refuses a mutation sent as a GET request', async () => {
    const { client, user } = await newUser(app);
    const mutation = encodeURIComponent(
      'mutation { createBoard(input: { name: "Via GET" }) { __typename } }',
    );
    const plain = await client.get(`/graphql?query=${mutation}`);
    const preflighted = await client.get(`/graphql?query=${mutation}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(preflighted.status).toBeGreaterThanOrEqual(400);
    expect(await boardNamesOf(user.username)).toEqual([]);
  });

  it('accepts the write once the header matches the cookie', async () => {
    const { client, user } = await newUser(app);
    await createBoard(client, { name: 'With token' });
    expect(await boardNamesOf(user.username)).toEqual(['With token']);
  });
});

describe('session cookie', () => {
  it('is marked Secure when the app is served over https', async () => {
    const secure = await serveApp(app.db, app.kind, { env: { PUBLIC_URL: 'https://tackboard.example' } });
    try {
      const client = secure.client();
      await client.query(SIGN_UP, {
        input: {
          email: uniqueEmail('secure'),
          password: DEFAULT_PASSWORD,
          fullName: 'Sec Ure',
          birthDate: '1990-01-01',
        },
      });
      const session = client.lastSetCookies.find((c) => c.name === 'tb_session');
      expect(session?.attributes.get('secure')).toBe(true);
      expect(session?.attributes.get('httponly')).toBe(true);
    } finally {
      await secure.stop();
    }
  });

  it('is not marked Secure on plain http, so local use works', async () => {
    const client = app.client();
    await client.query(SIGN_UP, {
      input: {
        email: uniqueEmail('plain'),
        password: DEFAULT_PASSWORD,
        fullName: 'Plain Http',
        birthDate: '1990-01-01',
      },
    });
    expect(client.lastSetCookies.find((c) => c.name === 'tb_session')?.attributes.has('secure')).toBe(false);
  });
});

describe('production-safe GraphQL', () => {
  it('answers introspection', async () => {
    const { __schema } = await app
      .client()
      .query(graphql(`query HttpSecurity_Schema { __schema { queryType { name } types { name } } }`));
    expect(__schema.queryType.name).toBe('Query');
    expect(__schema.types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Board', 'BoardSection', 'Pin', 'User']),
    );
  });

  it('refuses a query deeper than the limit without running it', async () => {
    // raw GraphQL: the server must refuse this text, so no typed document stands for it.
    const deep = `{ viewer { user { boards { edges { node { pins { edges { node {
      pinnedToBoard { owner { boards { edges { node { name } } } } } } } } } } } } } }`;
    const result = await app.client().gql(deep);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  // The complexity plugin refuses the query before it runs; the client hears why.
  it('tells the client a refused query was too deep, rather than "Unexpected error."', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const deep =
        graphql(`query HttpSecurityDeep { viewer { user { boards { edges { node { pins { edges { node {
        pinnedToBoard { owner { boards { edges { node { name } } } } } } } } } } } } } }`);
      const result = await app.client().gql(deep);
      expect(result.errors?.[0]?.message).toMatch(/depth/i);
    } finally {
      spy.mockRestore();
    }
  });

  it("allows the app's own home-feed page of 50 pins with their boards and pinners", async () => {
    const result = await app.client().gql(
      graphql(`query HttpSecurityHomeFeed {
      homeFeed(first: 50) {
        edges { cursor node {
          id entityId title description link linkDomain altText dominantColor createdAt
          imageSpec_236x { url width height } imageSpec_orig { url width height }
          pinner { id username fullName imageMediumUrl url }
          pinnedToBoard { id name url privacy owner { username } }
          section { id title }
        } }
        pageInfo { hasNextPage endCursor }
      }
    }`),
    );
    expect(result.errors).toBeUndefined();
  });

  it('answers an unexpected failure with "Unexpected error." and no stack, and logs it on the server', async () => {
    const broken = await brokenApp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await broken.client().post('/graphql', { query: '{ pin(id: "1") { id } }' });
      const text = await response.text();
      const body = JSON.parse(text) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors[0]?.message).toBe('Unexpected error.');
      expect(body.errors[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      expect(text).not.toMatch(/stack|\.ts:|ECONNREFUSED|node_modules/i);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await broken.stop();
    }
  });

  it('answers an unexpected REST failure with "Sorry! Something went wrong on our end." and no detail', async () => {
    const broken = await brokenApp();
    try {
      const { status, body } = await restJson(await broken.client().get('/v3/pins/1/'));
      expect(status).toBe(500);
      expect(body).toEqual({
        status: 'failure',
        code: 500,
        message: 'Sorry! Something went wrong on our end.',
        message_detail: null,
        api_error_code: 500,
      });
    } finally {
      await broken.stop();
    }
  });

  // A failure inside a hook (here: reading the session) goes through the app's error handler, not Fastify's.
  it('answers a failure while reading the session without the raw error message', async () => {
    const broken = await brokenApp();
    try {
      const client = broken.client();
      client.cookies.set('tb_session', 'some-session-token');
      const response = await client.get('/v3/users/me/');
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/i);
    } finally {
      await broken.stop();
    }
  });

  it('answers an id that is not a number with "not found", not a crash', async () => {
    const client = app.client();
    const result = await client.gql(
      graphql(`query HttpSecurityBoardPin { board(id: "abc") { id } pin(id: "x1") { id } }`),
    );
    expect(result).toEqual({ status: 200, data: { board: null, pin: null } });
  });

  // Every lookup checks that an id fits a bigint before it reaches the database.
  it('answers out-of-range and non-numeric ids everywhere with null or 404', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const client = app.client();
      const result = await client.gql(
        graphql(
          `query HttpSecurityBoardPin2 { board(id: "99999999999999999999") { id } pin(id: "99999999999999999999") { id } boardSection(boardId: "abc", slug: "x") { id } }`,
        ),
      );
      expect(result.errors).toBeUndefined();
      const section = await client.get(
        `/resource/BoardSectionResource/get/${resourceQuery({ section_id: 'abc' })}`,
      );
      expect(section.status).toBe(404);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GraphQL explorer', () => {
  it('is served at /graphiql by default and can be switched off with GRAPHIQL=0', async () => {
    // A stand-in for the built client: the explorer page only exists where the client was built.
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(clientDir, 'graphiql.html'), '<!doctype html><title>explorer</title>');
    const on = await serveApp(app.db, app.kind, { env: { CLIENT_DIR: clientDir } });
    const off = await serveApp(app.db, app.kind, { env: { CLIENT_DIR: clientDir, GRAPHIQL: '0' } });
    try {
      const html = { headers: { accept: 'text/html' } };
      const shown = await on.client().get('/graphiql', html);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain('explorer');
      const hidden = await off.client().get('/graphiql', html);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).not.toContain('explorer');
    } finally {
      await on.stop();
      await off.stop();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('sends a browser opening GET /graphql to /graphiql', async () => {
    const response = await app
      .client()
      .get('/graphql', { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/graphiql');
  });
});

/** One answer as it comes off the wire: node:http does not decode it (fetch would). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the built client', () => {
  const dist = path.resolve(import.meta.dirname, '../../client/dist');

  it('is sent compressed where the browser accepts it, its hashed files cached for a year, no dot file served', async () => {
    if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
      throw new Error('client/dist is missing: run `npm run build` before this test.');
    }
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const entry = manifest['index.html']?.file as string;
    const served = await serveApp(app.db, app.kind, { env: { CLIENT_DIR: dist } });
    try {
      const asset = `${served.baseUrl}/${entry}`;
      const original = readFileSync(path.join(dist, entry));
      const br = await rawGet(asset, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
      expect(br.body.length).toBeLessThan(original.length / 3);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);

      const gz = await rawGet(asset, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(original)).toBe(true);

      const plain = await rawGet(asset, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);

      // A page: compressed too, but asked again each time (its address never changes while its content does).
      const page = await rawGet(`${served.baseUrl}/some-one/some-board/`, {
        accept: 'text/html',
        'accept-encoding': 'br',
      });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString('utf8')).toBe(
        readFileSync(path.join(dist, 'index.html'), 'utf8'),
      );
      expect(page.headers['cache-control']).toBe('public, max-age=0');
      const saveButton = await rawGet(`${served.baseUrl}/save-button.js`, { 'accept-encoding': 'br' });
      expect(saveButton.headers['cache-control']).toBe('public, max-age=0');

      // The build's own records are not the site's.
      for (const file of ['/.vite/manifest.json', '/.source-stamp']) {
        expect((await rawGet(`${served.baseUrl}${file}`, {})).status).toBe(404);
      }
    } finally {
      await served.stop();
    }
  });
});

/** An app whose database server is unreachable, so every query fails the way an outage would. */
async function brokenApp() {
  const { db } = await connect({ kind: 'postgres', url: 'postgres://tackboard@127.0.0.1:1/unreachable' });
  return serveApp(db, app.kind);
}

describe('rate limit per client address', () => {
  it('answers 429 in the envelope once the minute is used up, and never counts media files', async () => {
    const limited = await serveApp(app.db, app.kind, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      // A feed page loads dozens of pictures: they must not use up the allowance.
      for (let i = 0; i < 10; i++) {
        expect((await fetch(`${limited.baseUrl}/media/236x/00/00/0000.jpg`)).status).toBe(404);
      }
      for (let i = 0; i < 3; i++) expect((await fetch(`${limited.baseUrl}/healthz`)).status).toBe(200);
      const refused = await fetch(`${limited.baseUrl}/healthz`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({
        status: 'failure',
        code: 12,
        message: 'Too many requests. Try again in 1 minute.',
        api_error_code: 12,
      });
    } finally {
      await limited.stop();
    }
  });
});
