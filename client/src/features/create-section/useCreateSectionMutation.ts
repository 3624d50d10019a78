import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const CreateSectionMutation = graphql(`
  mutation CreateSectionMutation($input: CreateSectionInput!) {
    createSection(input: $input) {
      __typename
      ... on MutationCreateSectionSuccess {
        data {
          id
          entityId
          name
          slug
          board {
            id
          }
          ...SectionCard_section
          ...SectionPickerRow_section
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

interface ConnectionInCache {
  edges: { node: Reference }[];
  pageInfo?: { hasNextPage?: boolean };
}

/**
 * Creates a section and appends it to its board's cached sections (sections list oldest first), bumping the
 * board's section count. When later pages are not loaded yet, the new section arrives with them instead.
 */
export function useCreateSectionMutation() {
  return useMutation(CreateSectionMutation, {
    update(cache, { data }) {
      const result = data?.createSection;
      if (result?.__typename !== 'MutationCreateSectionSuccess') return;
      const section = result.data;
      const sectionId = cache.identify({ __typename: 'BoardSection', id: section.id });
      cache.modify({
        id: cache.identify({ __typename: 'Board', id: section.board.id }),
        fields: {
          sections(existing, { readField, toReference }) {
            const connection = existing as ConnectionInCache;
            const ref = sectionId ? toReference(sectionId) : undefined;
            if (!ref || connection.pageInfo?.hasNextPage) return existing;
            if (connection.edges.some((edge) => readField('id', edge.node) === section.id)) return existing;
            return {
              ...connection,
              edges: [
                ...connection.edges,
                { __typename: 'BoardSectionsConnectionEdge', cursor: '', node: ref },
              ],
            };
          },
          sectionCount: (count) => (typeof count === 'number' ? count + 1 : count),
        },
      });
    },
  });
}
