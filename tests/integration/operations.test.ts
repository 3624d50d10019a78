import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';
import { enqueueJob } from '../../server/jobs/queue';
import { startWorker } from '../../server/jobs/worker';
import { serveApp, startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Posts GraphQL text as any program would (no cookie, so no CSRF token is needed). */
function postGraphql(baseUrl: string, body: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The label sets of one metric's samples in Prometheus text, e.g. `{operation="X",type="query"}`. */
function samplesOf(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => line.slice(name.length, line.lastIndexOf(' ')));
}

describe('/metrics', () => {
  it('answers Prometheus text with request, GraphQL, database, queue, upload and log-in figures', async () => {
    await fetch(`${app.baseUrl}/healthz`);
    await fetch(`${app.baseUrl}/v3/pins/123456/`);
    // raw GraphQL: a named operation as any API client sends it, its name read back from the metrics.
    await postGraphql(app.baseUrl, { query: 'query OperationsViewer { viewer { isAuth } }' });
    // raw GraphQL: a wrong password, counted as a failed log-in.
    await postGraphql(app.baseUrl, {
      query: 'mutation OperationsLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }',
      variables: { input: { login: 'nobody@example.com', password: 'not the password' } },
    });
    await enqueueJob(app.db, { type: 'operations.test', subjectId: '1' });

    const response = await fetch(`${app.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const name of [
      'tackboard_http_request_duration_seconds',
      'tackboard_graphql_operation_duration_seconds',
      'tackboard_db_query_duration_seconds',
      'tackboard_db_pool_total',
      'tackboard_db_pool_max',
      'tackboard_jobs_waiting',
      'tackboard_jobs_oldest_waiting_age_seconds',
      'tackboard_media_processing_duration_seconds',
      'tackboard_login_failures_total',
      'tackboard_login_throttled_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    const requests = samplesOf(text, 'tackboard_http_request_duration_seconds_count');
    expect(requests).toContain('{method="GET",route="/healthz",status_code="200"}');
    // The route pattern, never the URL with its id.
    expect(requests.some((labels) => labels.includes('route="/v3/pins/:id/"'))).toBe(true);
    expect(requests.join('\n')).not.toContain('123456');
    expect(samplesOf(text, 'tackboard_graphql_operation_duration_seconds_count')).toContain(
      '{operation="OperationsViewer",type="query"}',
    );
    expect(samplesOf(text, 'tackboard_jobs_waiting')).toContain('{type="operations.test"}');
    expect(text).toMatch(/^tackboard_jobs_waiting\{type="operations.test"\} 1$/m);
    expect(text).toMatch(/^tackboard_login_failures_total [1-9]/m);
    expect(text).toMatch(/^tackboard_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/m);
  });

  it('never turns a name a request made up into an unbounded label', async () => {
    const longName = `Operation${'x'.repeat(200)}`;
    // raw GraphQL: a name no client of ours uses, far longer than any.
    await postGraphql(app.baseUrl, { query: `query ${longName} { viewer { isAuth } }` });
    // raw GraphQL: an operation without a name.
    await postGraphql(app.baseUrl, { query: '{ viewer { isAuth } }' });
    // raw GraphQL: asks for an operation the document does not hold.
    await postGraphql(app.baseUrl, { query: 'query A { viewer { isAuth } }', operationName: 'Invented' });
    const text = await (await fetch(`${app.baseUrl}/metrics`)).text();
    const operations = samplesOf(text, 'tackboard_graphql_operation_duration_seconds_count');
    expect(text).not.toContain(longName);
    expect(text).not.toContain('Invented');
    expect(operations).toContain('{operation="(other)",type="query"}');
    expect(operations).toContain('{operation="(anonymous)",type="query"}');
    expect(operations).toContain('{operation="(invalid)",type="unknown"}');
  });

  it('asks for the METRICS_TOKEN bearer token when one is set, and is off in production without one', async () => {
    const guarded = await serveApp(app.db, app.kind, { env: { METRICS_TOKEN: 'metrics-secret' } });
    const production = await serveApp(app.db, app.kind, { env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${guarded.baseUrl}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${guarded.baseUrl}/metrics`, {
        headers: { authorization: 'Bearer metrics' },
      });
      expect(wrong.status).toBe(401);
      const right = await fetch(`${guarded.baseUrl}/metrics`, {
        headers: { authorization: 'Bearer metrics-secret' },
      });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('# TYPE tackboard_http_request_duration_seconds histogram');
      expect((await fetch(`${production.baseUrl}/metrics`)).status).toBe(404);
    } finally {
      await guarded.stop();
      await production.stop();
    }
  });
});

describe('/healthz and /readyz', () => {
  it('answers not ready (503) while the media store cannot be written, and ready once it can', async () => {
    // A file where the media folder should be: nothing can be written under it.
    rmSync(app.mediaDir, { recursive: true, force: true });
    writeFileSync(app.mediaDir, 'not a folder');
    try {
      const notReady = await fetch(`${app.baseUrl}/readyz`);
      expect(notReady.status).toBe(503);
      const body = await notReady.json();
      expect(body).toMatchObject({
        ok: false,
        checks: { database: { ok: true }, migrations: { ok: true }, media: { ok: false } },
      });
      expect(body.checks.media.error).toEqual(expect.any(String));
      // Alive all the same: a load balancer must not restart it for that.
      expect(await (await fetch(`${app.baseUrl}/healthz`)).json()).toEqual({ ok: true });
    } finally {
      rmSync(app.mediaDir, { force: true });
      mkdirSync(app.mediaDir, { recursive: true });
    }
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ok: true,
      checks: { database: { ok: true }, migrations: { ok: true }, media: { ok: true } },
    });
  });

  it('answers not ready while a migration this build knows has not run', async () => {
    const last = await app.db
      .selectFrom('kysely_migration' as never)
      .select(['name' as never, 'timestamp' as never])
      .orderBy('name' as never, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { name, timestamp } = last as { name: string; timestamp: string };
    await app.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    try {
      const response = await fetch(`${app.baseUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        ok: false,
        checks: { database: { ok: true }, migrations: { ok: false, error: expect.stringContaining(name) } },
      });
    } finally {
      await app.db
        .insertInto('kysely_migration' as never)
        .values({ name, timestamp } as never)
        .execute();
    }
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
  });

  it('stays alive while Postgres is away, though the rate limiter counts there', async () => {
    // A server nobody listens on: every statement fails, as in a database outage.
    const gone = await connect({
      kind: 'postgres',
      url: 'postgres://tackboard@127.0.0.1:1/gone',
      poolSize: 1,
    });
    const served = await serveApp(gone.db, 'postgres', {
      env: { RATE_LIMIT_PER_MINUTE: '100' },
      mailWorker: false,
    });
    try {
      const health = await fetch(`${served.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });
      expect((await fetch(`${served.baseUrl}/readyz`)).status).toBe(503);
    } finally {
      await served.stop();
      await gone.close();
    }
  });
});

describe('request logs', () => {
  it('write one line per request with method, route, status, time and request id, and no cookie or token', async () => {
    const lines: Record<string, unknown>[] = [];
    let raw = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        raw += String(chunk);
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = await serveApp(app.db, app.kind, { env: { LOG_LEVEL: 'info' }, logStream: stream });
    try {
      await fetch(`${logged.baseUrl}/v3/pins/987654/?token=query-secret`, {
        headers: { cookie: 'sessionid=cookie-secret; csrftoken=csrf-secret' },
      });
      // An unknown API token: refused, and still never written down.
      await postGraphql(
        logged.baseUrl,
        // raw GraphQL: sent with a bearer token, as a program would.
        { query: 'query OperationsLogged { viewer { isAuth } }' },
        { authorization: 'Bearer bearer-secret', cookie: 'sessionid=cookie-secret' },
      );
    } finally {
      await logged.stop();
    }
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/v3/pins/:id/',
        path: '/v3/pins/987654/',
        status: expect.any(Number),
        ms: expect.any(Number),
        reqId: expect.any(String),
      }),
      expect.objectContaining({ method: 'POST', route: '/graphql', status: 401, reqId: expect.any(String) }),
    ]);
    expect(requests[0]!.reqId).not.toEqual(requests[1]!.reqId);
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
    for (const secret of ['cookie-secret', 'csrf-secret', 'bearer-secret', 'query-secret']) {
      expect(raw).not.toContain(secret);
    }
  });
});

describe('a worker asked to stop', () => {
  it('hands back a job still running after its grace, so another process takes it at once', async () => {
    await enqueueJob(app.db, { type: 'operations.slow', subjectId: '7' });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = startWorker({
      db: app.db,
      pollMs: 50,
      handlers: {
        'operations.slow': {
          run: () => {
            started();
            return new Promise(() => {});
          },
          giveUp: async () => {},
        },
      },
    });
    await running;
    await worker.stop({ graceMs: 50 });
    const row = await app.db
      .selectFrom('jobs')
      .select(['locked_by', 'locked_at', 'attempts'])
      .where('type', '=', 'operations.slow')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_by: null, locked_at: null, attempts: 0 });
  });
});
