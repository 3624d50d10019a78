import { graphql } from '../../gql';

export const AudiencesRouteQuery = graphql(`
  query AudiencesRouteQuery($advertiserId: String!) {
    viewer {
      isAuth
      advertiser(entityId: $advertiserId) {
        entityId
        access
        name
        audiences { entityId name kind lookbackDays size createdAt }
      }
    }
  }
`);

export const CreateAudienceMutation = graphql(`
  mutation CreateAudience($input: AudienceInput!) {
    createAudience(input: $input) {
      __typename
      ... on DomainError { message messageDetail field }
      ... on MutationCreateAudienceSuccess { data { entityId name kind lookbackDays size createdAt } }
    }
  }
`);

export const DeleteAudienceMutation = graphql(`
  mutation DeleteAudience($audienceId: String!) {
    deleteAudience(audienceId: $audienceId) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationDeleteAudienceSuccess { data { entityId } }
    }
  }
`);
