import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkOffsite } from '../domain/offsite';
import { respond } from './envelope';

function field(request: FastifyRequest, key: string): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = body[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** POST /v3/offsite/ (001 §7): the check of an outbound link — its redirect_status and url. */
export function registerOffsiteRoutes(app: FastifyInstance): void {
  app.post('/v3/offsite/', (request, reply) =>
    respond(reply, async () => {
      const { status, url } = await checkOffsite(request.ctx, {
        url: field(request, 'url'),
        pinId: field(request, 'pin_id') || null,
      });
      return { redirect_status: status, url };
    }),
  );
}
