import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { InterestsSettingsRouteQuery } from './welcomeQueries';

const SaveInterestsMutation = graphql(`
  mutation SaveInterestsMutation($slugs: [String!]!) {
    saveInterests(slugs: $slugs) {
      __typename
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
      ... on MutationSaveInterestsSuccess {
        data {
          slug
          name
        }
      }
    }
  }
`);

/**
 * Saves the person's interests (which also ends their welcome). The settings page's answer is patched with the
 * saved list; the home feed is dropped from the cache, since its order follows the interests and cannot be patched.
 */
export function useSaveInterestsMutation() {
  return useMutation(SaveInterestsMutation, {
    update: (cache, { data }) => {
      const result = data?.saveInterests;
      if (result?.__typename !== 'MutationSaveInterestsSuccess') return;
      cache.updateQuery({ query: InterestsSettingsRouteQuery }, (page) =>
        page ? { ...page, viewer: { ...page.viewer, interests: result.data } } : page,
      );
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'homeFeed' });
      cache.gc();
    },
  });
}
