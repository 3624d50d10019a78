import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { setMfaEnabledInCache } from './setMfaEnabledInCache';

const ConfirmMfaEnrollmentMutation = graphql(`
  mutation ConfirmMfaEnrollmentMutation($input: ConfirmMfaEnrollmentInput!) {
    confirmMfaEnrollment(input: $input) {
      __typename
      ... on MutationConfirmMfaEnrollmentSuccess {
        data
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

/** Switches two-factor on (answering the recovery codes) and marks the viewer so in the cache. */
export function useConfirmMfaEnrollmentMutation() {
  return useMutation(ConfirmMfaEnrollmentMutation, {
    update: (cache, { data }) => {
      if (data?.confirmMfaEnrollment.__typename === 'MutationConfirmMfaEnrollmentSuccess') {
        setMfaEnabledInCache(cache, true);
      }
    },
  });
}
