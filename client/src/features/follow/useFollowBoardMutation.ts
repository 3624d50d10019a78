import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { forgetFollowingFeed } from './forgetFollowingFeed';

const FollowBoardMutation = graphql(`
  mutation FollowBoardMutation($boardId: String!, $source: String) {
    followBoard(boardId: $boardId, source: $source) {
      __typename
      ... on MutationFollowBoardSuccess {
        data {
          __typename
          id
          followedByMe
          followerCount
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export interface FollowableBoard {
  /** The board's cache id (global `id`). */
  id: string;
  entityId: string;
  followerCount: number;
}

/**
 * Follows a board optimistically: the button and the count change at once. A refusal or a failed
 * request drops the optimistic layer, so the board reads as before, and the error toast shows the server's text.
 * Resolves to whether the follow stuck.
 */
export function useFollowBoardMutation() {
  const [mutate, state] = useMutation(FollowBoardMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const followBoard = useCallback(
    async (board: FollowableBoard, source = 'board_page'): Promise<boolean> => {
      try {
        const { data } = await mutate({
          variables: { boardId: board.entityId, source },
          optimisticResponse: {
            followBoard: {
              __typename: 'MutationFollowBoardSuccess',
              data: {
                __typename: 'Board',
                id: board.id,
                followedByMe: true,
                followerCount: board.followerCount + 1,
              },
            },
          },
        });
        if (data?.followBoard.__typename === 'MutationFollowBoardSuccess') {
          forgetFollowingFeed(client.cache);
          return true;
        }
        showToast({ tone: 'error', text: failureText(data?.followBoard) });
      } catch (error) {
        showToast({ tone: 'error', text: failureText(error) });
      }
      return false;
    },
    [mutate, showToast, client],
  );
  return [followBoard, state] as const;
}
