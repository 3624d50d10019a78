import { GENERIC_ERROR } from '../../../core/texts';

/** What a mutation's DomainError branch carries (fields the operation selected). */
export interface DomainFailure {
  __typename: 'DomainError';
  message: string;
  messageDetail?: string | null;
  apiErrorCode?: number | null;
}

/**
 * The text an error toast shows for a failed mutation: the server's message_detail or message for a refusal
 * (as for a failed save), "Uh oh! Something went wrong" when the request itself failed.
 */
export function failureText(failure: DomainFailure | unknown): string {
  if (
    failure &&
    typeof failure === 'object' &&
    '__typename' in failure &&
    failure.__typename === 'DomainError'
  ) {
    const { message, messageDetail } = failure as DomainFailure;
    return messageDetail || message || GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}
