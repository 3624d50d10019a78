import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { useViewer } from '../viewer/useViewer';
import { forgetFollowingFeed } from './forgetFollowingFeed';
import { shiftFollowingCount } from './shiftFollowingCount';
import type { FollowableUser } from './useFollowUserMutation';

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

/**
 * Unfollows a person optimistically; on a refusal or a failed request they read as followed again
 * and the error toast shows the server's text. Resolves to whether the unfollow stuck.
 */
export function useUnfollowUserMutation() {
  const [mutate, state] = useMutation(UnfollowUserMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const viewerId = useViewer().user?.id ?? null;
  const unfollowUser = useCallback(
    async (user: FollowableUser, source = 'profile'): Promise<boolean> => {
      try {
        const { data } = await mutate({
          variables: { userId: user.entityId, source },
          optimisticResponse: {
            unfollowUser: {
              __typename: 'MutationUnfollowUserSuccess',
              data: {
                __typename: 'User',
                id: user.id,
                followedByMe: false,
                followerCount: Math.max(0, user.followerCount - 1),
              },
            },
          },
          update(cache, { data: result }) {
            if (result?.unfollowUser.__typename === 'MutationUnfollowUserSuccess')
              shiftFollowingCount(cache, viewerId, -1);
          },
        });
        if (data?.unfollowUser.__typename === 'MutationUnfollowUserSuccess') {
          forgetFollowingFeed(client.cache);
          return true;
        }
        showToast({ tone: 'error', text: failureText(data?.unfollowUser) });
      } catch (error) {
        showToast({ tone: 'error', text: failureText(error) });
      }
      return false;
    },
    [mutate, showToast, client, viewerId],
  );
  return [unfollowUser, state] as const;
}
