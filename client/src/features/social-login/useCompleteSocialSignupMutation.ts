import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const CompleteSocialSignupMutation = graphql(`
  mutation CompleteSocialSignupMutation($input: CompleteSocialSignupInput!) {
    completeSocialSignup(input: $input) {
      __typename
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
      ... on MutationCompleteSocialSignupSuccess {
        data {
          id
        }
      }
    }
  }
`);

/** Creates the account of the pending social sign-up; the caller resets the store (now signed in) and moves on. */
export function useCompleteSocialSignupMutation() {
  return useMutation(CompleteSocialSignupMutation);
}
