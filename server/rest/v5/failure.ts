import type { FastifyReply } from 'fastify';
import { SERVER_ERROR } from '../../../core/texts';
import { DomainError } from '../../domain/errors';
import { httpStatusOf } from '../httpStatus';

/** Pinterest's v5 `code` values Tackboard answers with: the error body's code, not the HTTP status. */
export const V5_CODES = {
  invalidParameters: 1,
  authenticationFailed: 2,
  forbidden: 3,
  notFound: 4,
  rateLimited: 8,
  conflict: 9,
  notPermitted: 29,
  userNotFound: 30,
  boardNotFound: 40,
  pinNotFound: 50,
  sectionNotFound: 2031,
} as const;

/** The code of each kind of expected failure. */
const KIND_CODES: Record<DomainError['code'], number> = {
  VALIDATION: V5_CODES.invalidParameters,
  UNAUTHENTICATED: V5_CODES.authenticationFailed,
  FORBIDDEN: V5_CODES.forbidden,
  NOT_FOUND: V5_CODES.notFound,
  CONFLICT: V5_CODES.conflict,
  RATE_LIMITED: V5_CODES.rateLimited,
  // v5 finds boards by id, which a rename keeps, so no v5 path answers a move; were one to, it is not there.
  MOVED: V5_CODES.notFound,
};

/**
 * Pinterest numbers a "not found" by what was missing, whichever path asked: a save to a missing board is the
 * board's code even on a pin's path. Anything else missing (an upload, a malformed id) is the plain not-found.
 */
const MISSING_CODES: Record<string, number> = {
  person: V5_CODES.userNotFound,
  board: V5_CODES.boardNotFound,
  pin: V5_CODES.pinNotFound,
  section: V5_CODES.sectionNotFound,
};

/** The v5 code of an expected failure; a not-found is numbered by what the domain found missing. */
export function v5ErrorCode(error: DomainError): number {
  if (error.code === 'NOT_FOUND' && error.missing !== null) {
    return MISSING_CODES[error.missing] ?? V5_CODES.notFound;
  }
  return KIND_CODES[error.code];
}

/**
 * A refusal of a /v5 request made before its route runs (the rate limit), answered in the v5 error body
 * `{ code, message }` by the app's and the v5 plugin's error handlers.
 */
export class V5Failure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  body(): { code: number; message: string } {
    return { code: this.code, message: this.message };
  }
}

/**
 * Answers a failure in the v5 error body `{code, message}`: a V5Failure as it is, a DomainError by its kind,
 * Fastify's own refusals (a body that is not JSON, or too large) as invalid parameters, anything else as 500.
 */
export function replyV5Failure(reply: FastifyReply, error: unknown): FastifyReply {
  // Refusals made before the route runs (the rate limit) already carry their v5 code.
  if (error instanceof V5Failure) return reply.status(error.statusCode).send(error.body());
  if (error instanceof DomainError) {
    if (error.code === 'UNAUTHENTICATED') reply.header('www-authenticate', 'Bearer');
    return reply.status(httpStatusOf(error.code)).send({ code: v5ErrorCode(error), message: error.message });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.status(status).send({
      code: V5_CODES.invalidParameters,
      message: error instanceof Error ? error.message : 'Bad request',
    });
  }
  reply.log.error(error);
  return reply.status(500).send({ code: 0, message: SERVER_ERROR });
}
