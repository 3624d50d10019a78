import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordResetMutation($email: String!, $botCheckToken: String) {
    requestPasswordReset(email: $email, botCheckToken: $botCheckToken) {
      __typename
      ... on DomainError {
        code
        message
        messageDetail
        apiErrorCode
        field
      }
    }
  }
`);

/**
 * Asks for a reset link by email. The answer is the same whoever has an account (only a refused bot check is an
 * error), so nothing is cached or patched.
 */
export function useRequestPasswordResetMutation() {
  return useMutation(RequestPasswordResetMutation);
}
