import type { FastifyInstance } from 'fastify';
import { botCheckChallenge } from '../domain/botCheck';
import { respond } from './envelope';
import { requestField } from './resourceTypes';

/**
 * `GET /v3/bot_check/challenge/?action=web_auth`: a proof-of-work challenge in ALTCHA's JSON shape (data is null
 * while BOT_CHECK=off). Its solution, base64-encoded, is the `bot_check_token` of the call.
 */
export function registerBotCheckRoutes(app: FastifyInstance): void {
  app.get('/v3/bot_check/challenge/', (request, reply) =>
    respond(reply, async () => {
      reply.header('cache-control', 'no-store');
      const challenge = await botCheckChallenge(request.ctx, requestField(request, 'action'));
      if (!challenge) return null;
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber,
        salt: challenge.salt,
        signature: challenge.signature,
        action: challenge.action,
        expires_at: challenge.expiresAt.toISOString(),
      };
    }),
  );
}
