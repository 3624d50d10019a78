import type { DomainErrorCode } from '../domain/errors';

/** The HTTP status each kind of expected failure is answered with; the domain names the kind only. */
const HTTP_STATUS: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  MOVED: 301,
};

export function httpStatusOf(code: DomainErrorCode): number {
  return HTTP_STATUS[code];
}
