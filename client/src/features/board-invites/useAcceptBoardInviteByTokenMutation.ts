import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { forgetBoardMembership } from './forgetBoardMembership';
import type { InviteAnswer } from './useRespondToBoardInviteMutation';

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
      try {
        const { data } = await mutate({
          variables: { token },
          update(cache, { data: result }) {
            const answer = result?.acceptBoardInviteByToken;
            if (answer?.__typename !== 'MutationAcceptBoardInviteByTokenSuccess') return;
            if (answer.data.board) forgetBoardMembership(cache, answer.data.board.id);
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBoardInvites' });
          },
        });
        const result = data?.acceptBoardInviteByToken;
        if (result?.__typename === 'MutationAcceptBoardInviteByTokenSuccess')
          return { ok: true, board: result.data.board ?? null };
        return { ok: false, text: failureText(result) };
      } catch (error) {
        return { ok: false, text: failureText(error) };
      }
    },
    [mutate],
  );
  return [accept, state] as const;
}
