import { graphql } from '../../gql';

export const RecommendationsQuery = graphql(`
  query RecommendationsQuery($advertiserId: String!) {
    viewer {
      isAuth
      advertiser(entityId: $advertiserId) {
        entityId
        recommendations { kind objectType objectId campaignId title text }
      }
    }
  }
`);
