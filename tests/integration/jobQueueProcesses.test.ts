import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Connection, connect } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { JobRow } from '../../server/db/tables/jobs';
import { type JobNotifications, listenForJobs } from '../../server/jobs/jobNotifications';
import { enqueueJob } from '../../server/jobs/queue';
import { startWorker, type Worker } from '../../server/jobs/worker';
import { adminQuery, testDatabaseKind } from '../support/testDatabase';

/**
 * The job queue shared by several app processes on one Postgres. Each "process" here is a connection pool of
 * its own with its own workers: to the database that is all a process is. PGlite is one process by
 * construction, so the file runs in the Postgres project only.
 */
const onPostgres = testDatabaseKind() === 'postgres';
const adminUrl = inject('postgresAdminUrl');

let databaseUrl = '';
let name = '';
const opened: Connection[] = [];

async function open(): Promise<Connection> {
  const connection = await connect({ kind: 'postgres', url: databaseUrl, poolSize: 3 });
  opened.push(connection);
  return connection;
}

beforeAll(async () => {
  if (!onPostgres) return;
  name = `tb_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  await migrateToLatest((await open()).db);
});

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all(opened.map((c) => c.close().catch(() => {})));
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
});

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const ignore = () => {};

describe.skipIf(!onPostgres)('the job queue across processes on one Postgres', () => {
  it('two processes run every job exactly once between them', async () => {
    const [a, b] = [await open(), await open()];
    const jobs = 30;
    for (let i = 0; i < jobs; i++) await enqueueJob(a.db, { type: 'count-once', subjectId: String(i) });
    const runs: { subject: string; by: string }[] = [];
    const allRun = deferred();
    const handler = (by: string) => ({
      async run(job: JobRow) {
        runs.push({ subject: job.subject_id, by });
        // Long enough that both processes are claiming at the same time.
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (runs.length >= jobs) allRun.resolve();
      },
      giveUp: async () => {},
    });
    const workers: Worker[] = [
      startWorker({ db: a.db, handlers: { 'count-once': handler('a') }, pollMs: 50 }),
      startWorker({ db: a.db, handlers: { 'count-once': handler('a') }, pollMs: 50 }),
      startWorker({ db: b.db, handlers: { 'count-once': handler('b') }, pollMs: 50 }),
      startWorker({ db: b.db, handlers: { 'count-once': handler('b') }, pollMs: 50 }),
    ];
    await allRun.promise;
    await Promise.all(workers.map((w) => w.stop()));

    expect(runs).toHaveLength(jobs);
    expect(new Set(runs.map((r) => r.subject)).size).toBe(jobs);
    expect(new Set(runs.map((r) => r.by))).toEqual(new Set(['a', 'b']));
    const left = await a.db.selectFrom('jobs').select('id').where('type', '=', 'count-once').execute();
    expect(left).toEqual([]);
  });

  it("a killed process's job is run by another once its lease runs out", async () => {
    const [dying, survivor] = [await open(), await open()];
    await enqueueJob(dying.db, { type: 'outlive', subjectId: '1' });
    const started = deferred();
    const hangs = deferred();
    const doomed = startWorker({
      db: dying.db,
      handlers: {
        outlive: {
          run: () => {
            started.resolve();
            return hangs.promise;
          },
          giveUp: async () => {},
        },
      },
      leaseMs: 1000,
      pollMs: 50,
      onError: ignore,
    });
    await started.promise;
    // The process dies mid-job: its connections go, nothing is handed back and its lease is renewed no more.
    await dying.close();

    const ranBy = deferred<string>();
    const survivorWorker = startWorker({
      db: survivor.db,
      handlers: { outlive: { run: async (job) => ranBy.resolve(job.subject_id), giveUp: async () => {} } },
      leaseMs: 1000,
      pollMs: 100,
    });
    expect(await ranBy.promise).toBe('1');
    await survivorWorker.stop();
    const left = await survivor.db.selectFrom('jobs').select('id').where('type', '=', 'outlive').execute();
    expect(left).toEqual([]);
    hangs.resolve();
    await doomed.stop();
  });

  it("an enqueue in one process wakes another process's worker without waiting for its poll", async () => {
    const [enqueuer, other] = [await open(), await open()];
    let notifications: JobNotifications | null = null;
    const ran = deferred<string>();
    // A poll far longer than the test may take: only the notification can start the job.
    const worker = startWorker({
      db: other.db,
      handlers: { woken: { run: async (job) => ran.resolve(job.subject_id), giveUp: async () => {} } },
      pollMs: 10 * 60_000,
    });
    try {
      notifications = listenForJobs(databaseUrl, () => worker.wake());
      await notifications.ready;
      await enqueueJob(enqueuer.db, { type: 'woken', subjectId: '7' });
      expect(await ran.promise).toBe('7');
    } finally {
      await notifications?.stop();
      await worker.stop();
    }
  });
});
