import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
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

export type InviteAnswer =
  | { ok: true; board: { id: string; url: string; name: string } | null }
  | { ok: false; text: string };

/**
 * Accepts or declines one of the viewer's invitations. It leaves the cached list of pending invitations; on
 * accepting, what the cache knew about the viewer's place on that board is dropped so it is asked again.
 */
export function useRespondToBoardInviteMutation() {
  const [mutate, state] = useMutation(RespondToBoardInviteMutation);
  const respond = useCallback(
    async (inviteId: string, accept: boolean): Promise<InviteAnswer> => {
      try {
        const { data } = await mutate({
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
        });
        const result = data?.respondToBoardInvite;
        if (result?.__typename === 'MutationRespondToBoardInviteSuccess')
          return { ok: true, board: result.data.board ?? null };
        return { ok: false, text: failureText(result) };
      } catch (error) {
        return { ok: false, text: failureText(error) };
      }
    },
    [mutate],
  );
  return [respond, state] as const;
}
