/** The GraphQL operations the load test sends: what the home feed and a board page ask for. */

/** The fields a pin card in the masonry grid shows. */
const PIN_CARD = `
  id
  entityId
  title
  imageSpec_236x { url width height }
  dominantColor
  pinnedToBoard { id name url owner { username } }
  pinner { id username }
`;

export const HOME_FEED_QUERY = `query BenchHomeFeed($first: Int!) {
  homeFeed(first: $first) {
    edges { cursor node { ${PIN_CARD} } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const BOARD_PAGE_QUERY = `query BenchBoardPage($username: String!, $slug: String!, $first: Int!) {
  board(username: $username, slug: $slug) {
    id
    entityId
    name
    description
    url
    privacy
    pinCount
    sectionCount
    isOwnedByViewer
    owner { id username fullName imageMediumUrl }
    sections(first: $first) {
      edges { node { id entityId title slug pinCount previewImages { url } } }
      pageInfo { hasNextPage endCursor }
    }
    pins(first: $first) {
      edges { cursor node { ${PIN_CARD} } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/** A profile page: the user header and their board cards (not part of the default run; see README). */
export const PROFILE_QUERY = `query BenchProfile($username: String!, $first: Int!) {
  user(username: $username) {
    id
    entityId
    username
    fullName
    pinCount
    boardCount
    imageMediumUrl
    boards(first: $first) {
      edges { node { id entityId name url privacy pinCount sectionCount imageCoverUrl images170x } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/** Just enough of the home feed to find boards to visit when the bench cannot read the database. */
export const BOARD_DISCOVERY_QUERY = `query BenchDiscoverBoards($first: Int!, $after: String) {
  homeFeed(first: $first, after: $after) {
    edges { node { pinnedToBoard { url pinCount sectionCount } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export interface ImageSpecShape {
  url: string;
  width: number;
  height: number;
}

export interface PinCardShape {
  id: string;
  entityId: string;
  title: string;
  imageSpec_236x: ImageSpecShape;
  dominantColor: string;
  pinnedToBoard: { id: string; name: string; url: string; owner: { username: string } };
  pinner: { id: string; username: string };
}

interface Connection<T> {
  edges: { cursor?: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface HomeFeedData {
  homeFeed: Connection<PinCardShape>;
}

export interface BoardPageData {
  board: {
    id: string;
    name: string;
    url: string;
    pinCount: number;
    sectionCount: number;
    owner: { username: string };
    sections: Connection<{ id: string; title: string; pinCount: number; previewImages: { url: string }[] }>;
    pins: Connection<PinCardShape>;
  } | null;
}

export interface ProfileData {
  user: { username: string; boards: Connection<{ id: string; url: string }> } | null;
}

export interface BoardDiscoveryData {
  homeFeed: Connection<{ pinnedToBoard: { url: string; pinCount: number; sectionCount: number } }>;
}

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string }[];
}
