import { CombinedGraphQLErrors, type ServerError } from '@apollo/client/errors';
import type { LoadFailure } from '../../../core/failedLoad';

/** What the server said about a failed request: its status, codes and redirect, and its text to show. */
export interface FailureAnswer extends LoadFailure {
  /** The server's text for the person; null when the failure came with none (no answer, a body not ours). */
  message: string | null;
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A GraphQL error's extensions say what its REST twin's failure envelope says (see server/http/graphql.ts). */
function fromGraphqlErrors(errors: CombinedGraphQLErrors): FailureAnswer | null {
  const chosen =
    errors.errors.find((error) => numberOr(error.extensions?.status) !== null) ?? errors.errors[0];
  if (!chosen) return null;
  const extensions = chosen.extensions ?? {};
  return {
    status: numberOr(extensions.status),
    apiErrorCode: numberOr(extensions.apiErrorCode),
    redirectUrl: textOr(extensions.redirectUrl),
    message: textOr(chosen.message),
  };
}

/** A refusal made before GraphQL ran (a rate limit, a stale CSRF echo) comes as a /v3 failure envelope. */
function fromServerError(error: ServerError): FailureAnswer {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not our envelope (a proxy's page, an empty body): only the status is known.
  }
  const envelope = body.status === 'failure';
  return {
    status: error.statusCode,
    apiErrorCode: envelope ? numberOr(body.api_error_code) : null,
    redirectUrl: envelope ? textOr(body.redirect_url) : null,
    message: envelope ? textOr(body.message) : null,
  };
}

/**
 * Apollo's error for an HTTP failure, recognised by its name: importing the class for its `is` check would move
 * it out of the first page's chunk into one of its own, shared with this module's lazy importers.
 */
function isServerError(error: unknown): error is ServerError {
  return (
    error instanceof Error && error.name === 'ServerError' && 'statusCode' in error && 'bodyText' in error
  );
}

/**
 * Reads a failed request's error as the server answered it, from GraphQL errors or from a failure envelope;
 * null for a failure with no answer from the server (offline, aborted) or an error that is not a request's.
 */
export function failureAnswerOf(error: unknown): FailureAnswer | null {
  if (CombinedGraphQLErrors.is(error)) return fromGraphqlErrors(error);
  if (isServerError(error)) return fromServerError(error);
  return null;
}
