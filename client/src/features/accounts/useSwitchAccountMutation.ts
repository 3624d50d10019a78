import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { storeActingAs } from '../../apollo/actingAs';
import { graphql } from '../../gql';

const SwitchAccountMutation = graphql(`
  mutation SwitchAccountMutation($userId: String!) {
    switchAccount(userId: $userId) {
      __typename
      ... on MutationSwitchAccountSuccess {
        data {
          id
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

/**
 * Switches to another account signed in in this browser (login method 7). Every cached object was the old
 * account's, so on success the store is reset and the page loads afresh at home, as the new account's own
 * profile (no business profile acted for). Answers the server's refusal text, or null on success.
 */
export function useSwitchAccountMutation() {
  const [mutate, state] = useMutation(SwitchAccountMutation);
  const client = useApolloClient();
  const switchAccount = useCallback(
    async (userId: string): Promise<string | null> => {
      const { data } = await mutate({ variables: { userId } });
      const result = data?.switchAccount;
      if (result?.__typename !== 'MutationSwitchAccountSuccess') {
        return result?.__typename === 'DomainError' ? result.message : null;
      }
      storeActingAs(null);
      await client.clearStore();
      window.location.assign('/');
      return null;
    },
    [mutate, client],
  );
  return [switchAccount, state] as const;
}
