import type { ApolloCache, Reference } from '@apollo/client';
import { lowerCount, withoutNodes } from '../../apollo/cachedConnection';
import type { MoveDestination, PinPlace } from './movablePin';

interface Edge {
  __typename?: string;
  cursor: string;
  node: Reference;
}

interface Connection {
  edges: Edge[];
  pageInfo?: { hasNextPage?: boolean };
}

type ReadField = (fieldName: string, from: Reference) => unknown;

function entityOrder(value: unknown): bigint {
  return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : 0n;
}

/**
 * Puts pins into a cached list where the server would list them: newest (highest id) first. A pin that sorts
 * after everything loaded while more pages wait is left for those pages to bring.
 */
function withInserted(
  connection: Connection,
  pins: readonly { ref: string; entityId: string }[],
  edgeTypename: string,
  readField: ReadField,
): Connection {
  const edges = [...connection.edges];
  const present = new Set(edges.map((edge) => edge.node.__ref));
  for (const pin of pins) {
    if (present.has(pin.ref)) continue;
    const order = entityOrder(pin.entityId);
    const index = edges.findIndex((edge) => entityOrder(readField('entityId', edge.node)) < order);
    const edge: Edge = { __typename: edgeTypename, cursor: '', node: { __ref: pin.ref } };
    if (index >= 0) edges.splice(index, 0, edge);
    else if (!connection.pageInfo?.hasNextPage) edges.push(edge);
  }
  return { ...connection, edges };
}

/**
 * Moving pins: takes the pins out of the cached lists of the board and sections they leave and puts
 * them into those of the board and section they join, with the section counts (the board counts come in the
 * mutation's answer). Used for the optimistic answer and again for the real one; Apollo drops the optimistic
 * pass on failure, so the pins are back where they were.
 */
export function movePinsInCache(cache: ApolloCache, pins: readonly PinPlace[], to: MoveDestination): void {
  const refOf = (pin: PinPlace) => cache.identify({ __typename: 'Pin', id: pin.id }) ?? '';
  const bySection = new Map<string, PinPlace[]>();
  for (const pin of pins) {
    if (pin.sectionId && pin.sectionId !== to.sectionId)
      bySection.set(pin.sectionId, [...(bySection.get(pin.sectionId) ?? []), pin]);
  }
  for (const [sectionId, leaving] of bySection) {
    const refs = new Set(leaving.map(refOf));
    cache.modify({
      id: cache.identify({ __typename: 'BoardSection', id: sectionId }),
      fields: {
        pins: (existing) => withoutNodes(existing as Connection, refs),
        pinCount: (count) => lowerCount(count, leaving.length),
      },
    });
  }

  const fromOtherBoards = pins.filter((pin) => pin.boardId !== to.boardId);
  const boards = new Set(fromOtherBoards.map((pin) => pin.boardId));
  for (const boardId of boards) {
    const refs = new Set(fromOtherBoards.filter((pin) => pin.boardId === boardId).map(refOf));
    cache.modify({
      id: cache.identify({ __typename: 'Board', id: boardId }),
      fields: { pins: (existing) => withoutNodes(existing as Connection, refs) },
    });
  }
  if (fromOtherBoards.length > 0) {
    const arriving = fromOtherBoards.map((pin) => ({ ref: refOf(pin), entityId: pin.entityId }));
    cache.modify({
      id: cache.identify({ __typename: 'Board', id: to.boardId }),
      fields: {
        pins: (existing, { readField }) =>
          withInserted(existing as Connection, arriving, 'BoardPinsConnectionEdge', readField as ReadField),
      },
    });
  }

  if (to.sectionId) {
    const arriving = pins
      .filter((pin) => pin.sectionId !== to.sectionId)
      .map((pin) => ({ ref: refOf(pin), entityId: pin.entityId }));
    if (arriving.length > 0) {
      cache.modify({
        id: cache.identify({ __typename: 'BoardSection', id: to.sectionId }),
        fields: {
          pins: (existing, { readField }) =>
            withInserted(
              existing as Connection,
              arriving,
              'BoardSectionPinsConnectionEdge',
              readField as ReadField,
            ),
          pinCount: (count) => (typeof count === 'number' ? count + arriving.length : count),
        },
      });
    }
  }
}

/** Takes deleted pins out of the cached lists of their board and section, with the counts. */
export function removePinsFromCache(cache: ApolloCache, pins: readonly PinPlace[]): void {
  for (const pin of pins) {
    const refs = new Set([cache.identify({ __typename: 'Pin', id: pin.id }) ?? '']);
    cache.modify({
      id: cache.identify({ __typename: 'Board', id: pin.boardId }),
      fields: {
        pins: (existing) => withoutNodes(existing as Connection, refs),
        pinCount: (count) => lowerCount(count),
      },
    });
    if (pin.sectionId) {
      cache.modify({
        id: cache.identify({ __typename: 'BoardSection', id: pin.sectionId }),
        fields: {
          pins: (existing) => withoutNodes(existing as Connection, refs),
          pinCount: (count) => lowerCount(count),
        },
      });
    }
  }
}
