import { describe, expect, it } from 'vitest';
import { chooseTopics, IDEA_TOPIC_LIMIT, isTopicWord, type TopicCandidate } from '../../core/ideas';
import { ideaTopicPath } from '../../core/paths';

const word = (phrase: string, pinCount: number): TopicCandidate => ({ phrase, source: 'word', pinCount });
const phrase = (text: string, pinCount: number): TopicCandidate => ({
  phrase: text,
  source: 'phrase',
  pinCount,
});
const hashtag = (tag: string, pinCount: number): TopicCandidate => ({
  phrase: tag,
  source: 'hashtag',
  pinCount,
});

describe('ideas topics', () => {
  it('a topic page lives at /ideas/{slug}/{id}/', () => {
    expect(ideaTopicPath('kitchen-storage', '42')).toBe('/ideas/kitchen-storage/42/');
  });

  it('short, common and numeric words make no topic', () => {
    expect(['the', 'and', 'up', 'diy', '2024'].filter(isTopicWord)).toEqual([]);
    expect(isTopicWord('kitchen')).toBe(true);
    expect(chooseTopics([phrase('kitchen and', 9), word('with', 9), word('kitchen', 1)])).toEqual([]);
  });

  it('a hashtag written as a phrase run together joins the phrase, named and matched both ways', () => {
    const [topic, ...rest] = chooseTopics([phrase('kitchen storage', 3), hashtag('kitchenstorage', 5)]);
    expect(rest).toEqual([]);
    expect(topic).toEqual({
      slug: 'kitchen-storage',
      name: 'Kitchen storage',
      words: ['kitchen', 'storage'],
      match: "'kitchen' <-> 'storage' | 'kitchenstorage'",
      pinCount: 5,
    });
  });

  it('a word only ever seen inside a phrase is left to the phrase; a word seen more often is a topic too', () => {
    const topics = chooseTopics([phrase('lighthouse walk', 4), word('lighthouse', 4), word('walk', 9)]);
    expect(topics.map((t) => t.name)).toEqual(['Walk', 'Lighthouse walk']);
  });

  it('keeps the most saved, one per slug, and quotes words for the match', () => {
    const many = Array.from({ length: IDEA_TOPIC_LIMIT + 5 }, (_, i) => word(`topic${i}x`, 2 + i));
    const topics = chooseTopics(many);
    expect(topics).toHaveLength(IDEA_TOPIC_LIMIT);
    expect(topics[0]!.pinCount).toBe(IDEA_TOPIC_LIMIT + 6);
    expect(chooseTopics([word('café', 3), word('cafe', 2)]).map((t) => t.slug)).toEqual(['cafe']);
    expect(chooseTopics([word("o'keeffe", 2)])[0]!.match).toBe("'o''keeffe'");
  });
});
