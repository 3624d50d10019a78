import type { FastifyInstance } from 'fastify';
import { boardById } from '../domain/boards';
import { notFound } from '../domain/errors';
import { pinById } from '../domain/pins';
import { respond } from './envelope';
import { pinJson } from './serializers';

export function registerPinRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/v3/pins/:id/', (request, reply) =>
    respond(reply, async () => {
      const pin = await pinById(request.ctx, request.params.id);
      if (!pin) throw notFound('Pin');
      return pinJson(request.ctx, pin, await boardById(request.ctx, pin.board_id));
    }),
  );
}
