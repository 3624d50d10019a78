/**
 * The hand-written baseline the GraphQL home feed is measured against: one joined SQL query and `node:http`,
 * answering the same JSON bytes as `homeFeed(first: 25)` with the pin card fields of `queries.ts` for a
 * signed-out visitor — outside the app's code paths (no Fastify, Apollo, Kysely or loaders), so the ratio says
 * what the app's layers cost. Any request path gets the first page.
 *
 *   npx tsx bench/raw.ts --database-url=postgres://… [--port=0]   # prints RAW_URL=http://127.0.0.1:<port>
 */
import { createServer } from 'node:http';
import pg from 'pg';

const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (v) => v);

interface FeedRow {
  id: string;
  title: string;
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
  board_id: string;
  board_name: string;
  board_slug: string;
  owner_username: string;
  pinner_id: string;
  pinner_username: string;
}

const PAGE = 25;

// The rule the app applies for a signed-out visitor: pins on public boards, newest first.
const FEED_SQL = `
  select p.id, p.title, i.signature, i.width, i.height, i.dominant_color,
         b.id as board_id, b.name as board_name, b.slug as board_slug, o.username as owner_username,
         u.id as pinner_id, u.username as pinner_username
  from pins p
  join boards b on b.id = p.board_id
  join images i on i.id = p.image_id
  join users o on o.id = b.owner_id
  join users u on u.id = p.pinner_id
  where b.privacy = 'public'
  order by p.id desc
  limit ${PAGE + 1}`;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const cursorOf = (id: string) => Buffer.from(JSON.stringify([id, id])).toString('base64url');
const path236 = (signature: string) =>
  `/media/236x/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}.jpg`;

/** The GraphQL answer's bytes, field for field in the order the query asks for them. */
function feedJson(rows: FeedRow[]): string {
  const page = rows.slice(0, PAGE);
  const edges = page.map((r) => {
    const width = Math.min(236, r.width);
    return {
      cursor: cursorOf(r.id),
      node: {
        id: globalId('Pin', r.id),
        entityId: r.id,
        title: r.title,
        imageSpec_236x: {
          url: path236(r.signature),
          width,
          height: Math.max(1, Math.round((r.height * width) / r.width)),
        },
        dominantColor: r.dominant_color,
        pinnedToBoard: {
          id: globalId('Board', r.board_id),
          name: r.board_name,
          url: `/${r.owner_username}/${r.board_slug}/`,
          owner: { username: r.owner_username },
        },
        pinner: { id: globalId('User', r.pinner_id), username: r.pinner_username },
      },
    };
  });
  const last = page.at(-1);
  // Apollo ends its JSON with a newline.
  return `${JSON.stringify({
    data: {
      homeFeed: {
        edges,
        pageInfo: { hasNextPage: rows.length > PAGE, endCursor: last ? cursorOf(last.id) : null },
      },
    },
  })}\n`;
}

/** Starts the baseline on 127.0.0.1; answers its URL and a way to stop it. */
export async function startRawServer(
  databaseUrl: string,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    idleTimeoutMillis: 5 * 60_000,
    // The app's planner setting (server/db/connect.ts): with Memoize this query takes 20 ms at 1M pins, not 0.3.
    options: '-c enable_memoize=off',
  });
  const server = createServer((request, response) => {
    request.resume();
    pool.query<FeedRow>({ name: 'raw_home_feed', text: FEED_SQL }).then(
      (result) => {
        const body = feedJson(result.rows);
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The raw server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
  const url = arg('database-url') ?? process.env.DATABASE_URL;
  if (!url) throw new Error('The raw baseline needs Postgres: --database-url or DATABASE_URL');
  const running = await startRawServer(url, Number(arg('port') ?? 0));
  console.log(`RAW_URL=${running.url}`);
}
