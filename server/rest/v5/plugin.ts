import type { FastifyInstance, FastifyReply } from 'fastify';
import { asNotFoundIfRowId, DomainError } from '../../domain/errors';
import { boardRoutes } from './boards';
import { replyV5Failure, V5_CODES } from './failure';
import { mediaRoutes } from './media';
import { openApiDocument } from './openapi';
import { pinRoutes } from './pins';
import type { V5Route } from './route';
import { searchRoutes } from './search';
import { userAccountRoutes } from './userAccount';

/** Every /v5 operation Tackboard answers (OAuth's token paths are registered with the OAuth server). */
export const V5_ROUTES: readonly V5Route[] = [
  ...userAccountRoutes,
  ...boardRoutes,
  ...pinRoutes,
  ...mediaRoutes,
  ...searchRoutes,
];

const TOKEN_REQUIRED = 'Authentication failed: send an access token as Authorization: Bearer <token>.';
const NOT_FOUND_PATH = 'There is no such path in this API.';

/** Answers a failure in the v5 error body `{code, message}` (a missing row id is a not-found here). */
function sendV5Failure(reply: FastifyReply, thrown: unknown): FastifyReply {
  return replyV5Failure(reply, asNotFoundIfRowId(thrown));
}

function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * /v5: Pinterest-compatible REST for programs. It acts only through bearer tokens (the app never reads the
 * session cookie on these paths, so no CSRF token is needed), and answers every failure, rate limits included,
 * in the v5 error body.
 */
export async function registerV5Routes(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(V5_ROUTES);
  await app.register(
    async (scope) => {
      scope.setErrorHandler((error, _request, reply) => sendV5Failure(reply, error));
      scope.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ code: V5_CODES.notFound, message: NOT_FOUND_PATH }),
      );
      scope.get('/openapi.json', async () => document);
      for (const route of V5_ROUTES) {
        scope.route({
          method: route.method,
          url: fastifyPath(route.path),
          handler: async (request, reply) => {
            try {
              if (!request.ctx.grant) throw new DomainError('UNAUTHENTICATED', TOKEN_REQUIRED);
              const answer = await route.run(request.ctx, request);
              if (route.success.status === 204) return reply.status(204).send();
              return reply.status(route.success.status).send(answer);
            } catch (error) {
              return sendV5Failure(reply, error);
            }
          },
        });
      }
    },
    { prefix: '/v5' },
  );
}
