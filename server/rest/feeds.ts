import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/constants';
import { keysetCursor } from '../db/keyset';
import { loadBoards } from '../domain/boards';
import { listHomeFeed } from '../domain/pins';
import { promotersOfPins, withPromotedPin } from '../domain/promote';
import { respond } from './envelope';
import { requestField } from './resourceTypes';
import { pinJson } from './serializers';

/**
 * GET /v3/feeds/home/?bookmark=…&page_size=…: the home feed for legacy clients, with the same promoted pin as the
 * GraphQL feed (is_promoted, promoter, recommendation_reason PROMOTED_PIN).
 */
export function registerFeedRoutes(app: FastifyInstance): void {
  app.get('/v3/feeds/home/', (request, reply) =>
    respond(reply, async () => {
      const ctx = request.ctx;
      const asked = Number(requestField(request, 'page_size') || DEFAULT_PAGE_SIZE);
      const size = Number.isFinite(asked)
        ? Math.max(1, Math.min(Math.trunc(asked), MAX_PAGE_SIZE))
        : DEFAULT_PAGE_SIZE;
      const rows = await listHomeFeed(ctx, {
        after: requestField(request, 'bookmark') || null,
        limit: size + 1,
        inverted: false,
      });
      const shown = rows.slice(0, size);
      const last = shown[shown.length - 1];
      const edges = await withPromotedPin(
        ctx,
        shown.map((pin) => ({ cursor: keysetCursor(pin.id, pin.id), node: pin })),
      );
      const pins = edges.map((edge) => edge.node);
      const boards = await loadBoards(
        ctx,
        pins.map((pin) => pin.board_id),
      );
      const promoters = await promotersOfPins(
        ctx,
        pins.map((pin) => pin.id),
      );
      const data = [];
      // NOTE: one pin at a time; PGlite has a single connection and the serializer runs several queries per pin.
      for (const [i, pin] of pins.entries()) {
        data.push(await pinJson(ctx, pin, boards[i] ?? null, promoters[i] ?? ''));
      }
      return { pins: data, bookmark: rows.length > size && last ? keysetCursor(last.id, last.id) : null };
    }),
  );
}
