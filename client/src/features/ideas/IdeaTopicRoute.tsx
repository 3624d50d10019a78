import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { IDEAS_PATH } from '../../../../core/paths';
import { useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotFoundRedirect } from '../not-found/NotFoundRedirect';
import { PinFeed } from '../pin-grid/PinFeed';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';
import './ideas.css';

const IdeaTopicRouteQuery = graphql(`
  query IdeaTopicRouteQuery($id: String!, $first: Int!, $after: String) {
    ideaTopic(id: $id) {
      id
      name
      url
      related {
        id
        name
        url
      }
      pins(first: $first, after: $after) {
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
  }
`);

/** `/ideas/{slug}/{id}/`: a topic's feed of public pins, with related topics above it. */
export function IdeaTopicRoute() {
  return (
    <div className="page ideas">
      <Suspense fallback={<PinGridSkeleton />}>
        <IdeaTopic />
      </Suspense>
    </div>
  );
}

function IdeaTopic() {
  const { id = '' } = useParams();
  const variables = { id, first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(IdeaTopicRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(IdeaTopicRouteQuery, variables);
  const topic = data.ideaTopic;
  useDocumentTitle(topic?.name);
  // A signed-out visitor goes back to the ideas area, someone signed in home with the notice (core/failedLoad.ts).
  if (!topic) return <NotFoundRedirect />;
  return (
    <>
      <header className="ideas__header">
        <p className="ideas__crumb">
          <Link to={IDEAS_PATH}>Ideas</Link>
        </p>
        <h1 className="ideas__title">{topic.name}</h1>
      </header>
      {topic.related.length > 0 ? (
        <nav aria-label="Related topics" className="ideas__related">
          {topic.related.map((related) => (
            <Link key={related.id} to={related.url} className="ideas__chip">
              {related.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <PinFeed
        feed={topic.pins}
        fetchMore={fetchMore}
        label={`${topic.name} Pins`}
        empty={
          <EmptyState title="Nothing here right now">The Pins of this topic are no longer public.</EmptyState>
        }
      />
    </>
  );
}
