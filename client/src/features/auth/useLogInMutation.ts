import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const LogInMutation = graphql(`
  mutation LogInMutation($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on MutationLogInSuccess {
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
 * Logs in, or answers LogInMfaRequired with a ticket for the code step. The session cookie changes who every
 * cached answer was computed for (secret boards, write access), so the caller resets the store afterwards instead
 * of patching it.
 */
export function useLogInMutation() {
  return useMutation(LogInMutation);
}
