import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { forgetFollowingFeed } from '../follow/forgetFollowingFeed';
import { shiftFollowingCount } from '../follow/shiftFollowingCount';
import { useViewer } from '../viewer/useViewer';

const BlockUserMutation = graphql(`
  mutation BlockUserMutation($userId: String!, $source: String, $context: String) {
    blockUser(userId: $userId, source: $source, context: $context) {
      __typename
      ... on MutationBlockUserSuccess {
        data {
          __typename
          id
          blockedByMe
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

export interface BlockableUser {
  /** The person's cache id (global `id`). */
  id: string;
  entityId: string;
  followedByMe: boolean;
  followerCount: number;
}

/**
 * Blocks a person optimistically: they read as blocked at once, and as no longer followed (a block
 * ends follows both ways). A refusal or a failed request drops the optimistic layer, so they read as before, and
 * the error toast shows the server's text. Resolves to whether the block stuck.
 */
export function useBlockUserMutation() {
  const [mutate, state] = useMutation(BlockUserMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const viewerId = useViewer().user?.id ?? null;
  const blockUser = useCallback(
    async (user: BlockableUser, source = 'profile'): Promise<boolean> => {
      try {
        const { data } = await mutate({
          variables: { userId: user.entityId, source, context: '' },
          optimisticResponse: {
            blockUser: {
              __typename: 'MutationBlockUserSuccess',
              data: {
                __typename: 'User',
                id: user.id,
                blockedByMe: true,
                followedByMe: false,
                followerCount: user.followedByMe ? Math.max(0, user.followerCount - 1) : user.followerCount,
              },
            },
          },
          update(cache, { data: result }) {
            if (result?.blockUser.__typename === 'MutationBlockUserSuccess' && user.followedByMe)
              shiftFollowingCount(cache, viewerId, -1);
          },
        });
        if (data?.blockUser.__typename === 'MutationBlockUserSuccess') {
          // The blocked person's pins leave the viewer's feeds; which ones is the server's to say.
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'homeFeed' });
          forgetFollowingFeed(client.cache);
          return true;
        }
        showToast({ tone: 'error', text: failureText(data?.blockUser) });
      } catch (error) {
        showToast({ tone: 'error', text: failureText(error) });
      }
      return false;
    },
    [mutate, showToast, client, viewerId],
  );
  return [blockUser, state] as const;
}
