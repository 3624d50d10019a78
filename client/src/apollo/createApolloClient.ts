import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import possibleTypes from '../gql/possibleTypes';
import { actingAsLink, actingAsRefusalLink } from './actingAs';
import { csrfHeaders } from './csrf';
import { sessionExpiredLink } from './sessionExpired';
import { typePolicies } from './typePolicies';

/** Adds the CSRF echo at send time, so a cookie set by an earlier response is always current. */
const csrfLink = new SetContextLink(async (previous) => ({
  headers: { ...(previous.headers as Record<string, string> | undefined), ...(await csrfHeaders()) },
}));

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      actingAsRefusalLink,
      // Before the CSRF link, so a request it sends again picks up the cookie the refusal set.
      sessionExpiredLink,
      csrfLink,
      actingAsLink,
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ]),
    cache: new InMemoryCache({ typePolicies, possibleTypes: possibleTypes.possibleTypes }),
  });
}
