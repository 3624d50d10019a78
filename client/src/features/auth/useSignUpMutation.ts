import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const SignUpMutation = graphql(`
  mutation SignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on MutationSignUpSuccess {
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

/** Creates an account and signs it in; like log in, the caller resets the store for the new viewer. */
export function useSignUpMutation() {
  return useMutation(SignUpMutation);
}
