import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodesMutation($input: RegenerateRecoveryCodesInput!) {
    regenerateRecoveryCodes(input: $input) {
      __typename
      ... on MutationRegenerateRecoveryCodesSuccess {
        data
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

/** New recovery codes; nothing cached holds the old ones. */
export function useRegenerateRecoveryCodesMutation() {
  return useMutation(RegenerateRecoveryCodesMutation);
}
