import type { FastifyInstance } from 'fastify';
import { requireActor } from '../domain/auth';
import { businessProfiles } from '../domain/business';
import { respond } from './envelope';
import { userJson } from './serializers';

/** The business-access profiles of the signed-in person, keyed by profile id. */
export function registerBusinessRoutes(app: FastifyInstance): void {
  const profiles = (
    request: { ctx: Parameters<typeof businessProfiles>[0] },
    reply: Parameters<typeof respond>[0],
  ) =>
    respond(reply, async () => {
      requireActor(request.ctx);
      const entries = await Promise.all(
        (await businessProfiles(request.ctx)).map(async (profile) => {
          const user = await userJson(request.ctx, profile.user);
          return [
            profile.user.id,
            {
              id: profile.user.id,
              permissions: profile.permissions,
              user: {
                ...user,
                business_name: profile.user.business_name,
                img_url: user.image_medium_url,
              },
              viewer_meets_mfa_requirement: profile.viewerMeetsMfaRequirement,
            },
          ] as const;
        }),
      );
      return Object.fromEntries(entries);
    });
  app.get('/vx/business_access/profiles', profiles);
  app.get('/vx/business_access/profiles/', profiles);
}
