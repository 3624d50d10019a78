import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { setMfaEnabledInCache } from './setMfaEnabledInCache';

const DisableMfaMutation = graphql(`
  mutation DisableMfaMutation($input: DisableMfaInput!) {
    disableMfa(input: $input) {
      __typename
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

/** Switches two-factor off and marks the viewer so in the cache. */
export function useDisableMfaMutation() {
  return useMutation(DisableMfaMutation, {
    update: (cache, { data }) => {
      if (data?.disableMfa.__typename === 'MutationDisableMfaSuccess') setMfaEnabledInCache(cache, false);
    },
  });
}
