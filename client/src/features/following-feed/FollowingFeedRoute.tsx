import { useQuery } from '@apollo/client/react';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { LOGIN_PROMPTS } from '../../../../core/texts';
import { useLoadMore } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { authPath } from '../auth/authPath';
import { PinGrid } from '../pin-grid/PinGrid';
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
  const { isAuth, loading } = useViewer();
  if (loading) return <Spinner />;
  if (!isAuth) {
    return (
      <div className="page">
        <EmptyState
          title={LOGIN_PROMPTS.follow}
          action={
            <ButtonLink variant="primary" size="lg" to={authPath('login', '/following/')}>
              Log in
            </ButtonLink>
          }
        >
          {LOGIN_PROMPTS.general}
        </EmptyState>
      </div>
    );
  }
  return <FollowingFeed />;
}

function FollowingFeed() {
  const { data, error, refetch, fetchMore } = useQuery(FollowingFeedRouteQuery, {
    variables: { first: DEFAULT_PAGE_SIZE },
  });
  const feed = data?.followingFeed;
  const pager = useLoadMore(feed?.pageInfo, fetchMore);
  return (
    <div className="page page--feed">
      <h1 className="visually-hidden">Following</h1>
      {!feed ? (
        error ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <PinGridSkeleton />
        )
      ) : feed.edges.length === 0 ? (
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
      ) : (
        <>
          <PinGrid
            label="Following feed Pins"
            pins={feed.edges.map((edge) => edge.node)}
            hasMore={pager.hasMore}
            loadingMore={pager.loadingMore}
            onLoadMore={pager.loadMore}
          />
          {pager.failed ? (
            <div className="load-more-failed">
              <Button onClick={pager.retry}>Couldn't load more Pins. Try again</Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
