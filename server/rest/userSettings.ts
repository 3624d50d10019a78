import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';
import { recordTrackingEvent } from '../domain/tracking';
import { userSettings } from '../domain/userSettings';
import { addUserState, userStateValues } from '../domain/userStates';
import { respond } from './envelope';
import { textOf } from './fields';
import type { ResourceTable } from './resourceTypes';

export const userStateResources: ResourceTable = {
  /** Per-user state lists: create adds a value (claiming_upsells_seen ← POST_CREATE_UPSELL_V2). */
  UserStateResource: {
    create: async (ctx, o) => {
      const state = textOf(o, 'state');
      return { state, values: await addUserState(ctx, state, textOf(o, 'value')) };
    },
    get: async (ctx, o) => {
      const state = textOf(o, 'state');
      return { state, values: await userStateValues(ctx, state) };
    },
  },
};

/** A 1×1 transparent GIF: the answer to a tracking image request. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function registerUserSettingsRoutes(app: FastifyInstance): void {
  const settings = (
    request: { ctx: Parameters<typeof userSettings>[0] },
    reply: Parameters<typeof respond>[0],
  ) =>
    respond(reply, async () => {
      const view = await userSettings(request.ctx);
      return { connected_to_instagram: view.connectedToInstagram, listed_website_url: view.listedWebsiteUrl };
    });
  app.get('/v3/users/settings', settings);
  app.get('/v3/users/settings/', settings);

  // The tracking image request: client=web, event=pin_create_success|pin_create_fail|…, pin_id, path; a
  // visual_complete report adds page_kind and ms, or timeout_reason.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/v3/callback/event/',
    async (request, reply) => {
      const q = request.query;
      try {
        await recordTrackingEvent(request.ctx, {
          client: q.client ?? 'web',
          event: q.event ?? '',
          pinId: q.pin_id ?? null,
          path: q.path ?? null,
          pageKind: q.page_kind ?? null,
          durationMs: q.ms ? Number(q.ms) : null,
          timeoutReason: q.timeout_reason ?? null,
        });
      } catch (error) {
        // An image request has no one to show an error to; unknown events are simply not recorded.
        if (!(error instanceof DomainError)) throw error;
      }
      return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
    },
  );
}
