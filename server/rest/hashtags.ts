import type { FastifyInstance } from 'fastify';
import { hashtagSuggestions } from '../domain/hashtags';
import { respond } from './envelope';
import { requestField } from './resourceTypes';

/** GET /v3/search/autocomplete/: hashtag suggestions, each its query and, asked for, pin_count. */
export function registerHashtagRoutes(app: FastifyInstance): void {
  app.get('/v3/search/autocomplete/', (request, reply) =>
    respond(reply, async () => {
      const withCount = requestField(request, 'show_pin_count') === 'true';
      const suggestions = await hashtagSuggestions(request.ctx, requestField(request, 'q'));
      return suggestions.map((s) =>
        withCount ? { query: s.query, pin_count: s.pinCount } : { query: s.query },
      );
    }),
  );
}
