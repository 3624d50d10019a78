import type { FastifyRequest } from 'fastify';

/** The origin the request came to (behind trusted proxies, the one the client used): links are made absolute on it. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
