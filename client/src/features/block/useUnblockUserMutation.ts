import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';

const UnblockUserMutation = graphql(`
  mutation UnblockUserMutation($userId: String!) {
    unblockUser(userId: $userId) {
      __typename
      ... on MutationUnblockUserSuccess {
        data {
          __typename
          id
          blockedByMe
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
 * Unblocks a person optimistically; on a refusal or a failed request they read as blocked again
 * and the error toast shows the server's text. Follows ended by the block stay ended. Resolves to whether the
 * unblock stuck.
 */
export function useUnblockUserMutation() {
  const [mutate, state] = useMutation(UnblockUserMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const unblockUser = useCallback(
    async (user: { id: string; entityId: string }): Promise<boolean> => {
      try {
        const { data } = await mutate({
          variables: { userId: user.entityId },
          optimisticResponse: {
            unblockUser: {
              __typename: 'MutationUnblockUserSuccess',
              data: { __typename: 'User', id: user.id, blockedByMe: false },
            },
          },
        });
        if (data?.unblockUser.__typename === 'MutationUnblockUserSuccess') {
          // Their public pins may show in the viewer's feed again.
          client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'homeFeed' });
          client.cache.gc();
          return true;
        }
        showToast({ tone: 'error', text: failureText(data?.unblockUser) });
      } catch (error) {
        showToast({ tone: 'error', text: failureText(error) });
      }
      return false;
    },
    [mutate, showToast, client],
  );
  return [unblockUser, state] as const;
}
