import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SHORTLIST_SUGGESTIONS } from '../../../../core/boardPicker';
import { graphql } from '../../gql';
import { type PickerBoardData, pickerBoards } from './BoardPickerRow';

const PickerBoardsQuery = graphql(`
  query PickerBoardsQuery($shortlist: Int!) {
    boardPicker(shortlistSuggestions: $shortlist) {
      allBoards {
        id
        ...BoardPickerRow_board
      }
      boardsShortlist {
        id
        ...BoardPickerRow_board
      }
    }
  }
`);

/** The boards a picker offers, as loaded so far. */
export interface PickerBoards {
  loaded: boolean;
  allBoards: PickerBoardData[];
  shortlist: PickerBoardData[];
  error: unknown;
  refetch: () => unknown;
}

/**
 * The viewer's boards for choosing where a new pin goes: all of them and the shortlist of recent ones. Cached boards show at once; the server's current list follows.
 */
export function usePickerBoards(): PickerBoards {
  const { data, error, refetch } = useQuery(PickerBoardsQuery, {
    variables: { shortlist: SHORTLIST_SUGGESTIONS },
    fetchPolicy: 'cache-and-network',
  });
  const allBoards = useMemo(() => pickerBoards(data?.boardPicker.allBoards ?? []), [data]);
  const shortlist = useMemo(() => pickerBoards(data?.boardPicker.boardsShortlist ?? []), [data]);
  return { loaded: Boolean(data), allBoards, shortlist, error, refetch };
}
