import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { csrfHeaders } from './csrf';
import { typePolicies } from './typePolicies';

/** Adds the CSRF echo at send time, so a cookie set by an earlier response is always current. */
const csrfLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...csrfHeaders() },
  }));
  return forward(operation);
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([csrfLink, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
