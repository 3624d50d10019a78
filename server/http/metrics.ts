import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import {
  metricsRegistry,
  observeGraphqlOperation,
  observeRequest,
  operationLabels,
  setQueueState,
  UNMATCHED_ROUTE,
} from '../infra/metrics';
import { queueState } from '../jobs/queue';

/** Compares digests, so neither the time taken nor a length check tells how much of the token was right. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Times every request by its route pattern (never the raw URL, which would make a series per pin). */
export function observeRequestDurations(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * Times GraphQL operations by name, through the bounded label set (OperationLabels); a request whose operation
 * never resolved (it did not parse or validate) counts as `(invalid)`.
 */
export function graphqlMetricsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, operationName }) {
          const label = operation ? operationLabels.labelFor(operationName) : '(invalid)';
          observeGraphqlOperation(
            label,
            operation?.operation ?? 'unknown',
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/**
 * GET /metrics, Prometheus text. Open in development and tests; in production (NODE_ENV=production) only with
 * METRICS_TOKEN set, and then only to `Authorization: Bearer <token>`: the figures tell an outsider how busy the
 * instance is and which operations it serves. The job queue's gauges are read from the jobs table at each
 * scrape, so they are the same whichever process answers.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  { access, db, now }: { access: Config['metrics']; db: Db; now: () => Date },
): void {
  if (access.kind === 'off') return;
  app.get('/metrics', { config: { operational: true } }, async (request, reply) => {
    if (access.kind === 'token') {
      const header = request.headers.authorization ?? '';
      const sent = /^Bearer (.+)$/i.exec(header)?.[1]?.trim() ?? '';
      if (!sameSecret(sent, access.token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('text/plain')
          .send('Metrics need the bearer token the operator set in METRICS_TOKEN.\n');
      }
    }
    try {
      setQueueState(await queueState(db, now()));
    } catch (error) {
      // The rest is still worth scraping while the database is away; the queue's gauges drop out meanwhile.
      setQueueState([]);
      request.log.warn({ err: error }, 'metrics: could not read the job queue');
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
