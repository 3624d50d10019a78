import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkEmailRegistered } from '../domain/accounts';
import { requireViewer } from '../domain/auth';
import { validationError } from '../domain/errors';
import { loadUsers } from '../domain/users';
import { respond } from './envelope';
import { userJson } from './serializers';

export function registerUserRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { email?: string; bot_check_token?: string } }>(
    '/v3/register/exists/',
    (request, reply) =>
      respond(reply, async () => {
        const { email, bot_check_token: token } = request.query;
        if (typeof email !== 'string' || !email) throw validationError('email is required', 'email');
        return checkEmailRegistered(request.ctx, email, typeof token === 'string' ? token : null);
      }),
  );

  const me = (request: FastifyRequest, reply: FastifyReply) =>
    respond(reply, async () => {
      const viewer = requireViewer(request.ctx);
      const [user] = await loadUsers(request.ctx, [viewer.id]);
      return userJson(request.ctx, user!);
    });
  app.get('/v3/users/me/', me);
  // The legacy client posts here without a payload to confirm who is signed in (it then logs and runs its
  // callbacks on success): the same answer as reading it.
  app.post('/v3/users/me/', me);
}
