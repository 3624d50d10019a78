import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type CachedConnection, lowerCount, withoutNodes } from '../../apollo/cachedConnection';
import { failureText } from '../../apollo/failureText';
import { graphql } from '../../gql';

const RemoveCollaboratorMutation = graphql(`
  mutation RemoveCollaboratorMutation($boardId: String!, $userId: String!) {
    removeCollaborator(boardId: $boardId, userId: $userId) {
      __typename
      ... on MutationRemoveCollaboratorSuccess {
        data
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/**
 * The owner removes a collaborator, or a collaborator leaves (their own id). Optimistic: the person leaves the
 * avatar group at once; when the viewer leaves, the board also reads as no longer theirs to write to. A refusal
 * puts everything back. Resolves to null on success, or the text to show.
 */
export function useRemoveCollaboratorMutation() {
  const [mutate, state] = useMutation(RemoveCollaboratorMutation);
  const remove = useCallback(
    async (
      board: { id: string; entityId: string },
      person: { id: string; entityId: string },
      options: { leaving: boolean },
    ): Promise<string | null> => {
      try {
        const { data } = await mutate({
          variables: { boardId: board.entityId, userId: person.entityId },
          optimisticResponse: {
            removeCollaborator: { __typename: 'MutationRemoveCollaboratorSuccess', data: true },
          },
          update(cache, { data: result }) {
            if (result?.removeCollaborator.__typename !== 'MutationRemoveCollaboratorSuccess') return;
            const personRef = cache.identify({ __typename: 'User', id: person.id });
            const boardRef = cache.identify({ __typename: 'Board', id: board.id });
            cache.modify({
              id: boardRef,
              fields: {
                collaboratingUsers: (existing) =>
                  withoutNodes(existing as CachedConnection, new Set([personRef])),
                collaboratorCount: (count) => lowerCount(count),
                ...(options.leaving
                  ? {
                      collaboratedByMe: () => false,
                      boardAccess: () => ['read'],
                    }
                  : {}),
              },
            });
            // A second pass, so it reads the count just lowered.
            cache.modify({
              id: boardRef,
              fields: {
                shouldShowBoardCollaborators: (show, { readField }) => {
                  const count = readField<number>('collaboratorCount');
                  return typeof count === 'number' ? count > 0 : show;
                },
                isCollaborative: (collaborative, { readField }) => {
                  const count = readField<number>('collaboratorCount');
                  return typeof count === 'number' ? count > 0 : collaborative;
                },
              },
            });
          },
        });
        const answer = data?.removeCollaborator;
        return answer?.__typename === 'MutationRemoveCollaboratorSuccess' ? null : failureText(answer);
      } catch (error) {
        return failureText(error);
      }
    },
    [mutate],
  );
  return [remove, state] as const;
}
