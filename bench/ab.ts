/**
 * A/B throughput of the home feed three ways, interleaved on the same database in one run: the app's GraphQL
 * `homeFeed(first: 25)` (the pin card of queries.ts), the app's REST `/v3/feeds/home/?page_size=25`, and the
 * hand-written baseline of raw.ts (one joined query, node:http, the same JSON bytes as GraphQL — checked before
 * measuring); and a fourth, the floor: `{ __typename }` through the app (Fastify, Apollo, no database), what any
 * GraphQL request costs before its fields. Each round measures them one after the other; the medians over the
 * rounds and their ratios to the baseline are printed with the CPU milliseconds per request of the answering
 * process and of Postgres (its backends, including those that exited during the run). On a shared machine absolute figures swing from
 * run to run; the ratios measured side by side in one run are the figure to compare.
 *
 *   npx tsx bench/ab.ts --database-url=postgres://… [--rounds=3] [--duration=10] [--warmup=3] [--connections=10]
 *     [--settle=15]   (seconds between the app's start and the first round)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSnapshot, cpuUsedMs, postmasterOf } from './cpu';
import { BenchOptions } from './options';
import { HOME_FEED_QUERY } from './queries';
import { startServer } from './server';
import { benchTarget } from './target';

const options = new BenchOptions();
const rounds = options.integer('rounds', 'BENCH_ROUNDS', 3);
const duration = options.integer('duration', 'BENCH_DURATION', 10);
const warmup = options.integer('warmup', 'BENCH_WARMUP', 3);
const connections = options.integer('connections', 'BENCH_CONNECTIONS', 10);
// The app's start-up jobs (the typeahead suggestions' rebuild: seconds of Postgres work at 1M pins) run in the
// background once it answers; the first round waits them out.
const settle = options.integer('settle', 'BENCH_SETTLE', 15);
const target = benchTarget(options);
if (target.database.kind !== 'postgres') throw new Error('The A/B run needs Postgres: --database-url');
const databaseUrl = target.database.url;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Starts raw.ts in a process of its own, so its CPU is counted apart from the load generator's. */
async function startRaw(): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'raw.ts'), `--database-url=${databaseUrl}`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /RAW_URL=(\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`raw.ts exited (${code}) before listening`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      const done = once(child, 'exit');
      child.kill('SIGTERM');
      await done;
    },
  };
}

interface Contender {
  name: 'graphql' | 'rest' | 'raw' | 'floor';
  pid: number;
  request: { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  serverCpuMs: number;
  postgresCpuMs: number;
  failures: number;
}

function fire(contender: Contender, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: contender.request.url,
        method: contender.request.method,
        headers: contender.request.headers,
        ...(contender.request.body ? { body: contender.request.body } : {}),
        connections,
        duration: seconds,
        timeout: 30,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(contender: Contender, postmasterPid: number | null): Promise<Measured> {
  if (warmup > 0) await fire(contender, warmup);
  const snapshot = () => ({
    server: cpuSnapshot(contender.pid, false),
    postgres: postmasterPid ? cpuSnapshot(postmasterPid, true) : null,
  });
  const before = snapshot();
  const result = await fire(contender, duration);
  const after = snapshot();
  const total = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    serverCpuMs: cpuUsedMs(before.server, after.server) / total,
    postgresCpuMs: before.postgres && after.postgres ? cpuUsedMs(before.postgres, after.postgres) / total : 0,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const probe = new pg.Client({ connectionString: databaseUrl });
  await probe.connect();
  const backend = await probe.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmasterPid = postmasterOf(backend.rows[0]!.pid);
  await probe.end();
  if (!postmasterPid) log('Postgres runs elsewhere: its CPU is not counted.');

  log(`Starting the app and the raw baseline on ${target.description}…`);
  const app = await startServer(target, 180_000);
  const raw = await startRaw();
  try {
    const healthz = await fetch(`${app.url}/healthz`);
    const csrf = healthz.headers
      .getSetCookie()
      .map((c) => /^csrftoken=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    if (!csrf) throw new Error('The app set no csrftoken cookie on GET /healthz');
    const graphqlRequest = {
      url: `${app.url}/graphql`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
      body: JSON.stringify({ query: HOME_FEED_QUERY, variables: { first: 25 } }),
    };
    const contenders: Contender[] = [
      { name: 'graphql', pid: app.pid, request: graphqlRequest },
      {
        name: 'rest',
        pid: app.pid,
        request: { url: `${app.url}/v3/feeds/home/?page_size=25`, method: 'GET', headers: {} },
      },
      { name: 'raw', pid: raw.pid, request: { url: `${raw.url}/`, method: 'GET', headers: {} } },
      // What the app's stack costs before any field resolves: the same POST through Fastify and Apollo, no database.
      {
        name: 'floor',
        pid: app.pid,
        request: { ...graphqlRequest, body: JSON.stringify({ query: 'query BenchFloor { __typename }' }) },
      },
    ];

    // The baseline is only a baseline if it answers what GraphQL answers, byte for byte.
    const graphqlBody = await (
      await fetch(graphqlRequest.url, {
        method: 'POST',
        headers: graphqlRequest.headers,
        body: graphqlRequest.body,
      })
    ).text();
    const rawBody = await (await fetch(`${raw.url}/`)).text();
    if (graphqlBody !== rawBody) {
      let at = 0;
      while (graphqlBody[at] === rawBody[at]) at += 1;
      const around = (text: string) => text.slice(Math.max(0, at - 200), at + 200);
      throw new Error(
        `raw.ts does not answer what GraphQL answers (from byte ${at}):\n${around(graphqlBody)}\n---\n${around(rawBody)}`,
      );
    }
    log(`raw and GraphQL answer the same ${Buffer.byteLength(rawBody)} bytes.`);

    log(`Letting the app's start-up jobs finish (${settle} s)…`);
    await new Promise((resolve) => setTimeout(resolve, settle * 1000));
    const results = new Map<Contender['name'], Measured[]>(contenders.map((c) => [c.name, []]));
    for (let round = 1; round <= rounds; round++) {
      for (const contender of contenders) {
        const measured = await measure(contender, postmasterPid);
        results.get(contender.name)!.push(measured);
        log(
          `round ${round} ${contender.name.padEnd(7)} ${measured.requestsPerSecond.toFixed(0).padStart(5)} req/s, ` +
            `p50 ${measured.p50} ms, CPU ${measured.serverCpuMs.toFixed(2)} ms/req server + ` +
            `${measured.postgresCpuMs.toFixed(2)} ms/req Postgres, ${measured.failures} failures (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
    }

    const summary = contenders.map((c) => {
      const runs = results.get(c.name)!;
      return {
        name: c.name,
        rps: median(runs.map((r) => r.requestsPerSecond)),
        p50: median(runs.map((r) => r.p50)),
        server: median(runs.map((r) => r.serverCpuMs)),
        postgres: median(runs.map((r) => r.postgresCpuMs)),
        failures: runs.reduce((sum, r) => sum + r.failures, 0),
      };
    });
    const baseline = summary.find((s) => s.name === 'raw')!;
    console.log(
      `\nMedians of ${rounds} interleaved rounds, ${duration} s each, ${connections} connections (${target.description}):`,
    );
    console.log('| endpoint | req/s | ÷ raw | p50 ms | server CPU ms/req | Postgres CPU ms/req | failures |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const s of summary) {
      console.log(
        `| ${s.name} | ${s.rps.toFixed(0)} | ${(s.rps / baseline.rps).toFixed(2)} | ${s.p50} | ${s.server.toFixed(2)} | ${s.postgres.toFixed(2)} | ${s.failures} |`,
      );
    }
    if (summary.some((s) => s.failures > 0)) process.exitCode = 1;
  } finally {
    await raw.stop();
    await app.stop();
  }
}

await main();
