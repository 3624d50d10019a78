import { graphql } from '../../gql';

export const ChangeHistoryQuery = graphql(`
  query ChangeHistoryQuery($advertiserId: String!, $objectType: AdChangeObject, $first: Int!, $after: String) {
    viewer {
      isAuth
      advertiser(entityId: $advertiserId) {
        entityId
        changeHistory(objectType: $objectType, first: $first, after: $after) {
          edges {
            node {
              entityId
              objectType
              objectId
              objectName
              action
              actorName
              actorUsername
              createdAt
              changes { field label before after }
            }
          }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
  }
`);
