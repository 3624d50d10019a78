import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { boardMoveErrorText } from '../../../../core/boardActions';
import { GENERIC_ERROR } from '../../../../core/texts';
import { graphql } from '../../gql';
import { useToast } from '../../ui/toastContext';
import { MoveBoardCount_board, type MoveDestination } from './movablePin';
import { movePinsInCache } from './movePinsInCache';
import { readPinPlaces } from './readPinPlaces';

const MovePinsMutation = graphql(`
  mutation MovePinsMutation($input: MovePinsInput!) {
    movePins(input: $input) {
      __typename
      ... on MutationMovePinsSuccess {
        data {
          __typename
          pins {
            __typename
            id
            pinnedToBoard {
              __typename
              id
            }
            section {
              __typename
              id
            }
          }
          fromBoard {
            __typename
            id
            pinCount
          }
          toBoard {
            __typename
            id
            pinCount
          }
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

/** After a move, the boards' covers and the sections' preview pictures are the server's to say. */
const MovedBoardRefreshQuery = graphql(`
  query MovedBoardRefreshQuery($boardId: String!, $sections: Int!) {
    board(id: $boardId) {
      id
      imageCoverUrl
      coverDominantColor
      images170x
      sections(first: $sections) {
        edges {
          node {
            id
            ...SectionCard_section
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`);

/** Boards show their sections on one page (see the board page). */
const SECTIONS_PAGE_SIZE = 50;

/**
 * Moving pins to a board or section: optimistic — the pins leave the list they are in and
 * join the target's at once — and on a refusal they come back where they were, with the error toast: "Please
 * wait until the previous board action finishes." for 2171–2173, the server's message otherwise. Pins move from
 * one board at a time (the page's). Resolves to whether the move stuck.
 */
export function useMovePinsMutation() {
  const [mutate, state] = useMutation(MovePinsMutation);
  const client = useApolloClient();
  const showToast = useToast();
  const movePins = useCallback(
    async (pinIds: readonly string[], to: MoveDestination): Promise<boolean> => {
      const cache = client.cache;
      const pins = readPinPlaces(cache, pinIds);
      const fromBoardId = pins[0]?.boardId;
      if (!fromBoardId) return false;
      const countOf = (boardId: string) =>
        cache.readFragment({
          id: cache.identify({ __typename: 'Board', id: boardId }),
          fragment: MoveBoardCount_board,
        })?.pinCount ?? 0;
      const otherBoard = to.boardId !== fromBoardId;
      try {
        const { data } = await mutate({
          variables: {
            input: {
              pinIds: pins.map((pin) => pin.entityId),
              toBoardId: to.boardEntityId,
              toSectionId: to.sectionEntityId,
            },
          },
          optimisticResponse: {
            movePins: {
              __typename: 'MutationMovePinsSuccess',
              data: {
                __typename: 'MovedPins',
                pins: pins.map((pin) => ({
                  __typename: 'Pin' as const,
                  id: pin.id,
                  pinnedToBoard: { __typename: 'Board' as const, id: to.boardId },
                  section: to.sectionId ? { __typename: 'BoardSection' as const, id: to.sectionId } : null,
                })),
                fromBoard: {
                  __typename: 'Board',
                  id: fromBoardId,
                  pinCount: otherBoard
                    ? Math.max(0, countOf(fromBoardId) - pins.length)
                    : countOf(fromBoardId),
                },
                toBoard: {
                  __typename: 'Board',
                  id: to.boardId,
                  pinCount: otherBoard ? countOf(to.boardId) + pins.length : countOf(to.boardId),
                },
              },
            },
          },
          update(updating, { data: result }) {
            if (result?.movePins.__typename === 'MutationMovePinsSuccess')
              movePinsInCache(updating, pins, to);
          },
        });
        const result = data?.movePins;
        if (result?.__typename === 'MutationMovePinsSuccess') {
          for (const boardId of new Set([fromBoardId, to.boardId])) {
            const entityId = boardId === to.boardId ? to.boardEntityId : null;
            const id =
              entityId ??
              cache.readFragment({
                id: cache.identify({ __typename: 'Board', id: boardId }),
                fragment: MovedBoardEntityId_board,
              })?.entityId;
            if (id)
              void client
                .query({
                  query: MovedBoardRefreshQuery,
                  variables: { boardId: id, sections: SECTIONS_PAGE_SIZE },
                  fetchPolicy: 'network-only',
                })
                .catch(() => undefined);
          }
          return true;
        }
        showToast({
          tone: 'error',
          text: result ? boardMoveErrorText(result, GENERIC_ERROR) : GENERIC_ERROR,
        });
      } catch {
        showToast({ tone: 'error', text: GENERIC_ERROR });
      }
      return false;
    },
    [mutate, client, showToast],
  );
  return [movePins, state] as const;
}

const MovedBoardEntityId_board = graphql(`
  fragment MovedBoardEntityId_board on Board {
    id
    entityId
  }
`);
