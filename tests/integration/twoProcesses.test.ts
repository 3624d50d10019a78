import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../gql';
import { createBoard, signUp } from '../support/fixtures';
import { TestClient } from '../support/httpClient';
import { buildServerBundle, type ServerBundle } from '../support/serverBundle';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { adminQuery, testDatabaseKind } from '../support/testDatabase';
import { pictureBytes, pollUpload, postFile, registerUpload } from './mediaSupport';

/**
 * Two app processes behind an imagined load balancer, on one Postgres database and one data folder (media
 * files and received uploads): what one process does, the other sees and counts. PGlite is one process by
 * construction, so the file runs in the Postgres project only.
 */
const onPostgres = testDatabaseKind() === 'postgres';
const adminUrl = inject('postgresAdminUrl');
/** Requests per minute per client address: small enough to reach in a test, large enough for its own steps. */
const RATE_LIMIT = 60;
const METRICS_TOKEN = 'two-processes';
/** The first process to start migrates the empty database. */
const START_TIMEOUT_MS = 120_000;

let dataDir = '';
let bundle: ServerBundle | undefined;
let databaseName = '';
let a: ServerProcess;
let b: ServerProcess;

/** The same browser, its requests sent to another process (a load balancer without sticky sessions). */
function sameBrowserOn(
  client: TestClient,
  server: ServerProcess,
  localAddress: string | null = null,
): TestClient {
  const moved = new TestClient(server.baseUrl, localAddress);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

/** How many uploads and image links the process's media worker has processed, from its /metrics. */
async function mediaJobsProcessed(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  return [...text.matchAll(/^tackboard_media_processing_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

beforeAll(async () => {
  if (!onPostgres) return;
  bundle = await buildServerBundle();
  const { entry } = bundle;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-two-'));
  databaseName = `tb_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const env = {
    // Bare node, as a container runs the bundle: nothing may load TypeScript into it.
    NODE_OPTIONS: undefined,
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'off',
    LOG_LEVEL: 'warn',
    BOT_CHECK: 'off',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    METRICS_TOKEN,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
  };
  // Both at once on the empty database, as replicas start: one migrates, the other waits for it.
  // Each takes a port of its own (port 0) and says which.
  const start = () => startServerProcess({ entry, env, port: 0, stderr: 'inherit' });
  [a, b] = await Promise.all([start(), start()]);
}, START_TIMEOUT_MS);

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([a?.stop(), b?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
  bundle?.remove();
  if (databaseName) await adminQuery(adminUrl, `drop database if exists ${databaseName} with (force)`);
});

describe.skipIf(!onPostgres)('two app processes on one Postgres', () => {
  it('a session made on A works on B', async () => {
    const onA = new TestClient(a.baseUrl);
    const person = await signUp(onA, { fullName: 'Ada Across' });
    const onB = sameBrowserOn(onA, b);
    const { viewer } = await onB.query(
      graphql(`query TwoProcessesViewer { viewer { isAuth user { username } } }`),
    );
    expect(viewer).toEqual({ isAuth: true, user: { username: person.username } });
  });

  it('a board edit on A is seen on B at once', async () => {
    const onA = new TestClient(a.baseUrl);
    await signUp(onA);
    const board = await createBoard(onA, { name: 'Before' });
    const onB = sameBrowserOn(onA, b);
    expect(
      await onB.query(graphql(`query TwoProcessesBoard($id: String) { board(id: $id) { name } }`), {
        id: board.entityId,
      }),
    ).toEqual({ board: { name: 'Before' } });

    const { updateBoard } = await onA.query(
      graphql(
        `mutation TwoProcessesRename($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }`,
      ),
      { input: { boardId: board.entityId, name: 'After' } },
    );
    expect(updateBoard.__typename).toBe('MutationUpdateBoardSuccess');
    expect(
      await onB.query(graphql(`query TwoProcessesBoard($id: String) { board(id: $id) { name } }`), {
        id: board.entityId,
      }),
    ).toEqual({ board: { name: 'After' } });
  });

  it('an upload registered on A is processed once, by one of the two workers, and served by B', async () => {
    const processedBefore = (await mediaJobsProcessed(a)) + (await mediaJobsProcessed(b));
    const onA = new TestClient(a.baseUrl);
    await signUp(onA);
    const registration = await registerUpload(onA);
    const posted = await postFile(onA, registration, {
      bytes: await pictureBytes('png', { width: 200, height: 150 }, 3),
      name: 'across.png',
      type: 'image/png',
    });
    expect(posted.status).toBe(201);

    const onB = sameBrowserOn(onA, b);
    const state = await pollUpload(onB, registration.upload_id);
    expect(state).toMatchObject({ status: 'succeeded', width: 200, height: 150 });
    const served = await onB.get(state.image_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await mediaJobsProcessed(a)) + (await mediaJobsProcessed(b))).toBe(processedBefore + 1);
  });

  it('the rate limit counts the requests to both processes together', async () => {
    // A client of its own address, so the steps above do not count towards its limit.
    const toA = new TestClient(a.baseUrl, '127.0.0.2');
    const toB = new TestClient(b.baseUrl, '127.0.0.2');
    const ping = (client: TestClient) =>
      client.post('/graphql', { query: 'query TwoProcessesPing { viewer { isAuth } }' }, { csrf: false });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await ping(i % 2 === 0 ? toA : toB)).status);
    // Half the limit on each process: each alone would let twice as many through.
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const client of [toA, toB]) {
      const refused = await client.post('/graphql', {
        query: 'query TwoProcessesPing { viewer { isAuth } }',
      });
      expect(refused.status).toBe(429);
    }
  });
});
