import { graphql } from '../../gql';

export const ConversionsRouteQuery = graphql(`
  query ConversionsRouteQuery($advertiserId: String!, $test: Boolean) {
    viewer {
      isAuth
      advertiser(entityId: $advertiserId) {
        entityId
        access
        name
        currency
        conversionOverview { eventName events attributed valueMinor }
        conversionEvents(first: 50, test: $test) {
          edges {
            node { entityId eventId eventName source isTest eventTime pageUrl valueMinor currency campaign { entityId name } }
          }
        }
      }
    }
  }
`);

/** The access-token section's own query: tokens are for the advertiser's managers only. */
export const ConversionTokensQuery = graphql(`
  query ConversionTokensQuery($advertiserId: String!) {
    viewer {
      advertiser(entityId: $advertiserId) {
        entityId
        conversionTokens { entityId hint createdAt lastUsedAt }
      }
    }
  }
`);

export const CreateConversionTokenMutation = graphql(`
  mutation CreateConversionToken($advertiserId: String!) {
    createConversionToken(advertiserId: $advertiserId) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationCreateConversionTokenSuccess { data { secret token { entityId hint createdAt lastUsedAt } } }
    }
  }
`);

export const RevokeConversionTokenMutation = graphql(`
  mutation RevokeConversionToken($tokenId: String!) {
    revokeConversionToken(tokenId: $tokenId) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationRevokeConversionTokenSuccess { data { entityId } }
    }
  }
`);

export const SendTestConversionEventMutation = graphql(`
  mutation SendTestConversionEvent($advertiserId: String!, $eventName: String!) {
    sendTestConversionEvent(advertiserId: $advertiserId, eventName: $eventName) {
      __typename
      ... on DomainError { message messageDetail }
      ... on MutationSendTestConversionEventSuccess { data { entityId } }
    }
  }
`);
