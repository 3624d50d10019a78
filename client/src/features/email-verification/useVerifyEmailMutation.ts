import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      __typename
      ... on MutationVerifyEmailSuccess {
        data {
          ...EmailSettings_settings
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/** Opens a verification link. The answer is the account's EmailSettings, so a cached settings page updates. */
export function useVerifyEmailMutation() {
  return useMutation(VerifyEmailMutation);
}
