import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { setProfileRequiresMfa } from './businessCache';

const SetBusinessRequiresMfaMutation = graphql(`
  mutation SetBusinessRequiresMfaMutation($requiresMfa: Boolean!) {
    setBusinessRequiresMfa(requiresMfa: $requiresMfa) {
      __typename
      ... on MutationSetBusinessRequiresMfaSuccess {
        data {
          __typename
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
 * Turns the business's two-factor requirement on or off. The switch moves at once (optimistic); the change is
 * kept on the profile that stands for the business, and Apollo takes it back if the server refuses.
 */
export function useSetBusinessRequiresMfaMutation() {
  const [mutate, state] = useMutation(SetBusinessRequiresMfaMutation);
  const setRequiresMfa = useCallback(
    (business: { profileId: string; userId: string }, requiresMfa: boolean) =>
      mutate({
        variables: { requiresMfa },
        optimisticResponse: {
          setBusinessRequiresMfa: {
            __typename: 'MutationSetBusinessRequiresMfaSuccess',
            data: { __typename: 'User', id: business.userId },
          },
        },
        update(cache, { data }) {
          if (data?.setBusinessRequiresMfa.__typename !== 'MutationSetBusinessRequiresMfaSuccess') return;
          setProfileRequiresMfa(cache, business.profileId, requiresMfa);
        },
      }),
    [mutate],
  );
  return [setRequiresMfa, state] as const;
}
