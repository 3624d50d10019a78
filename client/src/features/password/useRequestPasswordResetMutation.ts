import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordResetMutation($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Asks for a reset link by email. The answer is always true, so nothing is cached or patched. */
export function useRequestPasswordResetMutation() {
  return useMutation(RequestPasswordResetMutation);
}
