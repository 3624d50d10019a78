import type { FastifyInstance } from 'fastify';
import { type RawConversionEvent, receiveApiEvents } from '../../domain/conversions';
import { bearerSecretOf } from '../../http/bearer';
import { replyV5Failure } from './failure';

/** A request of the most events the API takes, with room for their fields. */
const EVENTS_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * POST /v5/ad_accounts/{ad_account_id}/events: the conversions API (Pinterest's shape). It is authenticated by a
 * conversion access token of that advertiser (Settings of /advertiser/:id/conversions/access_token), not by a
 * person's API token, so the app reads no session and no API token here. `?test=true` stores test events.
 * Answers 200 with each event's outcome, or 401 / 400 / 429 in the v5 error body.
 */
export function registerConversionsApi(app: FastifyInstance): void {
  app.post<{
    Params: { advertiserId: string };
    Querystring: { test?: string };
    Body: { data?: unknown } | null;
  }>(
    '/v5/ad_accounts/:advertiserId/events',
    { config: { ownCredentials: true }, bodyLimit: EVENTS_BODY_LIMIT },
    async (request, reply) => {
      try {
        const data = request.body?.data;
        const events = Array.isArray(data) ? (data as RawConversionEvent[]) : [];
        const outcomes = await receiveApiEvents(
          request.ctx,
          request.params.advertiserId,
          bearerSecretOf(request.headers.authorization),
          events,
          request.query.test === 'true',
        );
        const processed = outcomes.filter((o) => o.status !== 'failed').length;
        return reply.status(200).send({
          num_events_received: outcomes.length,
          num_events_processed: processed,
          events: outcomes.map((o) => ({
            status: o.status === 'failed' ? 'failed' : 'processed',
            error_message: o.errorMessage,
            warning_message:
              o.status === 'duplicate' ? 'Duplicate event_id: the event was already received.' : null,
          })),
        });
      } catch (error) {
        return replyV5Failure(reply, error);
      }
    },
  );
}
