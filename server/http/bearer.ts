import type { FastifyReply } from 'fastify';
import { failureBody } from '../rest/envelope';
import { V5_CODES } from '../rest/v5/failure';

/**
 * The secret of an `Authorization: Bearer …` header: null when the request has no bearer header (it may still
 * have a session cookie), '' when the header is there but names no token.
 */
export function bearerSecretOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!/^Bearer(\s|$)/i.test(header)) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

const BEARER_REFUSED = 'Authentication failed: the access token is unknown, expired or revoked.';

/**
 * Answers a request whose bearer token is not valid with 401 and the challenge OAuth clients read, in the
 * error body of the API the request was for.
 */
export function refuseBearer(url: string, reply: FastifyReply): FastifyReply {
  reply.header('www-authenticate', 'Bearer error="invalid_token"');
  if (url.startsWith('/v5/')) {
    return reply.status(401).send({ code: V5_CODES.authenticationFailed, message: BEARER_REFUSED });
  }
  return reply.status(401).send(failureBody({ code: 401, message: BEARER_REFUSED }));
}
