import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { authPath } from '../../../../core/authPath';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { FOLLOWING_FEED_PATH } from '../../../../core/paths';
import { LOGIN_PROMPTS } from '../../../../core/texts';
import { useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { PinFeed } from '../pin-grid/PinFeed';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';
import { useViewer } from '../viewer/useViewer';

const FollowingFeedRouteQuery = graphql(`
  query FollowingFeedRouteQuery($first: Int!, $after: String) {
    followingFeed(first: $first, after: $after) {
      edges {
        node {
          id
          ...PinGrid_pin
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** `/following/`: pins from the boards and people the viewer follows, newest first, in an endless grid. */
export function FollowingFeedRoute() {
  useDocumentTitle('Following');
  const { isAuth } = useViewer();
  if (!isAuth) {
    return (
      <div className="page">
        <EmptyState
          title={LOGIN_PROMPTS.follow}
          action={
            <ButtonLink variant="primary" size="lg" to={authPath('login', FOLLOWING_FEED_PATH)}>
              Log in
            </ButtonLink>
          }
        >
          {LOGIN_PROMPTS.general}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page page--feed">
      <h1 className="visually-hidden">Following</h1>
      <Suspense fallback={<PinGridSkeleton />}>
        <FollowingFeed />
      </Suspense>
    </div>
  );
}

function FollowingFeed() {
  const variables = { first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(FollowingFeedRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(FollowingFeedRouteQuery, variables);
  return (
    <PinFeed
      feed={data.followingFeed}
      fetchMore={fetchMore}
      label="Following feed Pins"
      empty={
        <EmptyState
          title="Nothing from the people you follow yet"
          action={
            <ButtonLink variant="secondary" to="/">
              Browse the home feed
            </ButtonLink>
          }
        >
          Follow boards and people you like: their new Pins show up here.
        </EmptyState>
      }
    />
  );
}
