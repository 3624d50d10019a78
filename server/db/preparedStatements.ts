import { createHash } from 'node:crypto';
import { type PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type pg from 'pg';

// Postgres plans an unnamed statement at every execution. For the joined statements every page of cards runs
// (the card page: pins with board, owner, pinner, pictures, section, promoter and partnership; the promoted pin
// of a feed page) planning cost 2.2–3.5 ms each and execution 0.01–0.6 ms (Postgres log under load, 1M pins),
// so the database spent most of a feed request's time planning. A statement marked here is sent as a named
// prepared statement: parsed once per connection, and after five executions Postgres keeps a generic plan when
// it costs no more than the custom ones (its `plan_cache_mode = auto`). Only statements whose best plan does not
// depend on their values are marked (a search's plan does: a common word walks, a rare one reads the index);
// their LIMITs are literals, since a generic plan costs a `LIMIT $n` as unbounded.

const MARK = '/* prepared */';
const MARKED_SELECT = `select ${MARK} `;

/** At most this many distinct marked texts get a name in this process (a name costs the text's length here). */
const MAX_NAMES = 1000;

/**
 * The named statements one connection keeps: the first it meets; more run unnamed on it. A connection keeps every
 * named statement it ran, and a card page's generic plan holds ≈ 1 MB of its backend's memory
 * (`pg_backend_memory_contexts`), so this bounds what a client asking for many page sizes can make each connection
 * hold. The app's own pages use a few dozen.
 */
export const STATEMENTS_PER_CONNECTION = 64;

const names = new Map<string, string>();

/** Marks a select to run as a named prepared statement (the mark is a comment the two database adapters below look for). */
export function prepared<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return query.modifyFront(sql.raw(MARK));
}

/**
 * `column = any($n::bigint[])`: one statement text for a list of ids of any length, where `in (…)` writes one per
 * length — for a prepared statement, whose name is its text.
 */
export function idIsAny(column: string, ids: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = any(${ids}::bigint[])`;
}

/** `column <> all($n::bigint[])`, true for an empty list: like `idIsAny`, one statement text for any length. */
export function idIsNoneOf(column: string, ids: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} <> all(${ids}::bigint[])`;
}

/**
 * The name a statement runs under on a connection that already keeps `kept` (its names), or null to run it
 * unnamed: not marked, over the process's or the connection's bound.
 */
function statementName(
  text: string,
  kept: { has(name: string): boolean; readonly size: number },
): string | null {
  const name = text.startsWith(MARKED_SELECT) ? nameOf(text) : null;
  return name !== null && (kept.has(name) || kept.size < STATEMENTS_PER_CONNECTION) ? name : null;
}

function nameOf(text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMES) return null;
  const name = `tb_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * A plan Postgres cached for a prepared statement whose tables have changed shape since (a migration run by
 * another process while this one serves): "cached plan must not change result type".
 */
function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan');
}

type Query = PostgresPoolClient['query'];

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  // NOTE: after a stale plan the connection is closed on release, so its statements are parsed afresh elsewhere.
  let stale = false;
  const named = new Set<string>();
  const query = (text: unknown, values?: readonly unknown[]): unknown => {
    // A cursor (Kysely's streaming) goes through as it is.
    if (typeof text !== 'string') return client.query(text as pg.Submittable);
    const params = values as unknown[] | undefined;
    const name = stale ? null : statementName(text, named);
    if (name === null) return client.query(text, params);
    named.add(name);
    return client.query({ name, text, values: params }).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      stale = true;
      return client.query(text, params);
    });
  };
  return {
    query: query as Query,
    release: (destroy?: boolean) => client.release(destroy === true || stale),
    // Kysely reads the backend's process id (to cancel a query) when the client has it.
    get processID() {
      return (client as unknown as { processID?: number }).processID;
    },
  } as PostgresPoolClient;
}

/** The pool Kysely is given on Postgres: pg's own, with marked statements sent as named prepared statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = preparingClient(client);
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
  };
}

// PGlite, Postgres inside this process, plans as Postgres does but in WebAssembly (in its own thread:
// pgliteThread.ts): a feed's card page took 22–31 ms there as an unnamed statement and 8–9 ms named (the 200k-pin
// bench database, when it still ran in the thread that serves requests). Its client has no named statements, so a
// marked statement goes through its wire-protocol API: Parse and Describe once per database, then Bind, Execute and
// Sync, under the same two locks its own queries take (so it never runs inside another request's open
// transaction). Inside a transaction Kysely queries the transaction object, which is left as it is. NOTE: PGlite's
// own query also asks its file system to sync afterwards; on Node's file system and in memory (what the server and
// the tests use) that does nothing, so a read here skips it.

type PGliteQuery = PGlite['query'];

/** The PGlite instance Kysely is given: PGlite itself, with marked statements sent as named prepared statements. */
export function preparingPGlite(pglite: PGlite): PGlite {
  // The parameter types of each statement this database has parsed.
  const described = new Map<string, number[]>();
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  async function runNamed(
    name: string,
    text: string,
    params: readonly unknown[],
    rowMode: 'object' | 'array',
  ) {
    return pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        const messages: Awaited<ReturnType<typeof send>> = [];
        try {
          let types = described.get(name);
          if (!types) {
            await send(protocol.serialize.parse({ name, text }));
            types = parse.parseDescribeStatementResults(
              await send(protocol.serialize.describe({ type: 'S', name })),
            );
            described.set(name, types);
          }
          const paramTypes = types;
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serialize = pglite.serializers[paramTypes[i] ?? 0];
            return serialize ? (serialize(value) as string) : String(value);
          });
          messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
          messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
          messages.push(...(await send(protocol.serialize.execute({}))));
        } finally {
          messages.push(...(await send(protocol.serialize.sync())));
        }
        return parse.parseResults(messages, pglite.parsers, { rowMode })[0]!;
      }),
    );
  }

  const query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const name = statementName(text, described);
    if (name === null) return pglite.query(text, params, options);
    try {
      return await runNamed(name, text, params ?? [], options?.rowMode ?? 'object');
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // A table changed shape since it was parsed: parse it afresh next time, and answer this one unnamed.
      described.delete(name);
      await pglite.exec(`deallocate "${name}"`);
      return pglite.query(text, params, options);
    }
  }) as PGliteQuery;

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: call them on PGlite itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
