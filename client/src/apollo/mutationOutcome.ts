import { GENERIC_ERROR } from '../../../core/texts';
import { domainErrorText } from '../ui/domainErrorText';

/** The refusal branch of a mutation's answer, with the fields a form shows. */
interface Refusal {
  __typename: 'DomainError';
  message: string;
  messageDetail?: string | null;
}

function isRefusal(answer: { __typename: string }): answer is Refusal {
  return answer.__typename === 'DomainError' && typeof (answer as { message?: unknown }).message === 'string';
}

/**
 * How a mutation went: its success branch, or the text to show instead, with the refusal it came from (to
 * put it under its field) when the server refused rather than the request failing.
 */
export type MutationOutcome<TAnswer extends { __typename: string }, TSuccess extends TAnswer['__typename']> =
  | { ok: true; answer: Extract<TAnswer, { __typename: TSuccess }> }
  | { ok: false; text: string; refusal: Extract<TAnswer, { __typename: 'DomainError' }> | null };

/**
 * Sends a mutation and maps its answer to what a form or toast shows: the success branch as it is; a
 * refusal as `refusalText` words it (the message and its detail, unless told otherwise); any other answer,
 * no answer or a failed request as "Uh oh! Something went wrong".
 */
export async function mutationOutcome<
  TAnswer extends { __typename: string },
  TSuccess extends TAnswer['__typename'],
>(
  send: () => Promise<TAnswer | null | undefined>,
  success: TSuccess,
  refusalText: (refusal: Refusal) => string = domainErrorText,
): Promise<MutationOutcome<TAnswer, TSuccess>> {
  let answer: TAnswer | null | undefined;
  try {
    answer = await send();
  } catch {
    return { ok: false, text: GENERIC_ERROR, refusal: null };
  }
  if (answer?.__typename === success) {
    return { ok: true, answer: answer as Extract<TAnswer, { __typename: TSuccess }> };
  }
  const refusal = answer as Extract<TAnswer, { __typename: 'DomainError' }> | null | undefined;
  if (refusal && isRefusal(refusal)) return { ok: false, text: refusalText(refusal), refusal };
  return { ok: false, text: GENERIC_ERROR, refusal: null };
}
