import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPGlite } from './pglite';
import type { ThreadError, ThreadReply, ThreadRequest, ThreadRows, ThreadStart } from './pgliteThread';

// The embedded database's own thread (see pgliteThread.ts): opens PGlite and answers the server thread's queries
// and transactions, each message with its id. PGlite queues what arrives together, as it did in the server's thread.

const port = parentPort;
if (!port) throw new Error('pgliteWorker.ts runs as a worker thread (pgliteThread.ts starts it).');

/** A transaction's callback ends with this to roll back; PGlite then rejects with it, which is not an error. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction's callback: true commits, false rolls back. */
  finish(commit: boolean): void;
  closed: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** What crosses to the server thread of an error: its text and PGlite's fields (code, detail, constraint…). */
function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

async function begin(pglite: PGlite): Promise<number> {
  let began!: (tx: Transaction) => void;
  let finish!: (commit: boolean) => void;
  const begun = new Promise<Transaction>((resolve) => {
    began = resolve;
  });
  const decided = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  const closed = pglite.transaction(async (tx) => {
    began(tx);
    if (!(await decided)) throw ROLLBACK;
  });
  // BEGIN itself can fail: then the transaction closes before its callback runs.
  const tx = await Promise.race([
    begun,
    closed.then(() => Promise.reject(new Error('The transaction closed before it began.'))),
  ]);
  const id = nextTransaction++;
  transactions.set(id, { tx, finish, closed });
  return id;
}

async function end(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}.`);
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.closed;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

async function answer(pglite: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.tx === null ? pglite : transactions.get(request.tx)?.tx;
      if (!on) throw new Error(`No open transaction ${request.tx}.`);
      // Rows as lists with the column names once: copying between threads then writes no name per row.
      const { rows, fields, affectedRows } = await on.query<unknown[]>(request.text, request.params, {
        rowMode: 'array',
      });
      return { columns: fields.map((field) => field.name), rows, affectedRows } satisfies ThreadRows;
    }
    case 'begin':
      return begin(pglite);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await pglite.close();
      return null;
  }
}

const start = workerData as ThreadStart;
try {
  const pglite = await openPGlite(start.dataDir);
  port.on('message', (request: ThreadRequest) => {
    answer(pglite, request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: threadError(error) } satisfies ThreadReply),
    );
  });
  port.postMessage({ id: 0, ok: true, result: null } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: threadError(error) } satisfies ThreadReply);
}
