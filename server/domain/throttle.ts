import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import { parseIpv4, parseIpv6 } from './networkAddress';

/** One limit: at most `max` tries per `windowMs` (a fixed window that starts with the first try). */
export interface ThrottleLimit {
  key: string;
  /** The account the bucket guards (`user:{id}`, `login:{typed}`), so they can all be forgiven at once. */
  subject: string | null;
  max: number;
  windowMs: number;
}

/** A try taken from a bucket, to give back if it turns out not to count (see giveBackTry). */
export interface TakenTry {
  key: string;
  windowStart: Date;
  /** The bucket's tries in its window, this one included. */
  tries: number;
}

/**
 * Takes one try from the bucket, or refuses (null) when its window is used up. One statement: the row lock of
 * the upsert makes parallel callers queue, so no two of them can both see the last free try — on Postgres with
 * many connections as on PGlite with one. A bucket whose window is over starts again at one.
 */
export async function takeTry(db: DbOrTx, limit: ThrottleLimit, now: Date): Promise<TakenTry | null> {
  const expired = new Date(now.getTime() - limit.windowMs);
  const row = await db
    .insertInto('throttle_buckets')
    .values({ key: limit.key, subject: limit.subject, tries: 1, window_start: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          tries: eb
            .case()
            .when('throttle_buckets.window_start', '<=', expired)
            .then(1)
            .else(sql<number>`throttle_buckets.tries + 1`)
            .end(),
          window_start: eb
            .case()
            .when('throttle_buckets.window_start', '<=', expired)
            .then(now)
            .else(eb.ref('throttle_buckets.window_start'))
            .end(),
        }))
        .where((eb) =>
          eb.or([
            eb('throttle_buckets.window_start', '<=', expired),
            eb('throttle_buckets.tries', '<', limit.max),
          ]),
        ),
    )
    .returning(['window_start', 'tries'])
    .executeTakeFirst();
  return row ? { key: limit.key, windowStart: new Date(row.window_start), tries: Number(row.tries) } : null;
}

/**
 * Gives a try back (it was not a failure after all). Only within the window it was taken in: once that window
 * is over the count has started again without it.
 */
export async function giveBackTry(db: DbOrTx, taken: TakenTry): Promise<void> {
  await db
    .updateTable('throttle_buckets')
    .set({ tries: sql<number>`tries - 1` })
    .where('key', '=', taken.key)
    .where('window_start', '=', taken.windowStart)
    .where('tries', '>', 0)
    .execute();
}

/** Empties the buckets: their tries are forgiven. */
export async function forgetBuckets(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('throttle_buckets')
    .where('key', 'in', [...keys])
    .execute();
}

/** Empties every bucket that guards the account. */
export async function forgetSubject(db: DbOrTx, subject: string): Promise<void> {
  await db.deleteFrom('throttle_buckets').where('subject', '=', subject).execute();
}

/** Drops buckets whose window ended long enough ago, so the table holds only the current windows. */
export async function pruneBuckets(db: DbOrTx, now: Date, longestWindowMs: number): Promise<void> {
  await db
    .deleteFrom('throttle_buckets')
    .where('window_start', '<=', new Date(now.getTime() - longestWindowMs))
    .execute();
}

/**
 * The part of a client address that limits are counted under: an IPv4 address as it is (IPv4-mapped IPv6
 * addresses too), an IPv6 address by its /64 — one home or server is usually given a whole /64, so counting
 * single IPv6 addresses would give an attacker billions of fresh buckets. Missing → one shared bucket.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const text = address.trim().replace(/^\[|\]$/g, '');
  if (parseIpv4(text) !== null) return text;
  const groups = parseIpv6(text);
  if (!groups) return `other:${text.slice(0, 100)}`;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const v4 = (groups[6] ?? 0) * 65536 + (groups[7] ?? 0);
    return [v4 >>> 24, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** A request counted by the request rate limiter: how many in the current window, and when that window began. */
export interface RequestCount {
  hits: number;
  windowStart: Date;
}

/**
 * Counts one request for `key` in a fixed window of `windowMs`, in one statement (an upsert), so every app
 * process on the database counts into the same row and parallel requests cannot lose a count. Unlike
 * takeTry, it always counts: the limiter decides from the total, and a client that keeps going past the
 * limit stays refused for the rest of the window.
 */
export async function countRequest(
  db: DbOrTx,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RequestCount> {
  const expired = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('request_rate_counts')
    .values({ key, hits: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('request_rate_counts.window_start', '<=', expired)
          .then(1)
          .else(sql<number>`request_rate_counts.hits + 1`)
          .end(),
        window_start: eb
          .case()
          .when('request_rate_counts.window_start', '<=', expired)
          .then(now)
          .else(eb.ref('request_rate_counts.window_start'))
          .end(),
      })),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowStart: new Date(row.window_start) };
}

/** Drops request counts whose window is over, so the table holds only the clients of the current window. */
export async function pruneRequestCounts(db: DbOrTx, now: Date, windowMs: number): Promise<void> {
  await db
    .deleteFrom('request_rate_counts')
    .where('window_start', '<=', new Date(now.getTime() - windowMs))
    .execute();
}
