import { graphql } from '../../gql';

export const ConversionsRouteQuery = graphql(`
  query ConversionsRouteQuery($test: Boolean) {
    viewer {
      isAuth
      advertiser {
        entityId
        name
        currency
        conversionOverview { eventName events attributed valueMinor }
        conversionTokens { entityId hint createdAt lastUsedAt }
        conversionEvents(first: 50, test: $test) {
          edges {
            node { entityId eventId eventName source isTest eventTime pageUrl valueMinor currency campaign { entityId name } }
          }
        }
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
