import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * The one place for cache identity and pagination. Every list is a Relay connection paged with `after`;
 * pages merge into a single list per parent object.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      homeFeed: relayStylePagination(),
    },
  },
  // The viewer is "whoever is looking", not an entity: keep it inline under ROOT_QUERY.viewer.
  Viewer: { keyFields: false, merge: true },
  User: {
    fields: {
      boards: relayStylePagination(),
      pins: relayStylePagination(),
    },
  },
  Board: {
    fields: {
      pins: relayStylePagination(),
      sections: relayStylePagination(),
    },
  },
  BoardSection: {
    fields: {
      pins: relayStylePagination(),
    },
  },
  // Value objects without identity belong to the pin or board that holds them.
  ImageSpec: { keyFields: false },
  Image: { keyFields: false },
};
