import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';

const ArchiveBoardMutation = graphql(`
  mutation ArchiveBoardMutation($boardId: String!, $archived: Boolean!) {
    archiveBoard(boardId: $boardId, archived: $archived) {
      __typename
      ... on MutationArchiveBoardSuccess {
        data {
          __typename
          id
          archivedByMeAt
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
 * Archives a board for the viewer (any member), or restores it: optimistic, and an archived board leaves the
 * picker, so the cached picker is dropped. Resolves to null on success, or the text to show.
 */
export function useArchiveBoardMutation() {
  const [mutate, state] = useMutation(ArchiveBoardMutation);
  const archiveBoard = useCallback(
    async (board: { id: string; entityId: string }, archived: boolean): Promise<string | null> => {
      try {
        const { data } = await mutate({
          variables: { boardId: board.entityId, archived },
          optimisticResponse: {
            archiveBoard: {
              __typename: 'MutationArchiveBoardSuccess',
              data: {
                __typename: 'Board',
                id: board.id,
                archivedByMeAt: archived ? new Date().toISOString() : null,
              },
            },
          },
          update(cache, { data: result }) {
            if (result?.archiveBoard.__typename === 'MutationArchiveBoardSuccess')
              cache.evict({ id: 'ROOT_QUERY', fieldName: 'boardPicker' });
          },
        });
        const result = data?.archiveBoard;
        return result?.__typename === 'MutationArchiveBoardSuccess' ? null : failureText(result);
      } catch (error) {
        return failureText(error);
      }
    },
    [mutate],
  );
  return [archiveBoard, state] as const;
}
