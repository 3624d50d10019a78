/**
 * The app's own CPU per GraphQL request, without HTTP or a load generator: the server's app (`buildApp`, as
 * `server/main.ts` builds it, without its background jobs) answers `app.inject` requests in this process, a few
 * at a time, and the process's CPU time is divided by the requests answered. On two cores, a load generator and
 * Postgres take CPU from the server they measure; here only Postgres runs beside it, so the figure moves less
 * with the machine's load than bench/ab.ts's. Rounds after a warm-up; each prints CPU and wall time per request.
 *
 *   npx tsx bench/cpuPerRequest.ts --database-url=postgres://… --data-dir=… [--query=home|board|floor|rest] [--requests=1500]
 *     [--rounds=3] [--concurrency=4]
 */
import './production';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { buildApp, mailerFromConfig, mediaStoreFromConfig } from '../server/http/app';
import { BenchOptions } from './options';
import { BOARD_PAGE_QUERY, HOME_FEED_QUERY } from './queries';
import { benchTarget } from './target';

const options = new BenchOptions();
const target = benchTarget(options);
const which = options.string('query', 'BENCH_QUERY', 'home');
const requests = options.integer('requests', 'BENCH_REQUESTS', 1500);
const rounds = options.integer('rounds', 'BENCH_ROUNDS', 3);
const concurrency = options.integer('concurrency', 'BENCH_CONCURRENCY', 4);
const QUERIES = new Map([
  ['home', HOME_FEED_QUERY],
  ['board', BOARD_PAGE_QUERY],
  ['floor', '{ __typename }'],
]);
/** `rest`: the home feed's page through the REST shim instead (bench/ab.ts's `rest`). */
const REST_FEED = '/v3/feeds/home/?page_size=25';
const query = QUERIES.get(which);
if (!query && which !== 'rest') {
  throw new Error(`--query must be one of ${[...QUERIES.keys(), 'rest'].join(', ')}`);
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: target.dataDir,
  DATABASE_URL: target.database.kind === 'postgres' ? target.database.url : '',
  SEED_DEMO: '0',
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
});
const connection = await connect(config.database);
const media = mediaStoreFromConfig(config);
await media.ready();
const app = await buildApp({ config, db: connection.db, media, mailer: mailerFromConfig(config) });
await app.ready();

/** The board page asks for the public board with the most pins (the largest of bench/load.ts's boards). */
async function variables(): Promise<Record<string, unknown>> {
  if (which !== 'board') return { first: 25 };
  const board = await connection.db
    .selectFrom('boards')
    .innerJoin('users', 'users.id', 'boards.owner_id')
    .select(['users.username', 'boards.slug'])
    .where('boards.privacy', '=', 'public')
    .orderBy('boards.pin_count', 'desc')
    .orderBy('boards.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...board, first: 25 };
}
const payload = JSON.stringify({ query, variables: await variables() });
/** Answers one request; `checked` also reads the answer for GraphQL errors (outside the measured runs). */
async function answer(checked = false): Promise<number> {
  const response = await app.inject(
    query === undefined
      ? { method: 'GET', url: REST_FEED }
      : {
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' },
          payload,
        },
  );
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  if (checked && 'errors' in (JSON.parse(response.body) as object)) throw new Error(response.body);
  return response.body.length;
}

async function run(count: number): Promise<void> {
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started += 1;
        await answer();
      }
    }),
  );
}

console.log(
  `${which} on ${target.description}: ${rounds} rounds of ${requests} requests, ${concurrency} at a time`,
);
await answer(true);
await run(Math.ceil(requests / 5));
for (let round = 1; round <= rounds; round++) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(requests);
  const used = process.cpuUsage(cpu);
  const perRequest = (micros: number) => (micros / requests / 1000).toFixed(3);
  console.log(
    `round ${round}: CPU ${perRequest(used.user + used.system)} ms/request (user ${perRequest(used.user)}), ` +
      `wall ${((performance.now() - started) / requests).toFixed(3)} ms/request, answer ${await answer(true)} bytes`,
  );
}
await app.close();
await connection.close();
