import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RenameSectionMutation = graphql(`
  mutation RenameSectionMutation($sectionId: String!, $name: String!) {
    renameSection(sectionId: $sectionId, name: $name) {
      __typename
      ... on MutationRenameSectionSuccess {
        data {
          id
          name
          title
          slug
        }
      }
      ... on DomainError {
        message
        messageDetail
        apiErrorCode
      }
    }
  }
`);

/** Renames a section (board members); the answer updates the cached section, its slug included. */
export function useRenameSectionMutation() {
  return useMutation(RenameSectionMutation);
}
