import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { createBoard, newUser, pngBuffer, signUp } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { serveApp, startTestApp, type TestApp } from '../support/testApp';

/**
 * The holes an outside attacker found in a running instance (issue: "Safe to deploy"), each as the request that
 * found it: prototype names as keys, http-only deployments, spoofed proxy headers, parser bombs, the explorer
 * when switched off and oversized pictures.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { EXPERIMENTS: 'web_post_create_retargeting=enabled' } });
});
afterAll(async () => {
  await app?.close();
});

/** Every name an object answers without owning it: `constructor`, `__proto__`, `toString`, … */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

describe('names a request chooses never reach Object.prototype', () => {
  it('knows the names it tests (a guard against an empty loop)', () => {
    expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(['constructor', '__proto__', 'hasOwnProperty']));
  });

  it('answers /resource/{name}/{action}/ with "not found" for every prototype name, in either place', async () => {
    const client = app.client();
    for (const name of PROTOTYPE_NAMES) {
      for (const url of [
        `/resource/BoardResource/${name}/`,
        `/resource/${name}/get/`,
        `/resource/${name}/${name}/`,
      ]) {
        for (const method of ['GET', 'POST'] as const) {
          const response =
            method === 'GET' ? await client.get(url) : await client.post(url, { data: { options: {} } });
          const text = await response.text();
          expect({ url, method, status: response.status }).toEqual({ url, method, status: 404 });
          expect(JSON.parse(text)).toMatchObject({ status: 'failure', message: 'Unknown resource.' });
        }
      }
    }
  });

  it('answers experimentGroup(name) with null for every prototype name, forced groups configured or not', async () => {
    const { client } = await newUser(app);
    for (const name of PROTOTYPE_NAMES) {
      const result = await client.gql(
        graphql(`query AttackSurfaceExperimentGroup($name: String!) { experimentGroup(name: $name) }`),
        { name },
      );
      expect({ name, result }).toEqual({ name, result: { status: 200, data: { experimentGroup: null } } });
    }
    const known = await client.query(
      graphql(`query AttackSurfaceExperimentGroup2 { experimentGroup(name: "web_post_create_retargeting") }`),
    );
    expect(known.experimentGroup).toBe('enabled');
  });

  it('answers social log-in, bot-check and media routes named after prototype names without a server error', async () => {
    const client = app.client();
    for (const name of PROTOTYPE_NAMES) {
      for (const url of [
        `/login/oidc/${name}/`,
        `/login/oidc/${name}/callback/?code=x&state=y`,
        `/v3/bot_check/challenge/?action=${name}`,
        `/media/${name}`,
        `/media/236x/${name}.jpg`,
      ]) {
        const response = await client.get(url, { redirect: 'manual' });
        expect({ url, status: response.status }).toEqual({ url, status: expect.any(Number) });
        expect(response.status, url).toBeLessThan(500);
        expect(response.status, url).not.toBe(200);
      }
      const search = await client.get(`/v3/search/autocomplete/?q=${name}`);
      expect(search.status, name).toBe(200);
    }
  });
});

describe('plain http (a LAN address) and https deployments', () => {
  async function securityHeaders(served: { client(): TestClient }, headers: Record<string, string> = {}) {
    const response = await served.client().get('/healthz', { headers });
    return {
      hsts: response.headers.get('strict-transport-security'),
      opener: response.headers.get('cross-origin-opener-policy'),
      upgrades: (response.headers.get('content-security-policy') ?? '').includes('upgrade-insecure-requests'),
    };
  }

  it('sends neither HSTS nor upgrade-insecure-requests when the app is served over http', async () => {
    expect(await securityHeaders(app)).toEqual({ hsts: null, opener: null, upgrades: false });
    // A client cannot ask for them: without a trusted proxy, X-Forwarded-Proto means nothing.
    expect(await securityHeaders(app, { 'x-forwarded-proto': 'https' })).toEqual({
      hsts: null,
      opener: null,
      upgrades: false,
    });
  });

  it('sends both when PUBLIC_URL is https, or a trusted proxy says the request came over https', async () => {
    const httpsOrigin = await serveApp(app.db, app.kind, {
      env: { PUBLIC_URL: 'https://boards.example.org' },
    });
    const behindProxy = await serveApp(app.db, app.kind, { env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      expect(await securityHeaders(httpsOrigin)).toEqual({
        hsts: expect.stringContaining('max-age='),
        opener: 'same-origin',
        upgrades: true,
      });
      expect(await securityHeaders(behindProxy, { 'x-forwarded-proto': 'https' })).toEqual({
        hsts: expect.stringContaining('max-age='),
        opener: 'same-origin',
        upgrades: true,
      });
      expect(await securityHeaders(behindProxy)).toEqual({ hsts: null, opener: null, upgrades: false });
    } finally {
      await httpsOrigin.stop();
      await behindProxy.stop();
    }
  });
});

describe('the client address the limits count', () => {
  async function statuses(baseUrl: string, count: number, forwardedFor: (i: number) => string) {
    const result: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await fetch(`${baseUrl}/healthz`, { headers: { 'x-forwarded-for': forwardedFor(i) } });
      result.push(response.status);
    }
    return result;
  }

  it('ignores X-Forwarded-For by default, so a rotated header is still one client', async () => {
    const limited = await serveApp(app.db, app.kind, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      expect(await statuses(limited.baseUrl, 5, (i) => `203.0.113.${i + 1}`)).toEqual([
        200, 200, 200, 429, 429,
      ]);
    } finally {
      await limited.stop();
    }
  });

  it('believes only the named proxies: the address a trusted proxy saw counts, not what the client wrote', async () => {
    const limited = await serveApp(app.db, app.kind, {
      env: { RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      // Three real clients behind the proxy each get their own allowance.
      expect(await statuses(limited.baseUrl, 3, (i) => `198.51.100.${i + 1}`)).toEqual([200, 200, 200]);
      // One client writing a different address in front of the one the proxy appended is still one client.
      expect(await statuses(limited.baseUrl, 4, (i) => `203.0.113.${i + 1}, 198.51.100.9`)).toEqual([
        200, 200, 429, 429,
      ]);
    } finally {
      await limited.stop();
    }
  });
});

describe('one request cannot freeze the server', () => {
  /** Sends a request and, while it is in flight, times /healthz; both answers and that time come back. */
  async function whileInFlight(send: () => Promise<Response>) {
    const pending = send();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    const health = await fetch(`${app.baseUrl}/healthz`);
    const healthMs = performance.now() - started;
    const response = await pending;
    return { response, body: await response.text(), healthStatus: health.status, healthMs };
  }

  // Named apart from tests/gql's graphql(): codegen reads every graphql(`…`) call under tests/ as a document.
  function postQuery(query: string): () => Promise<Response> {
    return () =>
      app.client().post('/graphql', { query }, { headers: { 'apollo-require-preflight': 'true' } });
  }

  it('refuses a 14 MB query before reading it, and stays responsive', async () => {
    const huge = `{ ${'viewer { id } '.repeat(1_000_000)} }`;
    expect(huge.length).toBeGreaterThan(14_000_000);
    const { response, healthStatus, healthMs } = await whileInFlight(postQuery(huge));
    expect(response.status).toBe(413);
    expect(healthStatus).toBe(200);
    // Generous for a busy CI machine; the unguarded server stalled for 8.4 s.
    expect(healthMs).toBeLessThan(1000);
  });

  it('refuses a query of more tokens than the limit with a clear error', async () => {
    const { response, body } = await whileInFlight(postQuery(`{ ${'viewer { id } '.repeat(60_000)} }`));
    expect(response.status).toBe(400);
    expect(JSON.parse(body).errors[0].message).toMatch(/more th[ae]t 3000 tokens/i);
  });

  it('refuses 2,000 chained fragments, 50,000 directives and 40 aliases, each with few errors', async () => {
    const chained = Array.from(
      { length: 2000 },
      (_, i) => `fragment F${i} on Query { ${i < 1999 ? `...F${i + 1}` : '__typename'} }`,
    ).join('\n');
    const shapes = [
      `{ ...F0 }\n${chained}`,
      `{ __typename ${'@include(if: true) '.repeat(50_000)} }`,
      `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      `{ ${'__typename @include(if: true) '.repeat(60)} }`,
      `{ __typename } ${Array.from({ length: 60 }, (_, i) => `fragment G${i} on Query { __typename }`).join(' ')}`,
    ];
    for (const query of shapes) {
      const { response, body, healthStatus, healthMs } = await whileInFlight(postQuery(query));
      const { errors } = JSON.parse(body) as { errors: { message: string }[] };
      expect(response.status).toBe(400);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.length).toBeLessThanOrEqual(10);
      expect(errors[0]!.message).toMatch(/too many|tokens|error limit/i);
      expect(healthStatus).toBe(200);
      expect(healthMs).toBeLessThan(1000);
    }
  });

  it("still answers the app's own operations and a few aliases", async () => {
    const result = await app.client().gql(graphql(`query AttackSurfaceAB { a: __typename b: __typename }`));
    expect(result).toEqual({ status: 200, data: { a: 'Query', b: 'Query' } });
  });

  it('keeps JSON bodies of the REST calls small, but lets a pin carry its picture inline', async () => {
    const client = app.client();
    const big = { data: { options: { name: 'x'.repeat(2 * 1024 * 1024) } } };
    expect((await client.post('/v3/register/exists/', big)).status).toBe(413);
    expect((await client.post('/resource/BoardResource/create/', big)).status).not.toBe(413);
  });
});

describe('introspection and the explorer follow their switches', () => {
  const INTROSPECT = graphql(`query AttackSurfaceIntrospect { __schema { queryType { name } } }`);

  it('turns both off with GRAPHIQL=0: no schema, no explorer page or script; INTROSPECTION=1 keeps the schema', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(clientDir, 'graphiql.html'), '<!doctype html><title>explorer</title>');
    const off = await serveApp(app.db, app.kind, { env: { CLIENT_DIR: clientDir, GRAPHIQL: '0' } });
    const schemaOnly = await serveApp(app.db, app.kind, {
      env: { CLIENT_DIR: clientDir, GRAPHIQL: '0', INTROSPECTION: '1' },
    });
    try {
      const refused = await off.client().gql(INTROSPECT);
      expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
      for (const url of ['/graphiql.html', '/graphiql', '/graphiql/']) {
        const response = await off.client().get(url, { headers: { accept: 'text/html' } });
        expect({ url, status: response.status }).toEqual({ url, status: 404 });
        expect(await response.text()).not.toContain('explorer');
      }
      expect(await schemaOnly.client().gql(INTROSPECT)).toEqual({
        status: 200,
        data: { __schema: { queryType: { name: 'Query' } } },
      });
      expect((await app.client().gql(INTROSPECT)).data).toEqual({
        __schema: { queryType: { name: 'Query' } },
      });
    } finally {
      await off.stop();
      await schemaOnly.stop();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('pictures over the pixel limit', () => {
  const CREATE_PIN = graphql(`mutation AttackSurfaceCreatePin($input: CreatePinInput!) {
    createPin(input: $input) { __typename ...DomainErrorFields }
  }`);

  it('refuses a picture above MAX_IMAGE_PIXELS with "Invalid Image", and keeps nothing', async () => {
    const small = await serveApp(app.db, app.kind, { env: { MAX_IMAGE_PIXELS: '30000' } });
    try {
      const client = small.client();
      await signUp(client);
      const board = await createBoard(client, { name: 'Too big' });
      const images = async () =>
        Number(
          (
            await app.db
              .selectFrom('images')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await images();
      const png = await pngBuffer(77, { width: 160, height: 200 });
      const refused = await client.query(CREATE_PIN, {
        input: { boardId: board.entityId, imageBase64: png.toString('base64') },
      });
      expect(refused.createPin).toMatchObject({ __typename: 'DomainError', message: 'Invalid Image' });
      expect(await images()).toBe(before);
      const fits = await pngBuffer(78, { width: 150, height: 150 });
      const accepted = await client.query(CREATE_PIN, {
        input: { boardId: board.entityId, imageBase64: fits.toString('base64') },
      });
      expect(accepted.createPin.__typename).toBe('MutationCreatePinSuccess');
    } finally {
      await small.stop();
    }
  });
});
