import type { FastifyInstance } from 'fastify';
import { keysetCursor } from '../db/keyset';
import { listHomeFeed } from '../domain/pins';
import { withPromotedPin } from '../domain/promote';
import { respond } from './envelope';
import { keysetPage, pageSizeOf } from './page';
import { requestField } from './resourceTypes';
import { pinsJson } from './serializers';

/**
 * GET /v3/feeds/home/?bookmark=…&page_size=…: the home feed for legacy clients, with the same promoted pin as the
 * GraphQL feed (is_promoted, promoter, recommendation_reason PROMOTED_PIN).
 */
export function registerFeedRoutes(app: FastifyInstance): void {
  app.get('/v3/feeds/home/', (request, reply) =>
    respond(reply, async () => {
      const ctx = request.ctx;
      const page = await keysetPage(
        {
          size: pageSizeOf(requestField(request, 'page_size')),
          bookmark: requestField(request, 'bookmark') || null,
        },
        (keyset) => listHomeFeed(ctx, keyset),
        (pin) => pin.feedKey,
      );
      const edges = await withPromotedPin(
        ctx,
        page.items.map((pin) => ({ cursor: keysetCursor(pin.feedKey, pin.id), node: pin })),
      );
      return {
        pins: await pinsJson(
          ctx,
          edges.map((edge) => edge.node),
        ),
        bookmark: page.bookmark,
      };
    }),
  );
}
