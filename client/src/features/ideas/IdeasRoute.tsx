import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { graphql } from '../../gql';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingState } from '../../ui/LoadingState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { IdeaTopicCard } from './IdeaTopicCard';
import './ideas.css';

const IdeasRouteQuery = graphql(`
  query IdeasRouteQuery {
    ideaTopics {
      id
      ...IdeaTopicCard_topic
    }
  }
`);

/** `/ideas/`: the topics people save most on public boards, each opening its feed. */
export function IdeasRoute() {
  useDocumentTitle('Ideas');
  return (
    <div className="page ideas">
      <header className="ideas__header">
        <h1 className="ideas__title">Explore ideas</h1>
        <p className="ideas__lede">Topics from what people are saving on Tackboard.</p>
      </header>
      <Suspense fallback={<LoadingState />}>
        <IdeaTopics />
      </Suspense>
    </div>
  );
}

function IdeaTopics() {
  const { data } = useSuspenseQuery(IdeasRouteQuery);
  if (data.ideaTopics.length === 0) {
    return (
      <EmptyState
        title="No ideas yet"
        action={
          <ButtonLink variant="secondary" to="/">
            Browse the home feed
          </ButtonLink>
        }
      >
        Topics appear here once several public Pins share a word or a hashtag.
      </EmptyState>
    );
  }
  return (
    <ul className="ideas__topics" aria-label="Topics">
      {data.ideaTopics.map((topic) => (
        <li key={topic.id}>
          <IdeaTopicCard topic={topic} />
        </li>
      ))}
    </ul>
  );
}
