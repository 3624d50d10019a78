import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RegisterUploadMutation = graphql(`
  mutation RegisterUploadMutation($type: UploadType!) {
    registerUpload(type: $type) {
      __typename
      ... on MutationRegisterUploadSuccess {
        data {
          uploadId
          uploadUrl
          uploadParameters {
            name
            value
          }
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/** VIPResource create: where and with which signed fields to post a file. Nothing to cache. */
export function useRegisterUploadMutation() {
  return useMutation(RegisterUploadMutation, { fetchPolicy: 'no-cache' });
}
