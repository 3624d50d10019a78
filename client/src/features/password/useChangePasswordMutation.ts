import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const ChangePasswordMutation = graphql(`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
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
 * Changes the signed-in person's password. This session stays and no cached object depends on the password,
 * so there is nothing to patch.
 */
export function useChangePasswordMutation() {
  return useMutation(ChangePasswordMutation);
}
