import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { forgetFollowingFeed } from './forgetFollowingFeed';
import type { FollowableBoard } from './useFollowBoardMutation';

const UnfollowBoardMutation = graphql(`
  mutation UnfollowBoardMutation($boardId: String!, $source: String) {
    unfollowBoard(boardId: $boardId, source: $source) {
      __typename
      ... on MutationUnfollowBoardSuccess {
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

/**
 * Unfollows a board optimistically; on a refusal or a failed request the board reads as followed
 * again and the error toast shows the server's text. Resolves to whether the unfollow stuck.
 */
export function useUnfollowBoardMutation() {
  const [mutate, state] = useMutation(UnfollowBoardMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const unfollowBoard = useCallback(
    async (board: FollowableBoard, source = 'board_page'): Promise<boolean> => {
      try {
        const { data } = await mutate({
          variables: { boardId: board.entityId, source },
          optimisticResponse: {
            unfollowBoard: {
              __typename: 'MutationUnfollowBoardSuccess',
              data: {
                __typename: 'Board',
                id: board.id,
                followedByMe: false,
                followerCount: Math.max(0, board.followerCount - 1),
              },
            },
          },
        });
        if (data?.unfollowBoard.__typename === 'MutationUnfollowBoardSuccess') {
          forgetFollowingFeed(client.cache);
          return true;
        }
        showToast({ tone: 'error', text: failureText(data?.unfollowBoard) });
      } catch (error) {
        showToast({ tone: 'error', text: failureText(error) });
      }
      return false;
    },
    [mutate, showToast, client],
  );
  return [unfollowBoard, state] as const;
}
