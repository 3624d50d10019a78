import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { countRequest, pruneRequestCounts } from '../domain/throttle';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A store for @fastify/rate-limit that counts in the database, so every app process behind a load balancer
 * counts into the same window and a client cannot get N times the limit by landing on N processes. One
 * upsert per request (countRequest); counts whose window is over are dropped once a window, by any process.
 */
export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  let lastPrune = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Routes with limits of their own count apart from the global limit: their key names the route. */
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number, _max: number): void {
      const at = now();
      countRequest(db, `${this.prefix}${key}`, timeWindow, at).then(
        ({ hits, windowStart }) => {
          callback(null, {
            current: hits,
            ttl: Math.max(0, windowStart.getTime() + timeWindow - at.getTime()),
          });
          if (at.getTime() - lastPrune >= timeWindow) {
            lastPrune = at.getTime();
            pruneRequestCounts(db, at, timeWindow).catch((error: unknown) =>
              console.warn('[rate-limit] pruning old counts failed:', error),
            );
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      // NOTE: typed as the route's options, but the plugin passes the route's merged limit settings, the
      // route itself under routeInfo (its own Redis store reads it there too).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(null, `${String(route?.method ?? '')} ${String(route?.url ?? '')}|`);
    }
  }
  return DatabaseRateLimitStore;
}
