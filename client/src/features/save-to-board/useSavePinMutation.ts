import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { SHORTLIST_SUGGESTIONS } from '../../../../core/boardPicker';
import { prependNewPin } from '../../apollo/prependNewPin';
import { graphql } from '../../gql';
import type { SavePinMutationMutation } from '../../gql/graphql';

const SavePinMutation = graphql(`
  mutation SavePinMutation($input: SavePinInput!) {
    savePin(input: $input) {
      __typename
      ... on MutationSavePinSuccess {
        data {
          id
          entityId
          ...NewPin_pin
          ...PinSavedModal_pin
          repinnedFrom {
            id
          }
          pinnedToBoard {
            id
            name
            url
          }
          section {
            id
            name
            slug
          }
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        apiErrorCode
      }
    }
  }
`);

/** The pin a save created, as the mutation answered it. */
export type SavedPin = Extract<
  NonNullable<SavePinMutationMutation['savePin']>,
  { __typename: 'MutationSavePinSuccess' }
>['data'];

/**
 * Saves (repins) a pin to a board or section and patches the cache so everything shows it at once, without a
 * refetch: the new pin goes first on its board, its section and the saver's pins; the counts and
 * the board cover come back with the answer; the board moves to the front of the picker (most recently saved
 * to and arranged); and the saved pin now reports this board as "already saved to".
 */
export function useSavePinMutation() {
  return useMutation(SavePinMutation, {
    update(cache, { data }) {
      const result = data?.savePin;
      if (result?.__typename !== 'MutationSavePinSuccess') return;
      const pin = result.data;
      const board = pin.pinnedToBoard;
      prependNewPin(cache, pin);
      if (!board) return;

      const boardKey = cache.identify({ __typename: 'Board', id: board.id });
      if (!boardKey) return;
      cache.modify({
        fields: {
          boardPicker(existing, { readField, toReference }) {
            const picker = existing as { allBoards?: Reference[]; boardsShortlist?: Reference[] } | undefined;
            const ref = toReference(boardKey);
            if (!picker?.allBoards || !ref) return existing;
            const others = (list: Reference[]) => list.filter((item) => readField('id', item) !== board.id);
            return {
              ...picker,
              allBoards: [ref, ...others(picker.allBoards)],
              boardsShortlist: [ref, ...others(picker.boardsShortlist ?? [])].slice(0, SHORTLIST_SUGGESTIONS),
            };
          },
        },
      });
      if (pin.repinnedFrom) {
        cache.modify({
          id: cache.identify({ __typename: 'Pin', id: pin.repinnedFrom.id }),
          fields: { alreadySavedTo: (_, { toReference }) => toReference(boardKey) ?? null },
        });
      }
    },
  });
}
