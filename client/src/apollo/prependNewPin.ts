import type { ApolloCache, Reference } from '@apollo/client';

interface ConnectionInCache {
  edges: { node: Reference }[];
}

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
        const connection = existing as ConnectionInCache | undefined;
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

/** A pin just made by a create or a save, with the lists it now belongs to. */
export interface NewPin {
  id: string;
  pinnedToBoard: { id: string };
  section?: { id: string } | null;
  pinner: { id: string };
}

/**
 * Puts a pin just created or saved first on its board, its section (when it has one) and its pinner's pins,
 * wherever those lists are cached, so they show it without a refetch.
 */
export function prependNewPin(cache: ApolloCache, pin: NewPin) {
  prependPin(cache, { __typename: 'Board', id: pin.pinnedToBoard.id }, 'BoardPinsConnectionEdge', pin.id);
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
