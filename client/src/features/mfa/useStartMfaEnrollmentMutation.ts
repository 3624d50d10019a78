import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const StartMfaEnrollmentMutation = graphql(`
  mutation StartMfaEnrollmentMutation {
    startMfaEnrollment {
      __typename
      ... on MutationStartMfaEnrollmentSuccess {
        data {
          secret
          otpauthUri
          qrCodeDataUrl
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

/** A new authenticator secret to set up; nothing cached changes until it is confirmed. */
export function useStartMfaEnrollmentMutation() {
  return useMutation(StartMfaEnrollmentMutation);
}
