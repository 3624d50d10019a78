import { graphql } from '../../gql';

/** The providers this server offers (only configured ones), for the buttons and the connections page. */
export const SocialLoginProvidersQuery = graphql(`
  query SocialLoginProvidersQuery {
    socialLoginProviders {
      provider
      label
      oneTapClientId
    }
  }
`);
