import type { LoginOutcome } from '../../core/loginOutcomes';
import { TEXT_PROBLEM_MESSAGES, type TextProblem } from '../../core/text';
import { PAGE_CURSOR_INVALID } from '../../core/texts';
import { isRowIdRefusal } from '../db/ids';
import { KeysetCursorError } from '../db/keyset';

export type DomainErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'MOVED';

/**
 * Internal api_error_code per kind of failure, as the legacy envelope carries it. 7 is the code the legacy
 * client reads on a 401 to send the user home. A move is numbered by its HTTP status, 301, as the envelope
 * numbers the refusals made outside the domain (403 for a stale CSRF echo, 500).
 */
const API_ERROR_CODES: Record<DomainErrorCode, number> = {
  VALIDATION: 1,
  UNAUTHENTICATED: 7,
  FORBIDDEN: 2,
  NOT_FOUND: 40,
  CONFLICT: 9,
  RATE_LIMITED: 12,
  MOVED: 301,
};

/** An expected failure: shown to the user with its text from core/; the write that raised it changed nothing. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly messageDetail: string | null;
  readonly apiErrorCode: number;
  /** The input field the message belongs under, when there is one. */
  readonly field: string | null;
  /**
   * For a NOT_FOUND, what was missing (`board`, `section`, `pin`, `person`, …), so an API that numbers its
   * not-founds by the missing thing (v5) takes it from here rather than guessing from the path it answered.
   */
  readonly missing: string | null;
  /** For a MOVED, the address (a path on this site) where what was asked for is now. */
  readonly redirectUrl: string | null;
  /** For a log-in that started no session, why, by the legacy outcome codes (core/loginOutcomes.ts). */
  readonly loginOutcome: LoginOutcome | null;

  constructor(
    code: DomainErrorCode,
    message: string,
    options: {
      messageDetail?: string | null;
      apiErrorCode?: number;
      field?: string | null;
      missing?: string | null;
      redirectUrl?: string | null;
      loginOutcome?: LoginOutcome | null;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.messageDetail = options.messageDetail ?? null;
    this.apiErrorCode = options.apiErrorCode ?? API_ERROR_CODES[code];
    this.field = options.field ?? null;
    this.missing = options.missing ?? null;
    this.redirectUrl = options.redirectUrl ?? null;
    this.loginOutcome = options.loginOutcome ?? null;
  }
}

export function validationError(message: string, field: string | null = null): DomainError {
  return new DomainError('VALIDATION', message, { field });
}

/** "Not found", naming what was missing in the message and in `missing` (lower case). */
export function notFound(what: string): DomainError {
  return new DomainError('NOT_FOUND', `Sorry, we couldn't find that ${what}.`, {
    missing: what.toLowerCase(),
  });
}

/**
 * "Moved": what was asked for by an old address lives at `redirectUrl` now (a board renamed since the link was
 * made). Not a refusal: the client goes there.
 */
export function moved(message: string, redirectUrl: string): DomainError {
  return new DomainError('MOVED', message, { redirectUrl });
}

/**
 * What an unexpected error from a request becomes for the client: a database refusal of an id as a bigint (see
 * isRowIdRefusal) is "not found"; a page cursor the list did not give out is a validation error under its
 * argument (rather than page 1 again); anything else stays as it is.
 */
export function asNotFoundIfRowId(error: unknown): unknown {
  if (error instanceof KeysetCursorError) return validationError(PAGE_CURSOR_INVALID, error.argument);
  return isRowIdRefusal(error) ? notFound('item') : error;
}

/** A text refused where requests arrive (core/text.ts), under the argument path it came in. */
export function textInputError(problem: TextProblem, path: string): DomainError {
  return validationError(TEXT_PROBLEM_MESSAGES[problem], path);
}
