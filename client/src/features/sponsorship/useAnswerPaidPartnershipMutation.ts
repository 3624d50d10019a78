import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import type { PaidPartnershipAnswer } from '../../gql/graphql';

const AnswerPaidPartnershipMutation = graphql(`
  mutation AnswerPaidPartnershipMutation($requestId: String!, $answer: PaidPartnershipAnswer!) {
    answerPaidPartnership(requestId: $requestId, answer: $answer) {
      __typename
      ... on MutationAnswerPaidPartnershipSuccess {
        data {
          id
          status
          answeredAt
          pin {
            id
            paidLabel
            paidPartnership {
              status
              brandName
            }
          }
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/**
 * The brand answers a paid-partnership request. The answer carries the request's new status and the pin's label,
 * so the requests page and every card of the pin in the cache update without a refetch. Resolves to the refusal's
 * text, or null on success.
 */
export function useAnswerPaidPartnershipMutation() {
  const [mutate, state] = useMutation(AnswerPaidPartnershipMutation);
  const answer = useCallback(
    async (requestId: string, how: PaidPartnershipAnswer): Promise<string | null> => {
      try {
        const { data } = await mutate({ variables: { requestId, answer: how } });
        const result = data?.answerPaidPartnership;
        return result?.__typename === 'MutationAnswerPaidPartnershipSuccess' ? null : failureText(result);
      } catch (error) {
        return failureText(error);
      }
    },
    [mutate],
  );
  return [answer, state] as const;
}
