import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GENERIC_ERROR } from '../../../../core/texts';

/**
 * Board create failure: the server message plus message_detail when present, or the text
 * itself when the failure is a plain string, otherwise "Uh oh! Something went wrong".
 */
export function createBoardErrorText(
  failure: { message: string; messageDetail?: string | null } | string | unknown,
): string {
  if (typeof failure === 'string') return failure || GENERIC_ERROR;
  if (CombinedGraphQLErrors.is(failure)) return failure.errors[0]?.message || GENERIC_ERROR;
  if (failure && typeof failure === 'object' && 'message' in failure && 'messageDetail' in failure) {
    const { message, messageDetail } = failure as { message: string; messageDetail?: string | null };
    if (!message) return GENERIC_ERROR;
    return messageDetail ? `${message} ${messageDetail}` : message;
  }
  return GENERIC_ERROR;
}
