import { graphql } from '../../gql';

/** The viewer's pending board invitations: the header badge and the invites page share this one query. */
export const MyBoardInvitesQuery = graphql(`
  query MyBoardInvitesQuery {
    myBoardInvites {
      entityId
      boardName
      status
      createdAt
      inviter {
        id
        fullName
        username
        imageSmallUrl
      }
      board {
        id
        url
      }
    }
  }
`);

/** How often the header looks for new invitations while the app is open. */
export const INVITES_POLL_MS = 60_000;
