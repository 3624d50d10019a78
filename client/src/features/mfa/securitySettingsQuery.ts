import { graphql } from '../../gql';

/** The security page's one query; the two-factor mutations patch its answer. */
export const SecuritySettingsRouteQuery = graphql(`
  query SecuritySettingsRouteQuery {
    viewer {
      isAuth
      mfaEnabled
      user {
        id
        username
      }
    }
  }
`);
