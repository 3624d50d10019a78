import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const ViewerQuery = graphql(`
  query ViewerQuery {
    viewer {
      isAuth
      id
      username
      fullName
      user {
        id
        entityId
        username
        fullName
        imageSmallUrl
        imageMediumUrl
        url
      }
    }
  }
`);

/**
 * Who is looking. Mounted by the header for every page, so other components read it from the cache.
 * `loading` is true only until the first answer.
 */
export function useViewer() {
  const { data, loading } = useQuery(ViewerQuery);
  const viewer = data?.viewer;
  return {
    loading: loading && !viewer,
    isAuth: viewer?.isAuth ?? false,
    user: viewer?.user ?? null,
  };
}
