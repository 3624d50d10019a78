import { graphql } from '../../gql';

/** The welcome's one query: whether it is still due, and the topics to offer. */
export const WelcomeRouteQuery = graphql(`
  query WelcomeRouteQuery {
    viewer {
      isAuth
      welcomePending
    }
    interestChoices {
      slug
      name
    }
  }
`);

/** The settings page's one query: the person's interests and the topics to offer. */
export const InterestsSettingsRouteQuery = graphql(`
  query InterestsSettingsRouteQuery {
    viewer {
      isAuth
      interests {
        slug
        name
      }
    }
    interestChoices {
      slug
      name
    }
  }
`);
