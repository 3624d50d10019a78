import { UNKNOWN_ERROR } from './texts';

/**
 * The text of the unauthenticated error modal: the error's own text as the server gave it, or "Unknown Error"
 * when the failure came without one (no answer, or a body that is not ours).
 */
export function unauthErrorText(message: string | null | undefined): string {
  const text = message?.trim();
  return text ? text : UNKNOWN_ERROR;
}
