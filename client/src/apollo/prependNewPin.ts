import type { ApolloCache } from '@apollo/client';
import { type FragmentType, getFragmentData, graphql } from '../gql';
import type { CachedConnection } from './cachedConnection';

/**
 * What a create or a save must answer about the new pin so that every cached list it joins can show it without
 * a refetch: the pin as a grid card, its board and section as cards and picker rows, and the counts it changed.
 */
export const NewPin_pin = graphql(`
  fragment NewPin_pin on Pin {
    id
    entityId
    ...PinGrid_pin
    pinner {
      id
      pinCount
    }
    pinnedToBoard {
      id
      entityId
      name
      url
      layout
      pinCount
      imageCoverUrl
      ...BoardCard_board
      ...BoardPickerRow_board
    }
    section {
      id
      entityId
      name
      slug
      pinCount
      ...SectionCard_section
      ...SectionPickerRow_section
    }
  }
`);

/** Puts a new pin first in one cached pin list (lists are newest first), when that list is cached at all. */
function prependPin(
  cache: ApolloCache,
  owner: { __typename: 'Board' | 'BoardSection' | 'User'; id: string },
  edgeTypename: string,
  pinId: string,
) {
  const pinRef = cache.identify({ __typename: 'Pin', id: pinId });
  cache.modify({
    id: cache.identify(owner),
    fields: {
      pins(existing, { readField, toReference }) {
        const connection = existing as CachedConnection | undefined;
        const ref = pinRef ? toReference(pinRef) : undefined;
        if (!connection?.edges || !ref) return existing;
        if (connection.edges.some((edge) => readField('id', edge.node) === pinId)) return existing;
        return {
          ...connection,
          edges: [{ __typename: edgeTypename, cursor: '', node: ref }, ...connection.edges],
        };
      },
    },
  });
}

/**
 * Puts a pin just created or saved first on its board, its section (when it has one) and its pinner's pins,
 * wherever those lists are cached, so they show it without a refetch.
 */
export function prependNewPin(cache: ApolloCache, newPin: FragmentType<typeof NewPin_pin>) {
  const pin = getFragmentData(NewPin_pin, newPin);
  if (pin.pinnedToBoard) {
    prependPin(cache, { __typename: 'Board', id: pin.pinnedToBoard.id }, 'BoardPinsConnectionEdge', pin.id);
  }
  if (pin.section) {
    prependPin(
      cache,
      { __typename: 'BoardSection', id: pin.section.id },
      'BoardSectionPinsConnectionEdge',
      pin.id,
    );
  }
  prependPin(cache, { __typename: 'User', id: pin.pinner.id }, 'UserPinsConnectionEdge', pin.id);
}
