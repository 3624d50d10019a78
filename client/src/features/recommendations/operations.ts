import { graphql } from '../../gql';

export const RecommendationsQuery = graphql(`
  query RecommendationsQuery {
    viewer {
      isAuth
      advertiser {
        entityId
        recommendations { kind objectType objectId campaignId title text }
      }
    }
  }
`);
