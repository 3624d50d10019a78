import type { FastifyInstance } from 'fastify';
import { emailExists } from '../domain/accounts';
import { requireViewer } from '../domain/auth';
import { validationError } from '../domain/errors';
import { loadUsers } from '../domain/users';
import { respond } from './envelope';
import { userJson } from './serializers';

export function registerUserRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { email?: string } }>('/v3/register/exists/', (request, reply) =>
    respond(reply, async () => {
      const email = request.query.email ?? '';
      if (!email) throw validationError('email is required', 'email');
      return emailExists(request.ctx, email);
    }),
  );

  app.get('/v3/users/me/', (request, reply) =>
    respond(reply, async () => {
      const viewer = requireViewer(request.ctx);
      const [user] = await loadUsers(request.ctx, [viewer.id]);
      return userJson(request.ctx, user!);
    }),
  );
}
