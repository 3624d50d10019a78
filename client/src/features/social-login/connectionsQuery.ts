import { graphql } from '../../gql';

/** The connections page's one query; disconnecting patches its answer. */
export const ConnectionsRouteQuery = graphql(`
  query ConnectionsRouteQuery {
    viewer {
      isAuth
      hasPassword
      isSingleLogin
      socialLogins {
        provider
        email
        connectedAt
      }
    }
    socialLoginProviders {
      provider
      label
    }
  }
`);
