import type { FastifyInstance } from 'fastify';
import { splitFullName } from '../../core/fullName';
import { facebookLoginData, facebookProfileData } from '../domain/socialLogin';
import { respond } from './envelope';
import { requestField, requestList } from './resourceTypes';

/** The answer's fields; `fields` (comma-separated) may ask for fewer, the rest answer null. */
const PROFILE_FIELDS = ['birthday', 'email', 'first_name', 'gender', 'id', 'last_name', 'picture'] as const;

/**
 * The legacy Facebook calls over the facebook OpenID provider: the token is an ID token the
 * provider signed for us, checked against its published keys.
 */
export function registerFacebookRoutes(app: FastifyInstance): void {
  app.get('/v3/facebook/login_data/', (request, reply) =>
    respond(reply, async () => {
      const data = await facebookLoginData(request.ctx, {
        facebookId: requestField(request, 'facebook_id'),
        facebookToken: requestField(request, 'facebook_token'),
      });
      // gplus is Google's old name in the legacy client: both answer whether Google is connected.
      return {
        connected_to_gplus: data.connectedToGoogle,
        connected_to_google: data.connectedToGoogle,
        has_password: data.hasPassword,
      };
    }),
  );

  app.post('/v3/facebook/profile_data/', (request, reply) =>
    respond(reply, async () => {
      const asked = requestList(request, 'fields')
        .map((field) => field.trim())
        .filter(Boolean);
      const identity = await facebookProfileData(request.ctx, requestField(request, 'access_token'));
      const fromName = splitFullName(identity.name ?? '');
      const profile: Record<(typeof PROFILE_FIELDS)[number], string | null> = {
        birthday: identity.birthdate,
        email: identity.email,
        first_name: identity.givenName ?? (fromName.firstName || null),
        gender: identity.gender,
        id: identity.subject,
        last_name: identity.familyName ?? (fromName.lastName || null),
        picture: identity.picture,
      };
      if (asked.length === 0) return profile;
      return Object.fromEntries(
        PROFILE_FIELDS.map((field) => [field, asked.includes(field) ? profile[field] : null]),
      );
    }),
  );
}
