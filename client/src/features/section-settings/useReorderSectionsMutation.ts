import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { boardMoveErrorText } from '../../../../core/boardActions';
import { GENERIC_ERROR } from '../../../../core/texts';
import { graphql } from '../../gql';

const ReorderSectionsMutation = graphql(`
  mutation ReorderSectionsMutation($boardId: String!, $sectionIds: [String!]!) {
    reorderSections(boardId: $boardId, sectionIds: $sectionIds) {
      __typename
      ... on MutationReorderSectionsSuccess {
        data {
          __typename
          id
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

interface Edge {
  node: Reference;
}

interface Connection {
  edges: Edge[];
}

/**
 * Puts a board's sections in a new order: optimistic, so the list rearranges at once, and back as it was if
 * the server refuses (e.g. 2173 while another board action runs). Resolves to null on success, or the text.
 */
export function useReorderSectionsMutation() {
  const [mutate, state] = useMutation(ReorderSectionsMutation);
  const reorder = useCallback(
    async (
      boardId: { id: string; entityId: string },
      ordered: readonly { id: string; entityId: string }[],
    ) => {
      try {
        const { data } = await mutate({
          variables: { boardId: boardId.entityId, sectionIds: ordered.map((s) => s.entityId) },
          optimisticResponse: {
            reorderSections: {
              __typename: 'MutationReorderSectionsSuccess',
              data: ordered.map((s) => ({ __typename: 'BoardSection' as const, id: s.id })),
            },
          },
          update(cache, { data: result }) {
            if (result?.reorderSections.__typename !== 'MutationReorderSectionsSuccess') return;
            const order = result.reorderSections.data.map((s) =>
              cache.identify({ __typename: 'BoardSection', id: s.id }),
            );
            cache.modify({
              id: cache.identify({ __typename: 'Board', id: boardId.id }),
              fields: {
                sections(existing) {
                  const connection = existing as Connection;
                  const rank = (edge: Edge) => {
                    const index = order.indexOf(edge.node.__ref);
                    return index < 0 ? order.length : index;
                  };
                  return { ...connection, edges: [...connection.edges].sort((a, b) => rank(a) - rank(b)) };
                },
              },
            });
          },
        });
        const result = data?.reorderSections;
        if (result?.__typename === 'MutationReorderSectionsSuccess') return null;
        return result ? boardMoveErrorText(result, GENERIC_ERROR) : GENERIC_ERROR;
      } catch {
        return GENERIC_ERROR;
      }
    },
    [mutate],
  );
  return [reorder, state] as const;
}
