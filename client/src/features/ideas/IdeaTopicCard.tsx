import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const IdeaTopicCard_topic = graphql(`
  fragment IdeaTopicCard_topic on IdeaTopic {
    id
    name
    url
    cover {
      id
      dominantColor
      imageSpec_236x {
        url
      }
    }
  }
`);

/** A topic on the ideas page: its cover picture with its name over it. */
export function IdeaTopicCard(props: { topic: FragmentType<typeof IdeaTopicCard_topic> }) {
  const topic = getFragmentData(IdeaTopicCard_topic, props.topic);
  return (
    <Link to={topic.url} className="idea-topic-card">
      <span
        className="idea-topic-card__cover"
        style={{ background: topic.cover?.dominantColor }}
        aria-hidden="true"
      >
        {topic.cover ? <img src={topic.cover.imageSpec_236x.url} alt="" loading="lazy" /> : null}
      </span>
      <span className="idea-topic-card__name">{topic.name}</span>
    </Link>
  );
}
