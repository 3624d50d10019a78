import { graphql } from '../../gql';

/** The consent page's one query: who is asking, and what the app's request means. */
export const OAuthConsentRouteQuery = graphql(`
  query OAuthConsentRouteQuery($request: OAuthAuthorizationInput!) {
    viewer {
      isAuth
      username
    }
    oauthAuthorization(request: $request) {
      kind
      message
      redirectUrl
      appName
      scopes {
        scope
        description
      }
    }
  }
`);

export const AnswerOAuthAuthorizationMutation = graphql(`
  mutation AnswerOAuthAuthorizationMutation($request: OAuthAuthorizationInput!, $allow: Boolean!) {
    answerOAuthAuthorization(request: $request, allow: $allow) {
      __typename
      ... on MutationAnswerOAuthAuthorizationSuccess {
        data
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

/** Settings → Apps: the person's registered apps. */
export const OAuthAppsRouteQuery = graphql(`
  query OAuthAppsRouteQuery {
    viewer {
      isAuth
    }
    oauthApps {
      clientId
      name
      redirectUris
      confidential
      createdAt
    }
  }
`);

/** Settings → Connected apps: the apps the person allowed. */
export const ConnectedAppsRouteQuery = graphql(`
  query ConnectedAppsRouteQuery {
    viewer {
      isAuth
    }
    connectedApps {
      clientId
      name
      connectedAt
      scopes {
        scope
        description
      }
    }
  }
`);
