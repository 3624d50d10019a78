import type { FieldMergeFunction, Reference, TypePolicies } from '@apollo/client';
import { type RelayFieldPolicy, relayStylePagination } from '@apollo/client/utilities';

type Edge = { node?: Reference } | Reference;
interface Connection {
  edges?: Edge[];
  pageInfo?: { hasNextPage?: boolean };
}

function nodeRef(edge: Edge | undefined): string | undefined {
  return edge && 'node' in edge ? edge.node?.__ref : undefined;
}

/**
 * Relay-style pagination that does not forget loaded pages when a first page it already holds arrives again.
 * Plain `relayStylePagination` replaces the list on any page without `after`: a pin close-up asking for the
 * first few pins of its board would then cut a board scrolled to 200 pins back to those few, and going Back
 * would lose the place. New items at the top, or a list that really got shorter, still replace it.
 * `keyArgs` names the arguments that make a different list (a search's `query`); by default there is one per field.
 */
function relayPagination(keyArgs: string[] | false = false): RelayFieldPolicy<Reference> {
  const policy = relayStylePagination(keyArgs);
  const merge = policy.merge as FieldMergeFunction;
  return {
    ...policy,
    merge(existing, incoming, options) {
      const had = existing as Connection | null | undefined;
      const got = incoming as Connection | null | undefined;
      const firstPageAgain =
        !options.args?.after &&
        !options.args?.before &&
        had?.edges &&
        got?.edges &&
        got.edges.length > 0 &&
        got.edges.length < had.edges.length &&
        // A first page that says there is nothing more means the list really is shorter now.
        got.pageInfo?.hasNextPage !== false &&
        got.edges.every(
          (edge, i) => nodeRef(edge) !== undefined && nodeRef(edge) === nodeRef(had.edges?.[i]),
        );
      if (firstPageAgain) return existing ?? null;
      return merge(existing, incoming, options);
    },
  };
}

/**
 * The one place for cache identity and pagination. Every list is a Relay connection paged with `after`;
 * pages merge into a single list per parent object.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      homeFeed: relayPagination(),
      followingFeed: relayPagination(),
      // One list per search: "olive" and "garden" must not share pages.
      searchPins: relayPagination(['query', 'scope', 'filters', 'autoCorrectionDisabled']),
      searchBoards: relayPagination(['query', 'scope']),
      searchUsers: relayPagination(['query']),
      adminAccounts: relayPagination(['search']),
      adminReports: relayPagination(),
      adReportRuns: relayPagination(['advertiserId']),
      adminAdvertisers: relayPagination(),
      adminOpenInvoices: relayPagination(),
      paidPartnershipRequests: relayPagination(),
    },
  },
  // The viewer is "whoever is looking", not an entity: keep it inline under ROOT_QUERY.viewer.
  Viewer: { keyFields: false, merge: true },
  User: {
    fields: {
      boards: relayPagination(),
      pins: relayPagination(),
    },
  },
  Board: {
    fields: {
      pins: relayPagination(),
      sections: relayPagination(),
    },
  },
  BoardSection: {
    fields: {
      pins: relayPagination(),
    },
  },
  // The viewer's advertiser (quick promote): one per person, known by its entity id.
  Advertiser: {
    keyFields: ['entityId'],
    fields: {
      campaigns: relayPagination(),
      // One list per filter: "ad groups only" must not share pages with the whole history.
      changeHistory: relayPagination(['objectType']),
    },
  },
  // An advertiser's product catalog, one per advertiser: the page and its group preview share it.
  ProductCatalog: { keyFields: ['advertiserId'] },
  // A pin's price (no identity of its own): the card asks for less of it than the close-up, so answers merge.
  PinProduct: { keyFields: false, merge: true },
  // The viewer's board picker lists (no identity of its own): later answers update it in place.
  BoardPicker: { keyFields: false, merge: true },
  // The viewer's settings are one object per session: a mutation answering with them updates every query's copy.
  UserSettings: { keyFields: [] },
  // Invitations have no global id; their entity id is unique.
  BoardInvite: { keyFields: ['entityId'] },
  // Invoices likewise: marking one paid updates it wherever it is shown.
  Invoice: { keyFields: ['entityId'] },
  // A business's member is one per person (the list is only ever the business acted for, and switching reloads),
  // so a changed permission updates the owners' list in place.
  BusinessMember: { keyFields: ['user', ['id']] },
  // Value objects without identity belong to the pin or board that holds them.
  ImageSpec: { keyFields: false },
  Image: { keyFields: false },
};
