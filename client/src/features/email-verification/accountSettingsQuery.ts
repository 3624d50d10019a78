import { graphql } from '../../gql';

export const EmailSettings_settings = graphql(`
  fragment EmailSettings_settings on EmailSettings {
    id
    email
    verified
    resendAvailableAt
  }
`);

/** The account settings page's one query; the email mutations answer the same cached object. */
export const AccountSettingsRouteQuery = graphql(`
  query AccountSettingsRouteQuery {
    viewer {
      isAuth
      hasPassword
    }
    emailSettings {
      ...EmailSettings_settings
    }
  }
`);
