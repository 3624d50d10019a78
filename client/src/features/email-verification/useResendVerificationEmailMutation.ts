import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmailMutation {
    resendVerificationEmail {
      __typename
      ... on MutationResendVerificationEmailSuccess {
        data {
          ...EmailSettings_settings
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/** Mails a new verification link; the answer (when the next resend works) patches the cached settings. */
export function useResendVerificationEmailMutation() {
  return useMutation(ResendVerificationEmailMutation);
}
