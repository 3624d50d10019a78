import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { EmailSettings_settings } from './accountSettingsQuery';

const ChangeEmailMutation = graphql(`
  mutation ChangeEmailMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ... on MutationChangeEmailSuccess {
        data {
          ...EmailSettings_settings
        }
      }
      ... on DomainError {
        message
        messageDetail
        field
      }
    }
  }
`);

/**
 * Changes the signed-in person's address. The answer patches the cached EmailSettings; the cached User's email
 * (the viewer's own account, `userCacheId`) is patched here, since nothing else answers it.
 */
export function useChangeEmailMutation(userCacheId: string | null) {
  const [mutate, state] = useMutation(ChangeEmailMutation);
  const change = useCallback(
    (input: { email: string; currentPassword: string | null }) =>
      mutate({
        variables: { input },
        update(cache, { data }) {
          if (data?.changeEmail.__typename !== 'MutationChangeEmailSuccess' || !userCacheId) return;
          const { email } = getFragmentData(EmailSettings_settings, data.changeEmail.data);
          cache.modify({ id: userCacheId, fields: { email: () => email } });
        },
      }),
    [mutate, userCacheId],
  );
  return [change, state] as const;
}
