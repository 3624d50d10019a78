import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const FinishWelcomeMutation = graphql(`
  mutation FinishWelcomeMutation {
    finishWelcome {
      __typename
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
      ... on MutationFinishWelcomeSuccess {
        data
      }
    }
  }
`);

/** Skips the welcome: the server remembers, so it is not shown again. */
export function useFinishWelcomeMutation() {
  return useMutation(FinishWelcomeMutation);
}
