import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry, Summary } from 'prom-client';
import type { Telemetry } from '../domain/telemetry';

/**
 * The process's metrics, served as Prometheus text at /metrics. One registry per process (not prom-client's
 * global one): every app, worker and database connection of the process reports into it, as one server would.
 */
export const metricsRegistry = new Registry();

collectDefaultMetrics({ register: metricsRegistry, prefix: 'tackboard_' });

/** Request and query times run from a millisecond to many seconds (an upload, a slow page). */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requestDuration = new Histogram({
  name: 'tackboard_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const graphqlDuration = new Histogram({
  name: 'tackboard_graphql_operation_duration_seconds',
  help: 'GraphQL operations by operation name (a bounded set; see OperationLabels) and kind.',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const queryDuration = new Histogram({
  name: 'tackboard_db_query_duration_seconds',
  help: 'Database statements by outcome (ok or error), timed by Kysely around the driver call.',
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

const mediaProcessing = new Histogram({
  name: 'tackboard_media_processing_duration_seconds',
  help: 'Processing of one upload or image link by the media worker, by outcome (ok or error).',
  labelNames: ['outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
  registers: [metricsRegistry],
});

const loginFailures = new Counter({
  name: 'tackboard_login_failures_total',
  help: 'Log-in tries refused for a wrong login, password or two-factor code.',
  registers: [metricsRegistry],
});

const loginThrottles = new Counter({
  name: 'tackboard_login_throttled_total',
  help: 'Log-in tries refused unchecked because too many failed before them.',
  registers: [metricsRegistry],
});

/**
 * How long pages took to look finished in people's browsers, by page kind: the median (and 90th percentile)
 * of the reports of the last ten minutes, a sliding window of five two-minute buckets.
 */
const visualComplete = new Summary({
  name: 'tackboard_page_visually_complete_seconds',
  help: 'Time for a page (home_feed, pin_closeup) to look finished in the browser, as reported by it; quantiles over the last 10 minutes.',
  labelNames: ['page_kind'] as const,
  percentiles: [0.5, 0.9],
  maxAgeSeconds: 600,
  ageBuckets: 5,
  registers: [metricsRegistry],
});

const visualTimeouts = new Counter({
  name: 'tackboard_page_visual_timeouts_total',
  help: 'Browser watches of a page that gave up (layout timeout, timing timeout), by page kind.',
  labelNames: ['page_kind', 'reason'] as const,
  registers: [metricsRegistry],
});

/** What a database connection reports about its connections right now. */
export interface PoolUse {
  /** The largest number of connections it may open. */
  max: number;
  /** Connections open now. */
  total: number;
  /** Open connections doing nothing (unknown for the embedded database, which queues inside PGlite). */
  idle: number | null;
  /** Queries waiting for a connection (unknown for the embedded database). */
  waiting: number | null;
}

const pools = new Map<symbol, { database: string; use: () => PoolUse }>();

function poolGauge(name: string, help: string, read: (use: PoolUse) => number | null): Gauge<'database'> {
  return new Gauge({
    name,
    help,
    labelNames: ['database'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      const sums = new Map<string, number>();
      for (const pool of pools.values()) {
        const value = read(pool.use());
        if (value !== null) sums.set(pool.database, (sums.get(pool.database) ?? 0) + value);
      }
      for (const [database, value] of sums) this.set({ database }, value);
    },
  });
}

poolGauge('tackboard_db_pool_max', 'Largest number of database connections the pool may open.', (u) => u.max);
poolGauge('tackboard_db_pool_total', 'Database connections open now.', (u) => u.total);
poolGauge(
  'tackboard_db_pool_idle',
  'Open database connections doing nothing (Postgres only).',
  (u) => u.idle,
);
poolGauge(
  'tackboard_db_pool_waiting',
  'Queries waiting for a free connection (Postgres only).',
  (u) => u.waiting,
);

/** Reports a database connection's pool on every scrape until the returned function is called. */
export function trackPool(database: 'postgres' | 'pglite', use: () => PoolUse): () => void {
  const key = Symbol(database);
  pools.set(key, { database, use });
  return () => {
    pools.delete(key);
  };
}

/** Kysely's log hook: every statement's time, failed ones apart. */
export function observeQuery(event: { level: 'query' | 'error'; queryDurationMillis: number }): void {
  queryDuration.observe(
    { outcome: event.level === 'query' ? 'ok' : 'error' },
    event.queryDurationMillis / 1000,
  );
}

export function observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
  requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
}

export function observeGraphqlOperation(operation: string, type: string, seconds: number): void {
  graphqlDuration.observe({ operation, type }, seconds);
}

export function observeMediaProcessing(outcome: 'ok' | 'error', seconds: number): void {
  mediaProcessing.observe({ outcome }, seconds);
}

/** The domain's telemetry, counted here. */
export const metricsTelemetry: Telemetry = {
  loginFailed: () => loginFailures.inc(),
  loginThrottled: () => loginThrottles.inc(),
  pageVisuallyComplete: (pageKind, ms) => visualComplete.observe({ page_kind: pageKind }, ms / 1000),
  pageVisualTimeout: (pageKind, reason) => visualTimeouts.inc({ page_kind: pageKind, reason }),
};

/** The queue's state as read at scrape time, per job type. */
export interface QueueState {
  type: string;
  /** Due and unclaimed (or their lease ran out). */
  waiting: number;
  /** Claimed by a worker whose lease holds. */
  running: number;
  /** Seconds since the oldest waiting job fell due; 0 when none waits. */
  oldestWaitingSeconds: number;
}

const jobsWaiting = new Gauge({
  name: 'tackboard_jobs_waiting',
  help: 'Jobs due and not held by any worker, by type (read from the jobs table at scrape time).',
  labelNames: ['type'] as const,
  registers: [metricsRegistry],
});

const jobsRunning = new Gauge({
  name: 'tackboard_jobs_running',
  help: 'Jobs held by a worker whose lease holds, by type.',
  labelNames: ['type'] as const,
  registers: [metricsRegistry],
});

const jobsOldestAge = new Gauge({
  name: 'tackboard_jobs_oldest_waiting_age_seconds',
  help: 'How long the oldest waiting job of each type has been due.',
  labelNames: ['type'] as const,
  registers: [metricsRegistry],
});

/** Replaces the queue gauges with what the jobs table holds now (types with no jobs drop out). */
export function setQueueState(states: readonly QueueState[]): void {
  jobsWaiting.reset();
  jobsRunning.reset();
  jobsOldestAge.reset();
  for (const state of states) {
    jobsWaiting.set({ type: state.type }, state.waiting);
    jobsRunning.set({ type: state.type }, state.running);
    jobsOldestAge.set({ type: state.type }, state.oldestWaitingSeconds);
  }
}

/** The label for requests no route matched, so unknown paths never become labels. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Operation names come from clients, so they cannot all become labels: each new name would be a new time
 * series. The first `max` distinct names get their own label (the web client has about a hundred operations);
 * later new names fold into `(other)`, names that are not plain GraphQL names of reasonable length too, and
 * operations without a name into `(anonymous)`.
 */
export class OperationLabels {
  private readonly known = new Set<string>();

  constructor(private readonly max: number) {}

  labelFor(name: string | null | undefined): string {
    if (!name) return '(anonymous)';
    if (this.known.has(name)) return name;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,79}$/.test(name) || this.known.size >= this.max) return '(other)';
    this.known.add(name);
    return name;
  }
}

/** Room for every operation of the web client and of a few API clients besides. */
export const MAX_OPERATION_LABELS = 300;

export const operationLabels = new OperationLabels(MAX_OPERATION_LABELS);
