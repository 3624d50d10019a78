import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { graphql } from '../../gql';
import { forgetBoardMembership } from './forgetBoardMembership';
import { type InviteAnswer, inviteAnswer } from './useRespondToBoardInviteMutation';

const AcceptBoardInviteByTokenMutation = graphql(`
  mutation AcceptBoardInviteByTokenMutation($token: String!) {
    acceptBoardInviteByToken(token: $token) {
      __typename
      ... on MutationAcceptBoardInviteByTokenSuccess {
        data {
          entityId
          status
          board {
            id
            url
            name
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

/** Accepts an emailed invitation by the token in its link (`/invite/{token}/`). */
export function useAcceptBoardInviteByTokenMutation() {
  const [mutate, state] = useMutation(AcceptBoardInviteByTokenMutation);
  const accept = useCallback(
    async (token: string): Promise<InviteAnswer> => {
      const outcome = await mutationOutcome(
        async () =>
          (
            await mutate({
              variables: { token },
              update(cache, { data: result }) {
                const answer = result?.acceptBoardInviteByToken;
                if (answer?.__typename !== 'MutationAcceptBoardInviteByTokenSuccess') return;
                if (answer.data.board) forgetBoardMembership(cache, answer.data.board.id);
                cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBoardInvites' });
              },
            })
          ).data?.acceptBoardInviteByToken,
        'MutationAcceptBoardInviteByTokenSuccess',
        failureText,
      );
      return inviteAnswer(outcome);
    },
    [mutate],
  );
  return [accept, state] as const;
}
