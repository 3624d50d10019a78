import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const UpdateBoardMutation = graphql(`
  mutation UpdateBoardMutation($input: UpdateBoardInput!) {
    updateBoard(input: $input) {
      __typename
      ... on MutationUpdateBoardSuccess {
        data {
          id
          name
          slug
          url
          description
          privacy
          hasCustomCover
          imageCoverUrl
          coverDominantColor
        }
      }
      ... on DomainError {
        message
        messageDetail
        field
      }
    }
  }
`);

/** Edits a board's name, description, privacy or cover (owner only). The answer updates the cached board. */
export function useUpdateBoardMutation() {
  return useMutation(UpdateBoardMutation);
}
