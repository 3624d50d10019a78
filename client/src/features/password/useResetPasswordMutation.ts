import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const ResetPasswordMutation = graphql(`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on MutationResetPasswordSuccess {
        data {
          id
          username
        }
      }
      ...SignInAnswer_codeStep
      ...SignInAnswer_refusal
    }
  }
`);

/**
 * Sets a new password from a reset link. With two-factor on, it answers LogInMfaRequired (a ticket for the code
 * step) instead of signing in. On success the server has signed the person in with a new session, so,
 * as after log in, the caller resets the store for the new viewer instead of patching it.
 */
export function useResetPasswordMutation() {
  return useMutation(ResetPasswordMutation);
}
