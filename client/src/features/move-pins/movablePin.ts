import { graphql } from '../../gql';

/**
 * Where a pin is: what a move or delete needs to know to take it out of the right lists. Board and section
 * pages spread it on the pins they show.
 */
export const MovablePin_pin = graphql(`
  fragment MovablePin_pin on Pin {
    id
    entityId
    pinnedToBoard {
      id
    }
    section {
      id
    }
  }
`);

export const MoveBoardCount_board = graphql(`
  fragment MoveBoardCount_board on Board {
    id
    pinCount
  }
`);

/** A selected pin, as read from the cache before it moves. */
export interface PinPlace {
  /** The pin's cache id (global `id`). */
  id: string;
  entityId: string;
  /** Cache ids of the board and section it is on now. */
  boardId: string;
  sectionId: string | null;
}

/** Where pins are going: cache ids and entity ids of the board and (optionally) the section. */
export interface MoveDestination {
  boardId: string;
  boardEntityId: string;
  boardName: string;
  sectionId: string | null;
  sectionEntityId: string | null;
  sectionName: string | null;
}
