/**
 * Load test: starts the real server on the bench database (or uses `BENCH_URL`), checks the answers, warms
 * up, then runs autocannon against 127.0.0.1 for the home feed and for board pages rotating across real
 * boards. Prints p50/p95/p99 latency and requests/s and writes a JSON result into bench/results/.
 *
 *   npm run bench:load                                   # PGlite under data/bench
 *   DATABASE_URL=postgres://… npm run bench:load -- --connections=10 --duration=20
 *
 * See bench/README.md for every option.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { connect } from '../server/db/connect';
import { cpuSnapshot, cpuUsedMs, postmasterOf } from './cpu';
import { formatJson } from './json';
import { BenchOptions } from './options';
import {
  BOARD_DISCOVERY_QUERY,
  BOARD_PAGE_QUERY,
  type BoardDiscoveryData,
  type BoardPageData,
  type GraphQLResponse,
  HOME_FEED_QUERY,
  type HomeFeedData,
  type PinCardShape,
  PROFILE_QUERY,
  type ProfileData,
} from './queries';
import { type RunningServer, startServer } from './server';
import { type BenchTarget, benchTarget } from './target';

const PAGE_SIZE = 25;

interface Settings {
  connections: number;
  duration: number;
  warmup: number;
  largestBoards: number;
  sampledBoards: number;
  scenarios: string[];
}

interface BenchBoard {
  username: string;
  slug: string;
  pinCount: number;
  sectionCount: number;
}

interface DatabaseFacts {
  users: number;
  boards: number;
  pins: number;
  sections: number;
}

interface Scenario {
  name: string;
  description: string;
  requests: autocannon.Request[];
}

interface ScenarioResult {
  name: string;
  description: string;
  distinctRequests: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; mean: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 2xx answers that carried GraphQL errors or a missing board. */
  graphqlErrors: number;
  /** CPU time per request during the measured run; null where the process is not visible from here. */
  cpuMsPerRequest: { server: number | null; postgres: number | null; loadGenerator: number };
}

/** Processes whose CPU time the load test reads: the app server and the Postgres server, when local. */
interface CpuProbes {
  serverPid: number | null;
  postmasterPid: number | null;
}

const options = new BenchOptions();
const settings: Settings = {
  connections: options.integer('connections', 'BENCH_CONNECTIONS', 10),
  duration: options.integer('duration', 'BENCH_DURATION', 20),
  warmup: options.integer('warmup', 'BENCH_WARMUP', 5),
  largestBoards: options.integer('largest-boards', 'BENCH_LARGEST_BOARDS', 10),
  sampledBoards: options.integer('sampled-boards', 'BENCH_SAMPLED_BOARDS', 40),
  scenarios: options
    .string('scenarios', 'BENCH_SCENARIOS', 'home,board')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
};
const externalUrl = options.optional('url', 'BENCH_URL')?.replace(/\/$/, '');
const startTimeoutMs = options.integer('start-timeout', 'BENCH_START_TIMEOUT', 300) * 1000;
const target = benchTarget(options);
const resultsDir = path.resolve(import.meta.dirname, 'results');

const log = (line: string) => console.log(line);

/** Boards to visit: the largest public ones plus an even sample of public boards with pins; and table sizes. */
async function readDatabase(
  t: BenchTarget,
): Promise<{ boards: BenchBoard[]; facts: DatabaseFacts; postmasterPid: number | null }> {
  const connection = await connect(t.database);
  try {
    const { db } = connection;
    const facts = await sql<{ users: string; boards: string; pins: string; sections: string }>`
      select (select count(*) from users)::text as users, (select count(*) from boards)::text as boards,
             (select count(*) from pins)::text as pins, (select count(*) from board_sections)::text as sections`.execute(
      db,
    );
    const boards = await sql<{ username: string; slug: string; pin_count: number; section_count: number }>`
      (select u.username, b.slug, b.pin_count, b.section_count
         from boards b join users u on u.id = b.owner_id
        where b.privacy = 'public'
        order by b.pin_count desc, b.id limit ${settings.largestBoards})
      union all
      (select u.username, b.slug, b.pin_count, b.section_count
         from boards b join users u on u.id = b.owner_id
        where b.privacy = 'public' and b.pin_count > 0
        order by hashint8extended(b.id, 4242), b.id limit ${settings.sampledBoards})`.execute(db);
    const row = facts.rows[0]!;
    const seen = new Set<string>();
    let postmasterPid: number | null = null;
    if (connection.kind === 'postgres') {
      const backend = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      postmasterPid = postmasterOf(backend.rows[0]!.pid);
    }
    return {
      postmasterPid,
      facts: {
        users: Number(row.users),
        boards: Number(row.boards),
        pins: Number(row.pins),
        sections: Number(row.sections),
      },
      boards: boards.rows
        .filter((b) => !seen.has(`${b.username}/${b.slug}`) && seen.add(`${b.username}/${b.slug}`))
        .map((b) => ({
          username: b.username,
          slug: b.slug,
          pinCount: b.pin_count,
          sectionCount: b.section_count,
        })),
    };
  } finally {
    await connection.close();
  }
}

interface Session {
  url: string;
  headers: Record<string, string>;
}

/** A CSRF cookie from any GET, sent back with its X-CSRFToken header as the web client does. */
async function openSession(url: string): Promise<Session> {
  const response = await fetch(`${url}/healthz`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => /^csrftoken=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!cookie) throw new Error('The server set no csrftoken cookie on GET /healthz');
  return {
    url,
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': cookie,
      cookie: `csrftoken=${cookie}`,
    },
  };
}

function body(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query, variables });
}

async function graphql<T>(session: Session, payload: string): Promise<T> {
  const response = await fetch(`${session.url}/graphql`, {
    method: 'POST',
    headers: session.headers,
    body: payload,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GraphQL answered ${response.status}: ${text.slice(0, 500)}`);
  const json = JSON.parse(text) as GraphQLResponse<T>;
  if (json.errors?.length || !json.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(json.errors ?? 'no data').slice(0, 500)}`);
  }
  return json.data;
}

/** Boards reachable from the home feed, for a server whose database this process cannot open. */
async function discoverBoards(session: Session): Promise<BenchBoard[]> {
  const wanted = settings.largestBoards + settings.sampledBoards;
  const found = new Map<string, BenchBoard>();
  let after: string | null = null;
  for (let page = 0; page < 40 && found.size < wanted; page++) {
    const data: BoardDiscoveryData = await graphql<BoardDiscoveryData>(
      session,
      body(BOARD_DISCOVERY_QUERY, { first: 100, after }),
    );
    for (const { node } of data.homeFeed.edges) {
      const [username, slug] = node.pinnedToBoard.url.split('/').filter(Boolean);
      if (username && slug && !found.has(`${username}/${slug}`)) {
        const { pinCount, sectionCount } = node.pinnedToBoard;
        found.set(`${username}/${slug}`, { username, slug, pinCount, sectionCount });
      }
    }
    if (!data.homeFeed.pageInfo.hasNextPage) break;
    after = data.homeFeed.pageInfo.endCursor;
  }
  return [...found.values()].slice(0, wanted);
}

function checkCard(pin: PinCardShape, where: string): void {
  const image = pin.imageSpec_236x;
  if (!image.url.startsWith('/media/') || image.width !== Math.min(236, image.width) || image.height < 1) {
    throw new Error(`${where}: pin ${pin.entityId} has an odd image ${JSON.stringify(image)}`);
  }
  if (!/^#[0-9a-f]{6}$/.test(pin.dominantColor))
    throw new Error(`${where}: pin ${pin.entityId} has no colour`);
  if (!pin.pinnedToBoard.url.startsWith(`/${pin.pinnedToBoard.owner.username}/`) || !pin.pinner.username) {
    throw new Error(`${where}: pin ${pin.entityId} has no board or pinner`);
  }
}

/** Every answer the load test will get is checked once in full before the clock starts. */
async function checkAnswers(
  session: Session,
  boards: BenchBoard[],
  facts: DatabaseFacts | null,
): Promise<void> {
  const home = await graphql<HomeFeedData>(session, body(HOME_FEED_QUERY, { first: PAGE_SIZE }));
  const expected = facts ? Math.min(PAGE_SIZE, facts.pins) : PAGE_SIZE;
  if (home.homeFeed.edges.length !== expected) {
    throw new Error(`home feed: ${home.homeFeed.edges.length} pins, expected ${expected}`);
  }
  for (const edge of home.homeFeed.edges) checkCard(edge.node, 'home feed');
  const firstImage = home.homeFeed.edges[0]?.node.imageSpec_236x.url;
  if (firstImage) {
    const image = await fetch(`${session.url}${firstImage}`);
    const type = image.headers.get('content-type') ?? '';
    await image.arrayBuffer();
    if (!image.ok || !type.startsWith('image/')) {
      throw new Error(`image ${firstImage} answered ${image.status} ${type}`);
    }
  }
  for (const board of boards) {
    const data = await graphql<BoardPageData>(
      session,
      body(BOARD_PAGE_QUERY, { username: board.username, slug: board.slug, first: PAGE_SIZE }),
    );
    const where = `board /${board.username}/${board.slug}/`;
    if (!data.board) throw new Error(`${where}: not found`);
    if (data.board.pins.edges.length !== Math.min(PAGE_SIZE, board.pinCount)) {
      throw new Error(`${where}: ${data.board.pins.edges.length} pins for a pin count of ${board.pinCount}`);
    }
    if (data.board.sections.edges.length !== Math.min(PAGE_SIZE, board.sectionCount)) {
      throw new Error(
        `${where}: ${data.board.sections.edges.length} sections, expected ${board.sectionCount}`,
      );
    }
    for (const edge of data.board.pins.edges) checkCard(edge.node, where);
  }
  if (settings.scenarios.includes('profile')) {
    for (const username of new Set(boards.map((b) => b.username))) {
      const data = await graphql<ProfileData>(session, body(PROFILE_QUERY, { username, first: PAGE_SIZE }));
      if (!data.user || data.user.boards.edges.length === 0)
        throw new Error(`profile ${username}: no boards`);
    }
  }
}

function scenarios(session: Session, boards: BenchBoard[]): Scenario[] {
  const post = (payload: string): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    headers: session.headers,
    body: payload,
  });
  const all: Scenario[] = [
    {
      name: 'home',
      description: `homeFeed(first: ${PAGE_SIZE}) with pin card fields, anonymous`,
      requests: [post(body(HOME_FEED_QUERY, { first: PAGE_SIZE }))],
    },
    {
      name: 'board',
      description: `board(username, slug) with ${PAGE_SIZE} pins and its sections, rotating over ${boards.length} public boards`,
      requests: boards.map((b) =>
        post(body(BOARD_PAGE_QUERY, { username: b.username, slug: b.slug, first: PAGE_SIZE })),
      ),
    },
    {
      name: 'profile',
      description: `user(username) with its first ${PAGE_SIZE} board cards, rotating over the owners of those boards`,
      requests: [...new Set(boards.map((b) => b.username))].map((username) =>
        post(body(PROFILE_QUERY, { username, first: PAGE_SIZE })),
      ),
    },
  ];
  const unknown = settings.scenarios.filter((name) => !all.some((s) => s.name === name));
  if (unknown.length > 0)
    throw new Error(`Unknown scenario ${unknown.join(', ')} (known: home, board, profile)`);
  return all.filter((s) => settings.scenarios.includes(s.name));
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function fire(
  url: string,
  scenario: Scenario,
  duration: number,
): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: settings.connections,
        duration,
        timeout: 30,
        requests: scenario.requests,
        // Counted as mismatches: a 200 that carries GraphQL errors or a board that did not resolve.
        verifyBody: (text) =>
          !text.includes('"errors"') && !text.includes('"board":null') && !text.includes('"user":null'),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  return { result, latencies };
}

async function measure(url: string, scenario: Scenario, probes: CpuProbes): Promise<ScenarioResult> {
  if (settings.warmup > 0) {
    log(`  ${scenario.name}: warming up for ${settings.warmup} s…`);
    await fire(url, scenario, settings.warmup);
  }
  log(`  ${scenario.name}: measuring for ${settings.duration} s with ${settings.connections} connections…`);
  const snapshot = () => ({
    server: probes.serverPid ? cpuSnapshot(probes.serverPid, false) : null,
    postgres: probes.postmasterPid ? cpuSnapshot(probes.postmasterPid, true) : null,
    self: process.cpuUsage(),
  });
  const before = snapshot();
  const { result, latencies } = await fire(url, scenario, settings.duration);
  const after = snapshot();
  const perRequest = (ms: number) => round(ms / Math.max(1, result.requests.total));
  const self = process.cpuUsage(before.self);
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, v) => sum + v, 0) / Math.max(1, latencies.length);
  return {
    name: scenario.name,
    description: scenario.description,
    distinctRequests: scenario.requests.length,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.total / result.duration),
    latencyMs: {
      p50: round(percentile(latencies, 0.5)),
      p95: round(percentile(latencies, 0.95)),
      p99: round(percentile(latencies, 0.99)),
      mean: round(mean),
      max: round(latencies.at(-1) ?? Number.NaN),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    graphqlErrors: result.mismatches,
    cpuMsPerRequest: {
      server: before.server && after.server ? perRequest(cpuUsedMs(before.server, after.server)) : null,
      postgres:
        before.postgres && after.postgres ? perRequest(cpuUsedMs(before.postgres, after.postgres)) : null,
      loadGenerator: perRequest((self.user + self.system) / 1000),
    },
  };
}

function table(results: ScenarioResult[]): string {
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'mean ms',
    'requests',
    'errors',
    'non-2xx',
    'server CPU ms/req',
    'pg CPU ms/req',
  ];
  const cpu = (v: number | null) => (v === null ? '-' : v.toFixed(2));
  const rows = results.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(1),
    r.latencyMs.p50.toFixed(1),
    r.latencyMs.p95.toFixed(1),
    r.latencyMs.p99.toFixed(1),
    r.latencyMs.mean.toFixed(1),
    String(r.requests),
    String(r.errors + r.timeouts + r.graphqlErrors),
    String(r.non2xx),
    cpu(r.cpuMsPerRequest.server),
    cpu(r.cpuMsPerRequest.postgres),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const databaseReadable = !externalUrl || target.database.kind === 'postgres';
  let server: RunningServer | null = null;
  let boards: BenchBoard[] = [];
  let facts: DatabaseFacts | null = null;
  let postmasterPid: number | null = null;
  // NOTE: PGlite allows one process per data folder, so the bench reads it before starting the server.
  if (databaseReadable) {
    log(`Reading ${target.description}…`);
    ({ boards, facts, postmasterPid } = await readDatabase(target));
    log(
      `  ${facts.users.toLocaleString('en')} users, ${facts.boards.toLocaleString('en')} boards, ` +
        `${facts.sections.toLocaleString('en')} sections, ${facts.pins.toLocaleString('en')} pins`,
    );
  }
  const loadBefore = os.loadavg();
  try {
    let url: string;
    if (externalUrl) {
      url = externalUrl;
      if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(url)) {
        throw new Error('BENCH_URL must point at this machine (http://127.0.0.1:PORT)');
      }
    } else {
      log('Starting the server…');
      const startedAt = performance.now();
      server = await startServer(target, startTimeoutMs);
      url = server.url;
      log(`  ${url} ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    }
    const session = await openSession(url);
    if (boards.length === 0) {
      log('Finding boards through the home feed…');
      boards = await discoverBoards(session);
    }
    if (boards.length === 0)
      throw new Error('No public boards with pins to visit: run npm run bench:seed first');
    log(`Checking answers for the home feed and ${boards.length} boards…`);
    await checkAnswers(session, boards, facts);

    const results: ScenarioResult[] = [];
    const probes: CpuProbes = { serverPid: server?.pid ?? null, postmasterPid };
    for (const scenario of scenarios(session, boards)) results.push(await measure(url, scenario, probes));
    const loadAfter = os.loadavg();

    log('');
    log(table(results));
    const cpus = os.cpus();
    const report = {
      finishedAt: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model ?? 'unknown',
        memoryGiB: round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        loadAverage1mBefore: round(loadBefore[0]!),
        loadAverage1mAfter: round(loadAfter[0]!),
      },
      database: { kind: target.database.kind, target: target.description, ...(facts ?? {}) },
      server: externalUrl ? { url: externalUrl } : { startedBy: 'bench/load.ts', url },
      settings: { ...settings, pageSize: PAGE_SIZE },
      boards,
      results,
    };
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(
      resultsDir,
      `${report.finishedAt.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}-${target.database.kind}.json`,
    );
    await writeFile(file, formatJson(report));
    log(`\nResult written to ${path.relative(process.cwd(), file)}`);
    log(
      `Load average (1 min) before/after: ${report.machine.loadAverage1mBefore}/${report.machine.loadAverage1mAfter}`,
    );
    const failed = results.filter((r) => r.errors + r.timeouts + r.non2xx + r.graphqlErrors > 0);
    if (failed.length > 0) {
      if (server) console.error(server.output());
      throw new Error(`Errors during ${failed.map((r) => r.name).join(', ')}: the figures are not valid`);
    }
  } finally {
    await server?.stop();
  }
}

await main();
