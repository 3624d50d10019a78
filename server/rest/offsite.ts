import type { FastifyInstance } from 'fastify';
import { checkOffsite } from '../domain/offsite';
import { respond } from './envelope';
import { requestField } from './resourceTypes';

/** POST /v3/offsite/: the check of an outbound link — its redirect_status and url. */
export function registerOffsiteRoutes(app: FastifyInstance): void {
  app.post('/v3/offsite/', (request, reply) =>
    respond(reply, async () => {
      const { status, url } = await checkOffsite(request.ctx, {
        url: requestField(request, 'url'),
        pinId: requestField(request, 'pin_id') || null,
      });
      return { redirect_status: status, url };
    }),
  );
}
