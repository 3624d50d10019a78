import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { graphql } from '../../gql';
import { forgetBoardMembership } from './forgetBoardMembership';

const RespondToBoardInviteMutation = graphql(`
  mutation RespondToBoardInviteMutation($inviteId: String!, $accept: Boolean!) {
    respondToBoardInvite(inviteId: $inviteId, accept: $accept) {
      __typename
      ... on MutationRespondToBoardInviteSuccess {
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

type InviteBoard = { id: string; url: string; name: string };

export type InviteAnswer = { ok: true; board: InviteBoard | null } | { ok: false; text: string };

/** What the invitation pages show for an answer: the board joined, or the refusal as a toast words it. */
export function inviteAnswer(
  outcome: { ok: true; answer: { data: { board?: InviteBoard | null } } } | { ok: false; text: string },
): InviteAnswer {
  return outcome.ok
    ? { ok: true, board: outcome.answer.data.board ?? null }
    : { ok: false, text: outcome.text };
}

/**
 * Accepts or declines one of the viewer's invitations. It leaves the cached list of pending invitations; on
 * accepting, what the cache knew about the viewer's place on that board is dropped so it is asked again.
 */
export function useRespondToBoardInviteMutation() {
  const [mutate, state] = useMutation(RespondToBoardInviteMutation);
  const respond = useCallback(
    async (inviteId: string, accept: boolean): Promise<InviteAnswer> => {
      const outcome = await mutationOutcome(
        async () =>
          (
            await mutate({
              variables: { inviteId, accept },
              update(cache, { data: result }) {
                if (result?.respondToBoardInvite.__typename !== 'MutationRespondToBoardInviteSuccess') return;
                cache.modify({
                  fields: {
                    myBoardInvites(existing, { readField }) {
                      return (existing as readonly Reference[]).filter(
                        (ref) => readField('entityId', ref) !== inviteId,
                      );
                    },
                  },
                });
                const board = result.respondToBoardInvite.data.board;
                if (accept && board) forgetBoardMembership(cache, board.id);
              },
            })
          ).data?.respondToBoardInvite,
        'MutationRespondToBoardInviteSuccess',
        failureText,
      );
      return inviteAnswer(outcome);
    },
    [mutate],
  );
  return [respond, state] as const;
}
