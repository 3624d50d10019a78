import type { ApolloCache } from '@apollo/client';
import { MovablePin_pin, type PinPlace } from './movablePin';

/**
 * Where each selected pin is now, read from the cache (the page's query fetched MovablePin_pin for them). A pin
 * whose board this request may not read has no known place, so it is left out, like one not in the cache.
 */
export function readPinPlaces(cache: ApolloCache, pinIds: readonly string[]): PinPlace[] {
  return pinIds.flatMap((id) => {
    const pin = cache.readFragment({
      id: cache.identify({ __typename: 'Pin', id }),
      fragment: MovablePin_pin,
    });
    return pin?.pinnedToBoard
      ? [
          {
            id: pin.id,
            entityId: pin.entityId,
            boardId: pin.pinnedToBoard.id,
            sectionId: pin.section?.id ?? null,
          },
        ]
      : [];
  });
}
