import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { useViewer } from '../viewer/useViewer';
import { forgetFollowingFeed } from './forgetFollowingFeed';
import { shiftFollowingCount } from './shiftFollowingCount';

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

export interface FollowableUser {
  /** The person's cache id (global `id`). */
  id: string;
  entityId: string;
  followerCount: number;
}

/**
 * Follows a person optimistically: their button and follower count, and the viewer's following
 * count, change at once. A refusal or a failed request drops the optimistic layer, so everything reads as
 * before, and the error toast shows the server's text. Resolves to whether the follow stuck.
 */
export function useFollowUserMutation() {
  const [mutate, state] = useMutation(FollowUserMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const viewerId = useViewer().user?.id ?? null;
  const followUser = useCallback(
    async (user: FollowableUser, source = 'profile'): Promise<boolean> => {
      try {
        const { data } = await mutate({
          variables: { userId: user.entityId, source },
          optimisticResponse: {
            followUser: {
              __typename: 'MutationFollowUserSuccess',
              data: {
                __typename: 'User',
                id: user.id,
                followedByMe: true,
                followerCount: user.followerCount + 1,
              },
            },
          },
          update(cache, { data: result }) {
            if (result?.followUser.__typename === 'MutationFollowUserSuccess')
              shiftFollowingCount(cache, viewerId, 1);
          },
        });
        if (data?.followUser.__typename === 'MutationFollowUserSuccess') {
          forgetFollowingFeed(client.cache);
          return true;
        }
        showToast({ tone: 'error', text: failureText(data?.followUser) });
      } catch (error) {
        showToast({ tone: 'error', text: failureText(error) });
      }
      return false;
    },
    [mutate, showToast, client, viewerId],
  );
  return [followUser, state] as const;
}
