import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const VerifyLoginCodeMutation = graphql(`
  mutation VerifyLoginCodeMutation($input: VerifyLoginCodeInput!) {
    verifyLoginCode(input: $input) {
      __typename
      ... on MutationVerifyLoginCodeSuccess {
        data {
          id
          username
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
 * The log-in's code step. Success starts a session, so (as after log in) the caller resets the store for the new
 * viewer instead of patching it.
 */
export function useVerifyLoginCodeMutation() {
  return useMutation(VerifyLoginCodeMutation);
}
