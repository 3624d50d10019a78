import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ConnectionsRouteQuery } from './connectionsQuery';

const DisconnectSocialLoginMutation = graphql(`
  mutation DisconnectSocialLoginMutation($provider: SocialLoginProvider!) {
    disconnectSocialLogin(provider: $provider) {
      __typename
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
      ... on MutationDisconnectSocialLoginSuccess {
        data {
          hasPassword
          isSingleLogin
          socialLogins {
            provider
            email
            connectedAt
          }
        }
      }
    }
  }
`);

/**
 * Disconnects a provider and writes the account's log-ins as the server now has them into the page's query
 * (the Viewer is a singleton in the cache, so the answer is copied rather than normalized).
 */
export function useDisconnectSocialLoginMutation() {
  return useMutation(DisconnectSocialLoginMutation, {
    update: (cache, { data }) => {
      const result = data?.disconnectSocialLogin;
      if (result?.__typename !== 'MutationDisconnectSocialLoginSuccess') return;
      cache.updateQuery({ query: ConnectionsRouteQuery }, (page) =>
        page ? { ...page, viewer: { ...page.viewer, ...result.data } } : page,
      );
    },
  });
}
