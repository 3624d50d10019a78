import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const CreateBoardMutation = graphql(`
  mutation CreateBoardMutation($input: CreateBoardInput!) {
    createBoard(input: $input) {
      __typename
      ... on MutationCreateBoardSuccess {
        data {
          id
          entityId
          name
          url
          privacy
          sectionCount
          owner {
            id
          }
          ...BoardCard_board
          ...BoardPickerRow_board
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
}

/**
 * Creates a board and puts it first in its owner's cached board list (profiles list the most recently
 * arranged board first), bumping the owner's board count, and first in the board picker's list.
 */
export function useCreateBoardMutation() {
  return useMutation(CreateBoardMutation, {
    update(cache, { data }) {
      const result = data?.createBoard;
      if (result?.__typename !== 'MutationCreateBoardSuccess') return;
      const board = result.data;
      const boardId = cache.identify({ __typename: 'Board', id: board.id });
      cache.modify({
        id: cache.identify({ __typename: 'User', id: board.owner.id }),
        fields: {
          boards(existing, { readField, toReference }) {
            const connection = existing as ConnectionInCache;
            const ref = boardId ? toReference(boardId) : undefined;
            if (!ref || connection.edges.some((edge) => readField('id', edge.node) === board.id))
              return existing;
            return {
              ...connection,
              edges: [{ __typename: 'UserBoardsConnectionEdge', cursor: '', node: ref }, ...connection.edges],
            };
          },
          boardCount: (count) => (typeof count === 'number' ? count + 1 : count),
        },
      });
      cache.modify({
        fields: {
          boardPicker(existing, { readField, toReference }) {
            const picker = existing as { allBoards?: Reference[] } | undefined;
            const ref = boardId ? toReference(boardId) : undefined;
            if (!picker?.allBoards || !ref) return existing;
            if (picker.allBoards.some((item) => readField('id', item) === board.id)) return existing;
            return { ...picker, allBoards: [ref, ...picker.allBoards] };
          },
        },
      });
    },
  });
}
