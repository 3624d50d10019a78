import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { boardMoveErrorText } from '../../../../core/boardActions';
import { GENERIC_ERROR } from '../../../../core/texts';
import { type CachedConnection, lowerCount, withoutNodes } from '../../apollo/cachedConnection';
import { graphql } from '../../gql';

const DeleteSectionMutation = graphql(`
  mutation DeleteSectionMutation($sectionId: String!) {
    deleteSection(sectionId: $sectionId) {
      __typename
      ... on MutationDeleteSectionSuccess {
        data
      }
      ... on DomainError {
        message
        messageDetail
        apiErrorCode
      }
    }
  }
`);

/**
 * Deletes a section; its pins stay on the board, now outside any section. The section leaves the board's cached
 * list and count, and its loaded pins read as sectionless. Resolves to null on success, or the text to show.
 */
export function useDeleteSectionMutation() {
  const [mutate, state] = useMutation(DeleteSectionMutation);
  const deleteSection = useCallback(
    async (section: { id: string; entityId: string }, boardId: string): Promise<string | null> => {
      try {
        const { data } = await mutate({
          variables: { sectionId: section.entityId },
          update(cache, { data: result }) {
            if (result?.deleteSection.__typename !== 'MutationDeleteSectionSuccess') return;
            const sectionRef = cache.identify({ __typename: 'BoardSection', id: section.id });
            const pins = cache.readFragment({ id: sectionRef, fragment: DeletedSectionPins_section });
            for (const edge of pins?.pins.edges ?? []) {
              cache.modify({
                id: cache.identify({ __typename: 'Pin', id: edge.node.id }),
                fields: { section: () => null },
              });
            }
            cache.modify({
              id: cache.identify({ __typename: 'Board', id: boardId }),
              fields: {
                sections: (existing) => withoutNodes(existing as CachedConnection, new Set([sectionRef])),
                sectionCount: (count) => lowerCount(count),
              },
            });
          },
        });
        const result = data?.deleteSection;
        if (result?.__typename === 'MutationDeleteSectionSuccess') return null;
        return result ? boardMoveErrorText(result, GENERIC_ERROR) : GENERIC_ERROR;
      } catch {
        return GENERIC_ERROR;
      }
    },
    [mutate],
  );
  return [deleteSection, state] as const;
}

const DeletedSectionPins_section = graphql(`
  fragment DeletedSectionPins_section on BoardSection {
    id
    pins {
      edges {
        node {
          id
        }
      }
    }
  }
`);
