/**
 * Fills a database with a benchmark-sized Tackboard: users, boards (some secret), sections and pins, all
 * generated server-side with `INSERT … SELECT generate_series(…)` in batches, so the same SQL runs on
 * Postgres and PGlite. Pins reuse a small set of real images (painted and processed like uploads), so
 * every image URL the API returns resolves. Counters are then set exactly with set-based UPDATEs.
 *
 *   npm run bench:seed -- --reset                      # PGlite under data/bench (defaults: 1M pins)
 *   DATABASE_URL=postgres://… npm run bench:seed -- --reset --pins=200k
 *   DATABASE_URL=postgres://… npm run bench:seed -- --products-only   # add the product pins to an older one
 *
 * See bench/README.md for every option.
 */
import { availableParallelism } from 'node:os';
import { type Kysely, sql } from 'kysely';
import { connect } from '../server/db/connect';
import type { Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { storeImage } from '../server/domain/media/media';
import { localMediaStore } from '../server/infra/localMediaStore';
import { paintArtwork } from '../server/seed/artwork';
import { BenchOptions } from './options';
import { benchTarget } from './target';
import { FIRST_NAMES, LAST_NAMES, PIN_ADJECTIVES, PIN_NOUNS, SECTION_NAMES, THEMES } from './words';

interface Plan {
  users: number;
  boards: number;
  pins: number;
  sectionsPerBoard: number;
  /** Boards 1..sectionBoards (the most pinned ones, see pinBoard) get `sectionsPerBoard` sections each. */
  sectionBoards: number;
  secretRatio: number;
  /** Share of pins on a sectioned board that sit in one of its sections. */
  sectionedPinRatio: number;
  /** Distinct pictures processed by storeImage; pins pick among them. */
  images: number;
  batch: number;
}

const options = new BenchOptions();
const target = benchTarget(options, 1);
const requestedSections = options.integer('sections', 'BENCH_SECTIONS', 40_000);
const sectionsPerBoard = options.integer('sections-per-board', 'BENCH_SECTIONS_PER_BOARD', 4);
const plan: Plan = {
  users: options.integer('users', 'BENCH_USERS', 100_000),
  boards: options.integer('boards', 'BENCH_BOARDS', 200_000),
  pins: options.integer('pins', 'BENCH_PINS', 1_000_000),
  sectionsPerBoard,
  sectionBoards: sectionsPerBoard > 0 ? Math.floor(requestedSections / sectionsPerBoard) : 0,
  secretRatio: options.number('secret', 'BENCH_SECRET_RATIO', 0.1),
  sectionedPinRatio: 0.6,
  images: options.integer('images', 'BENCH_IMAGES', 50),
  batch: options.integer('batch', 'BENCH_BATCH', 100_000),
};
const reset = options.flag('reset', 'BENCH_RESET');

if (plan.users < 1 || plan.boards < 1 || plan.images < 1 || plan.batch < 1) {
  throw new Error('--users, --boards, --images and --batch must be at least 1');
}
if (plan.sectionsPerBoard > SECTION_NAMES.length) {
  throw new Error(`--sections-per-board can be at most ${SECTION_NAMES.length}`);
}
if (plan.sectionBoards > plan.boards) throw new Error('--sections needs more boards');
if (plan.secretRatio > 1) throw new Error('--secret is a ratio between 0 and 1');

const started = performance.now();
const elapsed = (from = started) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed().padStart(7)}] ${line}`);

// --- SQL building blocks. Every value below is a number or a word from bench/words.ts, never user input. ---

/** A deterministic pseudo-random value in [0, 1) for row `expr` and stream `salt` (same on PG and PGlite). */
function unit(expr: string, salt: number): string {
  return `((hashint8extended(${expr}, ${salt}) & 9223372036854775807)::float8 / 9223372036854775808.0)`;
}

/** A deterministic pseudo-random integer in [0, n) for row `expr` and stream `salt`. */
function pick(expr: string, salt: number, n: number): string {
  return `((hashint8extended(${expr}, ${salt}) & 9223372036854775807) % ${n})`;
}

function textArray(words: readonly string[]): string {
  return `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[]`;
}

function word(words: readonly string[], expr: string, salt: number): string {
  return `(${textArray(words)})[(1 + ${pick(expr, salt, words.length)})::int]`;
}

/** Owner of board `b`: users take boards round-robin (2 each with the defaults). */
function boardOwner(b: string): string {
  return `(1 + (${b} - 1) % ${plan.users})`;
}

/**
 * The board of pin `g`: skewed towards low board ids (density ∝ 1/√id), so a few boards hold thousands
 * of pins, the median board a handful, and a few percent none — closer to real use than uniform.
 */
function pinBoard(g: string): string {
  return `least(${plan.boards}, 1 + floor(${plan.boards} * power(${unit(g, 1)}, 2))::bigint)`;
}

async function run(db: Kysely<Database>, text: string): Promise<void> {
  await sql.raw(text).execute(db);
}

/** Runs `insert(lo, hi)` over 1..total in batches, printing progress. */
async function inBatches(
  label: string,
  total: number,
  insert: (lo: number, hi: number) => Promise<void>,
): Promise<void> {
  const from = performance.now();
  for (let lo = 1; lo <= total; lo += plan.batch) {
    const hi = Math.min(total, lo + plan.batch - 1);
    await insert(lo, hi);
    const rate = Math.round(hi / ((performance.now() - from) / 1000));
    log(
      `${label} ${hi.toLocaleString('en')}/${total.toLocaleString('en')} (${rate.toLocaleString('en')} rows/s)`,
    );
  }
}

async function count(db: Kysely<Database>, table: string): Promise<number> {
  const result = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Application tables (everything but Kysely's bookkeeping), for the emptiness check and --reset. */
async function appTables(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely\\_%'
    order by tablename`.execute(db);
  return result.rows.map((r) => r.tablename);
}

async function prepare(db: Kysely<Database>): Promise<void> {
  const applied = await migrateToLatest(db);
  log(applied.length > 0 ? `migrations applied: ${applied.join(', ')}` : 'migrations up to date');
  const tables = await appTables(db);
  const users = await count(db, 'users');
  if (users > 0 && !reset) {
    throw new Error(
      `The database already has ${users} users. Run with --reset to empty it first (this deletes everything in it).`,
    );
  }
  if (reset) {
    const list = tables.map((t) => `"${t}"`).join(', ');
    await run(db, `truncate table ${list} restart identity cascade`);
    log(`emptied ${tables.length} tables`);
  }
}

/** Paints and stores `plan.images` pictures exactly as uploads are processed; returns their ids. */
async function storeImages(db: Kysely<Database>): Promise<string[]> {
  const media = localMediaStore(target.mediaDir);
  const ids: string[] = new Array(plan.images);
  let next = 0;
  // sharp does the heavy lifting off the main thread; a couple of images in flight keeps both cores busy.
  const worker = async () => {
    for (let i = next++; i < plan.images; i = next++) {
      const image = await storeImage(db, media, await paintArtwork(700_001 + i));
      ids[i] = image.id;
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), 4) }, worker));
  const distinct = new Set(ids);
  log(`stored ${plan.images} images (${distinct.size} distinct) under ${target.mediaDir}`);
  return ids;
}

async function insertUsers(db: Kysely<Database>): Promise<void> {
  await inBatches('users', plan.users, (lo, hi) =>
    run(
      db,
      `insert into users (id, username, email, full_name, created_at) overriding system value
       select g, lower(first_name || last_name) || g, 'user' || g || '@bench.tackboard.test',
              first_name || ' ' || last_name, now() - (${plan.users} - g) * interval '5 minutes'
       from (select g, ${word(FIRST_NAMES, 'g', 11)} as first_name, ${word(LAST_NAMES, 'g', 12)} as last_name
             from generate_series(${lo}::bigint, ${hi}::bigint) as g) as s`,
    ),
  );
}

async function insertBoards(db: Kysely<Database>): Promise<void> {
  await inBatches('boards', plan.boards, (lo, hi) =>
    run(
      db,
      `insert into boards (id, owner_id, name, slug, privacy, created_at, board_order_modified_at)
       overriding system value
       select g, ${boardOwner('g')}, theme || ' ' || n, lower(replace(theme, ' ', '-')) || '-' || n,
              case when ${unit('g', 6)} < ${plan.secretRatio} then 'secret' else 'public' end, at, at
       from (select g, ${word(THEMES, 'g', 13)} as theme, 1 + (g - 1) / ${plan.users} as n,
                    now() - interval '400 days' + g * interval '1 minute' as at
             from generate_series(${lo}::bigint, ${hi}::bigint) as g) as s`,
    ),
  );
}

async function insertSections(db: Kysely<Database>): Promise<void> {
  const total = plan.sectionBoards * plan.sectionsPerBoard;
  if (total === 0) return;
  // Section g sits on board 1 + (g-1)/k; its name rotates with the board so neighbours differ.
  await inBatches('sections', total, (lo, hi) =>
    run(
      db,
      `insert into board_sections (id, board_id, title, slug, created_at) overriding system value
       select g, b, title, lower(replace(title, ' ', '-')), now() - interval '300 days' + g * interval '1 minute'
       from (select g, b, (${textArray(SECTION_NAMES)})[(1 + ((g - 1) % ${plan.sectionsPerBoard} + b) % ${SECTION_NAMES.length})::int] as title
             from (select g, 1 + (g - 1) / ${plan.sectionsPerBoard} as b
                   from generate_series(${lo}::bigint, ${hi}::bigint) as g) as i) as s`,
    ),
  );
}

async function insertPins(db: Kysely<Database>, imageIds: readonly string[]): Promise<void> {
  const images = `array[${imageIds.map((id) => String(BigInt(id))).join(',')}]::bigint[]`;
  const k = plan.sectionsPerBoard;
  // Every fifth pin is a repin of an earlier original (ids ≡ 1 mod 5 are always originals) and shares its
  // image and title, as saving a pin does.
  await inBatches('pins', plan.pins, (lo, hi) =>
    run(
      db,
      `insert into pins (id, board_id, section_id, pinner_id, image_id, source_pin_id, title, description,
                         link, method, created_at) overriding system value
       select g, b,
              case when b <= ${plan.sectionBoards} and ${unit('g', 4)} < ${plan.sectionedPinRatio}
                   then (b - 1) * ${Math.max(k, 1)} + 1 + ${pick('g', 5, Math.max(k, 1))} end,
              ${boardOwner('b')},
              (${images})[(1 + ${pick('origin', 3, imageIds.length)})::int],
              src, title,
              -- About 40 % of originals carry a hashtag of their title (a few thousand distinct tags), and a
              -- quarter of those one more of their noun; repins share their original's text.
              'Saved for later: ' || lower(title) || '.'
                || case when ${unit('origin', 11)} < 0.4 then ' #' || replace(lower(title), ' ', '') else '' end
                || case when ${unit('origin', 12)} < 0.1 then ' #' || replace(lower(noun), ' ', '') else '' end,
              case when ${unit('origin', 8)} < 0.5 then 'https://example.com/ideas/' || origin end,
              case when src is null then 'uploaded' else 'repin' end,
              now() - interval '200 days' + g * interval '10 seconds'
       from (select g, b, src, coalesce(src, g) as origin,
                    ${word(PIN_ADJECTIVES, 'coalesce(src, g)', 9)} || ' ' || ${word(PIN_NOUNS, 'coalesce(src, g)', 10)} as title,
                    ${word(PIN_NOUNS, 'coalesce(src, g)', 10)} as noun
             from (select g, ${pinBoard('g')} as b,
                          case when g % 5 = 0 then 5 * floor(${unit('g', 2)} * (g / 5))::bigint + 1 end as src
                   from generate_series(${lo}::bigint, ${hi}::bigint) as g) as i) as s`,
    ),
  );
}

/**
 * One original in twenty (and its repins, which share its text) becomes a product pin: a price from 5 to 504 USD,
 * a third of them on sale (an original price a quarter higher), one in ten out of stock — what shopping search
 * and the price filters read. An update, so an older generated database gets the same with this one statement.
 */
export const MARK_PRODUCT_PINS = `update pins set price = 5 + ${pick('coalesce(source_pin_id, id)', 13, 500)},
  currency = 'USD',
  availability = case when ${unit('coalesce(source_pin_id, id)', 14)} < 0.1 then 'out_of_stock' else 'in_stock' end,
  original_price = case when ${unit('coalesce(source_pin_id, id)', 15)} < 0.33
                        then (5 + ${pick('coalesce(source_pin_id, id)', 13, 500)}) * 1.25 end
  where coalesce(source_pin_id, id) % 20 = 1`;

/**
 * The hashtag index the app keeps as pins are saved (server/domain/hashtags.ts), built set-based: every tag of
 * the generated descriptions (plain ASCII words, so a simple pattern finds them), then the counts of pins on
 * public boards.
 */
async function indexHashtags(db: Kysely<Database>): Promise<void> {
  await run(
    db,
    `insert into hashtags (tag, display)
     select lower(m[1]), min(m[1]) from pins, regexp_matches(description, '#([A-Za-z0-9]+)', 'g') as m
     where description like '%#%' group by 1`,
  );
  await run(
    db,
    `insert into pin_hashtags (pin_id, tag)
     select distinct pins.id, lower(m[1]) from pins, regexp_matches(description, '#([A-Za-z0-9]+)', 'g') as m
     where description like '%#%'`,
  );
  await run(
    db,
    `update hashtags set pin_count = counted.n
     from (select ph.tag, count(*)::int as n from pin_hashtags ph
           join pins p on p.id = ph.pin_id join boards b on b.id = p.board_id
           where b.privacy = 'public' group by ph.tag) as counted
     where hashtags.tag = counted.tag`,
  );
}

/** Identity sequences continue after the explicit ids, so the app's own inserts do not collide. */
async function advanceSequences(db: Kysely<Database>): Promise<void> {
  for (const table of ['users', 'boards', 'board_sections', 'pins']) {
    await run(
      db,
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select coalesce(max(id), 0) from ${table})))`,
    );
  }
}

/**
 * Counters, covers and board order from the rows themselves, set-based. Fresh rows start at zero, so only
 * rows with something to count are touched.
 */
async function setCounters(db: Kysely<Database>): Promise<void> {
  let from = performance.now();
  // A board's cover is its first pin's image (the app takes the first pin's image when there is no cover),
  // and its order time is its newest pin's time.
  await run(
    db,
    `update boards set pin_count = s.n, board_order_modified_at = greatest(boards.created_at, s.last_at),
                       cover_image_id = first_pin.image_id, cover_pin_id = first_pin.id
     from (select board_id, count(*) as n, max(created_at) as last_at, min(id) as first_id
           from pins group by board_id) as s
     join pins as first_pin on first_pin.id = s.first_id
     where boards.id = s.board_id`,
  );
  log(`boards.pin_count, cover and order set (${elapsed(from)})`);
  from = performance.now();
  await run(
    db,
    `update boards set section_count = s.n
     from (select board_id, count(*) as n from board_sections group by board_id) as s
     where boards.id = s.board_id`,
  );
  await run(
    db,
    `update board_sections set pin_count = s.n
     from (select section_id, count(*) as n from pins where section_id is not null group by section_id) as s
     where board_sections.id = s.section_id`,
  );
  log(`boards.section_count and board_sections.pin_count set (${elapsed(from)})`);
  from = performance.now();
  await run(
    db,
    `update users set board_count = s.n
     from (select owner_id, count(*) as n from boards group by owner_id) as s
     where users.id = s.owner_id`,
  );
  await run(
    db,
    `update users set pin_count = s.n
     from (select pinner_id, count(*) as n from pins group by pinner_id) as s
     where users.id = s.pinner_id`,
  );
  // What others see on profiles: public boards and the pins on them.
  await run(
    db,
    `update users set public_board_count = s.n
     from (select owner_id, count(*) as n from boards where privacy = 'public' group by owner_id) as s
     where users.id = s.owner_id`,
  );
  await run(
    db,
    `update users set public_pin_count = s.n
     from (select pins.pinner_id, count(*) as n from pins join boards on boards.id = pins.board_id
           where boards.privacy = 'public' group by pins.pinner_id) as s
     where users.id = s.pinner_id`,
  );
  log(`users.board_count, pin_count and their public counterparts set (${elapsed(from)})`);
}

/** Recounts every counter from scratch and fails loudly if any stored value differs. */
async function verifyCounters(db: Kysely<Database>): Promise<void> {
  const from = performance.now();
  const checks: Record<string, string> = {
    'boards.pin_count': `select count(*) from boards b
       left join (select board_id, count(*) as n from pins group by board_id) s on s.board_id = b.id
       where b.pin_count <> coalesce(s.n, 0)`,
    'boards.section_count': `select count(*) from boards b
       left join (select board_id, count(*) as n from board_sections group by board_id) s on s.board_id = b.id
       where b.section_count <> coalesce(s.n, 0)`,
    'board_sections.pin_count': `select count(*) from board_sections x
       left join (select section_id, count(*) as n from pins group by section_id) s on s.section_id = x.id
       where x.pin_count <> coalesce(s.n, 0)`,
    'users.pin_count': `select count(*) from users u
       left join (select pinner_id, count(*) as n from pins group by pinner_id) s on s.pinner_id = u.id
       where u.pin_count <> coalesce(s.n, 0)`,
    'users.board_count': `select count(*) from users u
       left join (select owner_id, count(*) as n from boards group by owner_id) s on s.owner_id = u.id
       where u.board_count <> coalesce(s.n, 0)`,
    'users.public_pin_count': `select count(*) from users u
       left join (select p.pinner_id, count(*) as n from pins p join boards b on b.id = p.board_id
                  where b.privacy = 'public' group by p.pinner_id) s on s.pinner_id = u.id
       where u.public_pin_count <> coalesce(s.n, 0)`,
    'users.public_board_count': `select count(*) from users u
       left join (select owner_id, count(*) as n from boards where privacy = 'public' group by owner_id) s
         on s.owner_id = u.id
       where u.public_board_count <> coalesce(s.n, 0)`,
    'pins in a section of another board': `select count(*) from pins p join board_sections x on x.id = p.section_id
       where x.board_id <> p.board_id`,
  };
  for (const [name, query] of Object.entries(checks)) {
    const result = await sql<{ count: string }>`${sql.raw(query)}`.execute(db);
    const wrong = Number(result.rows[0]?.count ?? 0);
    if (wrong !== 0) throw new Error(`Counter check failed: ${name} is wrong on ${wrong} rows`);
  }
  log(`verified ${Object.keys(checks).length} counters against a full recount (${elapsed(from)})`);
}

async function summary(db: Kysely<Database>): Promise<string> {
  const result = await sql<{
    users: string;
    boards: string;
    secret: string;
    sections: string;
    pins: string;
    repins: string;
    largest: number;
    empty: string;
  }>`select (select count(*) from users)::text as users,
            (select count(*) from boards)::text as boards,
            (select count(*) from boards where privacy = 'secret')::text as secret,
            (select count(*) from board_sections)::text as sections,
            (select count(*) from pins)::text as pins,
            (select count(*) from pins where source_pin_id is not null)::text as repins,
            (select max(pin_count) from boards) as largest,
            (select count(*) from boards where pin_count = 0)::text as empty`.execute(db);
  const r = result.rows[0]!;
  const n = (v: string | number) => Number(v).toLocaleString('en');
  return `${n(r.users)} users, ${n(r.boards)} boards (${n(r.secret)} secret, ${n(r.empty)} empty, largest ${n(
    r.largest,
  )} pins), ${n(r.sections)} sections, ${n(r.pins)} pins (${n(r.repins)} repins)`;
}

async function main(): Promise<void> {
  log(`target ${target.description}; media in ${target.mediaDir}`);
  log(
    `plan: ${plan.users} users, ${plan.boards} boards (${plan.secretRatio * 100}% secret), ` +
      `${plan.sectionBoards * plan.sectionsPerBoard} sections on ${plan.sectionBoards} boards, ${plan.pins} pins, ` +
      `${plan.images} images, batches of ${plan.batch}`,
  );
  const connection = await connect(target.database);
  const { db } = connection;
  if (options.flag('products-only', 'BENCH_PRODUCTS_ONLY')) {
    // An older generated database gets the product pins a fresh one has.
    await migrateToLatest(db);
    await run(db, MARK_PRODUCT_PINS);
    await run(db, 'vacuum analyze pins');
    log(`product pins marked in ${elapsed()}`);
    await connection.close();
    return;
  }
  try {
    if (connection.kind === 'postgres') {
      // NOTE: a bulk load need not wait for each batch's WAL flush; a crash mid-run means re-running anyway.
      await run(db, 'set synchronous_commit = off');
    }
    await prepare(db);
    const timings: Record<string, string> = {};
    let from = performance.now();
    const imageIds = await storeImages(db);
    timings.images = elapsed(from);
    from = performance.now();
    await insertUsers(db);
    await insertBoards(db);
    await insertSections(db);
    await insertPins(db, imageIds);
    await run(db, MARK_PRODUCT_PINS);
    await advanceSequences(db);
    await indexHashtags(db);
    timings.rows = elapsed(from);
    from = performance.now();
    await setCounters(db);
    timings.counters = elapsed(from);
    from = performance.now();
    // VACUUM also sets hint bits and the visibility map, so the first benchmark run does not pay for them.
    await run(db, 'vacuum analyze');
    timings['vacuum analyze'] = elapsed(from);
    const breakdown = Object.entries(timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    log(`generated in ${elapsed()} (${breakdown})`);
    if (!options.flag('skip-verify', 'BENCH_SKIP_VERIFY')) {
      await verifyCounters(db);
    }
    log(await summary(db));
  } finally {
    await connection.close();
  }
}

await main();
