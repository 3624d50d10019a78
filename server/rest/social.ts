import type { FastifyInstance } from 'fastify';
import { validationError } from '../domain/errors';
import {
  blockUser,
  followBoard,
  followUser,
  unblockUser,
  unfollowBoard,
  unfollowUser,
} from '../domain/social';
import { respond } from './envelope';
import { textOf } from './fields';
import { type ResourceOptions, type ResourceTable, requestField } from './resourceTypes';
import { boardJson, userJson } from './serializers';

/** Where a follow came from, for the events log: the pin it was made from, when given. */
function followSource(o: ResourceOptions): string {
  const aux = o.aux_data as { pin_id?: unknown } | undefined;
  return aux?.pin_id ? `pin:${String(aux.pin_id)}` : 'web';
}

export const socialResources: ResourceTable = {
  UserFollowResource: {
    create: async (ctx, o) => userJson(ctx, await followUser(ctx, textOf(o, 'user_id'), followSource(o))),
    delete: async (ctx, o) => userJson(ctx, await unfollowUser(ctx, textOf(o, 'user_id'), followSource(o))),
  },
  UserBlockResource: {
    create: async (ctx, o) =>
      userJson(
        ctx,
        await blockUser(ctx, textOf(o, 'blocked_user_id'), {
          source: textOf(o, 'block_source'),
          context: textOf(o, 'block_context'),
        }),
      ),
    delete: async (ctx, o) => userJson(ctx, await unblockUser(ctx, textOf(o, 'blocked_user_id'))),
  },
};

export function registerSocialRoutes(app: FastifyInstance): void {
  app.put<{ Params: { id: string } }>('/v3/boards/:id/follow/', (request, reply) =>
    respond(reply, async () =>
      boardJson(request.ctx, await followBoard(request.ctx, request.params.id, 'web')),
    ),
  );
  app.delete<{ Params: { id: string } }>('/v3/boards/:id/follow/', (request, reply) =>
    respond(reply, async () =>
      boardJson(request.ctx, await unfollowBoard(request.ctx, request.params.id, 'web')),
    ),
  );
  app.put('/v3/users/follow/', (request, reply) =>
    respond(reply, async () => {
      const ids = requestField(request, 'followee_ids')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (ids.length === 0) throw validationError('followee_ids is required', 'followee_ids');
      if (ids.length > 50) throw validationError('Follow at most 50 people at once', 'followee_ids');
      const followed = [];
      for (const id of ids)
        followed.push(await userJson(request.ctx, await followUser(request.ctx, id, 'web')));
      return followed;
    }),
  );
}
