import { graphql } from '../../gql';

/** The identity waiting for the "Finish signing up" page (this browser's, from its httpOnly cookie). */
export const SocialSignupRouteQuery = graphql(`
  query SocialSignupRouteQuery {
    pendingSocialSignup {
      provider
      email
      emailVerified
      fullName
    }
  }
`);
