import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RegisterImageUrlMutation = graphql(`
  mutation RegisterImageUrlMutation($url: String!) {
    registerImageUrl(url: $url) {
      __typename
      ... on MutationRegisterImageUrlSuccess {
        data {
          ...UploadStatusFields
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/**
 * PUT /v3/pins/image/: the server fetches an image by its link, so the page can show our copy
 * (the page's policy only loads pictures from our own origin) and make the pin from the finished upload.
 */
export function useRegisterImageUrlMutation() {
  return useMutation(RegisterImageUrlMutation, { fetchPolicy: 'no-cache' });
}
