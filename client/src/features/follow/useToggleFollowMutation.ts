import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { useViewer } from '../viewer/useViewer';
import { forgetFollowingFeed } from './forgetFollowingFeed';
import { shiftFollowingCount } from './shiftFollowingCount';

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

const FollowUserMutation = graphql(`
  mutation FollowUserMutation($userId: String!, $source: String) {
    followUser(userId: $userId, source: $source) {
      __typename
      ... on MutationFollowUserSuccess {
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

const UnfollowUserMutation = graphql(`
  mutation UnfollowUserMutation($userId: String!, $source: String) {
    unfollowUser(userId: $userId, source: $source) {
      __typename
      ... on MutationUnfollowUserSuccess {
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

/** What can be followed. */
export type FollowKind = 'board' | 'user';

/** A board or a person to follow or unfollow. */
export interface Followable {
  /** The cache id (global `id`). */
  id: string;
  entityId: string;
  followerCount: number;
}

/** The follow state a toggle leads to: the optimistic answer shows it at once. */
interface FollowState {
  id: string;
  followedByMe: boolean;
  followerCount: number;
}

type FollowAnswer =
  | { __typename: `Mutation${string}Success` }
  | { __typename: 'DomainError'; message: string; messageDetail?: string | null }
  | undefined;

interface FollowRequest {
  entityId: string;
  source: string;
  next: FollowState;
  viewerId: string | null;
}

/**
 * Sends the follow or unfollow of each kind with its optimistic answer. Following or unfollowing a person also
 * moves the viewer's own following count, in the same optimistic layer so that a failure rolls it back too.
 */
const SEND: Record<FollowKind, (client: ApolloClient, request: FollowRequest) => Promise<FollowAnswer>> = {
  async board(client, { entityId, source, next }) {
    const variables = { boardId: entityId, source };
    const data = { __typename: 'Board' as const, ...next };
    if (next.followedByMe) {
      const { data: answer } = await client.mutate({
        mutation: FollowBoardMutation,
        variables,
        optimisticResponse: { followBoard: { __typename: 'MutationFollowBoardSuccess', data } },
      });
      return answer?.followBoard;
    }
    const { data: answer } = await client.mutate({
      mutation: UnfollowBoardMutation,
      variables,
      optimisticResponse: { unfollowBoard: { __typename: 'MutationUnfollowBoardSuccess', data } },
    });
    return answer?.unfollowBoard;
  },
  async user(client, { entityId, source, next, viewerId }) {
    const variables = { userId: entityId, source };
    const data = { __typename: 'User' as const, ...next };
    const shift = next.followedByMe ? 1 : -1;
    if (next.followedByMe) {
      const { data: answer } = await client.mutate({
        mutation: FollowUserMutation,
        variables,
        optimisticResponse: { followUser: { __typename: 'MutationFollowUserSuccess', data } },
        update(cache, { data: result }) {
          if (result?.followUser.__typename === 'MutationFollowUserSuccess')
            shiftFollowingCount(cache, viewerId, shift);
        },
      });
      return answer?.followUser;
    }
    const { data: answer } = await client.mutate({
      mutation: UnfollowUserMutation,
      variables,
      optimisticResponse: { unfollowUser: { __typename: 'MutationUnfollowUserSuccess', data } },
      update(cache, { data: result }) {
        if (result?.unfollowUser.__typename === 'MutationUnfollowUserSuccess')
          shiftFollowingCount(cache, viewerId, shift);
      },
    });
    return answer?.unfollowUser;
  },
};

/** Where a follow happened when the caller does not say, logged with the event. */
const DEFAULT_SOURCE: Record<FollowKind, string> = { board: 'board_page', user: 'profile' };

/**
 * Follows or unfollows a board or a person optimistically: the button and the follower count (and,
 * for a person, the viewer's following count) change at once. A refusal or a failed request drops the optimistic
 * layer, so everything reads as before, and the error toast shows the server's text. Once a change has stuck,
 * the following feed is fetched again when next shown. Resolves to whether the change stuck.
 */
export function useToggleFollowMutation(kind: FollowKind) {
  const client = useApolloClient();
  const showToast = useToast();
  const viewerId = useViewer().user?.id ?? null;
  return useCallback(
    async (target: Followable, follow: boolean, source = DEFAULT_SOURCE[kind]): Promise<boolean> => {
      const next: FollowState = {
        id: target.id,
        followedByMe: follow,
        followerCount: follow ? target.followerCount + 1 : Math.max(0, target.followerCount - 1),
      };
      try {
        const answer = await SEND[kind](client, { entityId: target.entityId, source, next, viewerId });
        if (answer && answer.__typename !== 'DomainError') {
          forgetFollowingFeed(client.cache);
          return true;
        }
        showToast({ tone: 'error', text: failureText(answer) });
      } catch (error) {
        showToast({ tone: 'error', text: failureText(error) });
      }
      return false;
    },
    [kind, client, showToast, viewerId],
  );
}
