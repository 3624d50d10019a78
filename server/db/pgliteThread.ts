import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { rowOfValues } from './columns';

// PGlite is Postgres compiled to WebAssembly: it runs in the thread that calls it. Called from the server's thread,
// every statement's planning and execution competed with GraphQL for one core, and a slow one (a scan of every
// board) held every other request for its whole length. It runs in a thread of its own instead
// (pgliteWorker.ts), on the second core as a Postgres server would; the server's thread sends each statement with
// its parameters and gets its rows back (copied between threads, Dates and all).

/** What the database thread starts from. */
export interface ThreadStart {
  dataDir: string | null;
}

/** What the server's thread asks of the database thread. */
type ThreadCall =
  | { op: 'query'; text: string; params: unknown[]; tx: number | null }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

/** A message to the database thread; `id` pairs it with its reply. */
export type ThreadRequest = { id: number } & ThreadCall;

/** An error as it crosses threads: a structured clone keeps only an Error's message, not PGlite's `code`. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number>;
}

/** The reply to one request (id 0: the thread has opened the database, or failed to). */
export type ThreadReply = { id: number } & (
  | { ok: true; result: unknown }
  | { ok: false; error: ThreadError }
);

/** A statement's answer as it crosses threads: each row a list, in the order of `columns`. */
export interface ThreadRows {
  columns: string[];
  rows: unknown[][];
  affectedRows?: number | undefined;
}

interface QueryResult {
  rows: Record<string, unknown>[];
  affectedRows?: number | undefined;
}

/** The rows as objects again, as Kysely reads them. */
function rowObjects({ columns, rows, affectedRows }: ThreadRows): QueryResult {
  return { rows: rows.map((values) => rowOfValues(columns, values)), affectedRows };
}

/** What Kysely's PGlite dialect uses of PGlite, answered by the database thread. */
export interface PGliteThread {
  readonly closed: boolean;
  readonly ready: boolean;
  readonly waitReady: Promise<void>;
  query(text: string, params?: unknown[]): Promise<QueryResult>;
  transaction<T>(callback: (tx: { query: PGliteThread['query'] }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function errorOf({ name, message, fields }: ThreadError): Error {
  const error = new Error(message);
  error.name = name;
  return Object.assign(error, fields);
}

/**
 * The database thread's code: the bundle's pgliteWorker.mjs beside main.mjs when the server runs built
 * (scripts/buildServer.ts bundles it), or pgliteWorker.ts beside this file when it runs from its sources, loaded
 * through tsx's loader, which the thread registers first (a worker's `execArgv` cannot: Node 20 does not apply
 * `--import` to a worker's entry).
 */
function workerStart(bundled: URL | undefined): { entry: string | URL; eval: boolean } {
  if (bundled) return { entry: bundled, eval: false };
  if (!import.meta.url.endsWith('.ts'))
    return { entry: new URL('./pgliteWorker.mjs', import.meta.url), eval: false };
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const loader = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const worker = new URL('./pgliteWorker.ts', import.meta.url).href;
  return {
    entry: `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`,
    eval: true,
  };
}

/**
 * Starts the database thread on a folder (or in memory, for null); resolves once PGlite is open there. `bundled`
 * names a bundle of pgliteWorker.ts to run instead of the one workerStart finds (the PGlite tests build one).
 */
export async function startPGliteThread(dataDir: string | null, bundled?: URL): Promise<PGliteThread> {
  const { entry, eval: isCode } = workerStart(bundled);
  const worker = new Worker(entry, { workerData: { dataDir } satisfies ThreadStart, eval: isCode });
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let closed = false;

  // The thread keeps the process alive only while an answer is awaited: an open database alone does not (as
  // PGlite in the server's thread did not), and a script awaiting its last query is not ended under it.
  const holdWhileWaiting = () => (waiting.size > 0 ? worker.ref() : worker.unref());

  const opened = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (reply: ThreadReply) => {
    const waiter = waiting.get(reply.id);
    if (!waiter) return;
    waiting.delete(reply.id);
    holdWhileWaiting();
    if (reply.ok) waiter.resolve(reply.result);
    else waiter.reject(errorOf(reply.error));
  });
  const fail = (error: Error) => {
    closed = true;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database's thread ended (exit code ${code}).`)));

  function call(request: ThreadCall): Promise<unknown> {
    if (closed) return Promise.reject(new Error('The embedded database is closed.'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      holdWhileWaiting();
      worker.postMessage({ ...request, id });
    });
  }

  const queryOn =
    (tx: number | null) =>
    (text: string, params: unknown[] = []) =>
      (call({ op: 'query', text, params, tx }) as Promise<ThreadRows>).then(rowObjects);

  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  holdWhileWaiting();

  return {
    get closed() {
      return closed;
    },
    ready: true,
    waitReady: Promise.resolve(),
    query: queryOn(null),
    async transaction(callback) {
      const tx = (await call({ op: 'begin' })) as number;
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback({ query: queryOn(tx) });
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (closed) return;
      await call({ op: 'close' });
      closed = true;
      await worker.terminate();
    },
  };
}

/** The thread as the PGlite Kysely's dialect takes: it calls only what PGliteThread has. */
export function asPGlite(thread: PGliteThread): PGlite {
  return thread as unknown as PGlite;
}
