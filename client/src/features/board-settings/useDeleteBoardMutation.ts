import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type CachedConnection, lowerCount, withoutNodes } from '../../apollo/cachedConnection';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';

const DeleteBoardMutation = graphql(`
  mutation DeleteBoardMutation($boardId: String!) {
    deleteBoard(boardId: $boardId) {
      __typename
      ... on MutationDeleteBoardSuccess {
        data
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/**
 * Deletes a board with its sections and pins (owner only). It leaves its owner's cached board list and count and
 * the picker; feeds that may hold its pins are fetched again when next shown. Resolves to null on success, or
 * the text to show.
 */
export function useDeleteBoardMutation() {
  const [mutate, state] = useMutation(DeleteBoardMutation);
  const deleteBoard = useCallback(
    async (board: { id: string; entityId: string; ownerId: string }): Promise<string | null> => {
      try {
        const { data } = await mutate({
          variables: { boardId: board.entityId },
          update(cache, { data: result }) {
            if (result?.deleteBoard.__typename !== 'MutationDeleteBoardSuccess') return;
            const boardRef = cache.identify({ __typename: 'Board', id: board.id });
            cache.modify({
              id: cache.identify({ __typename: 'User', id: board.ownerId }),
              fields: {
                boards: (existing) => withoutNodes(existing as CachedConnection, new Set([boardRef])),
                boardCount: (count) => lowerCount(count),
              },
            });
            for (const fieldName of ['boardPicker', 'homeFeed', 'followingFeed'])
              cache.evict({ id: 'ROOT_QUERY', fieldName });
            // The owner's pin count loses the board's pins; how many were theirs is the server's to say.
            cache.evict({
              id: cache.identify({ __typename: 'User', id: board.ownerId }),
              fieldName: 'pinCount',
            });
          },
        });
        const result = data?.deleteBoard;
        return result?.__typename === 'MutationDeleteBoardSuccess' ? null : failureText(result);
      } catch (error) {
        return failureText(error);
      }
    },
    [mutate],
  );
  return [deleteBoard, state] as const;
}
