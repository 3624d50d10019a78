import { ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SESSION_EXPIRED } from '../../../core/texts';

/**
 * Whether an answer is the server's "session expired" refusal: a 403 failure envelope sent before the request
 * was looked at, because its CSRF echo did not match the cookie (cleared, or replaced by another tab meanwhile).
 */
export function isSessionExpired(status: number, bodyText: string): boolean {
  if (status !== 403) return false;
  try {
    return (JSON.parse(bodyText) as { message?: unknown }).message === SESSION_EXPIRED;
  } catch {
    return false;
  }
}

/**
 * The one place the client acts on that answer: the refusing response carries a fresh CSRF cookie, and the
 * refused request was never run, so it is sent again once (the CSRF link reads the new cookie). A second
 * refusal reaches the caller like any failed request.
 */
export const sessionExpiredLink = new ErrorLink(({ error, operation, forward }) => {
  if (!ServerError.is(error) || !isSessionExpired(error.statusCode, error.bodyText)) return;
  if (operation.getContext().sessionRetried) return;
  operation.setContext({ sessionRetried: true });
  return forward(operation);
});
