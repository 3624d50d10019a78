import { slugify } from './slug';

/**
 * The ideas area: topics built from what people save on public boards. A job reads the candidates — hashtags,
 * frequent title words and frequent two-word title phrases — and these rules choose and group them.
 */

/** A topic needs at least this many pins on public boards: one pin is a pin, not a topic. */
export const IDEA_TOPIC_MIN_PINS = 2;
/** How many topics the refresh keeps (the most saved), and how many the ideas page lists. */
export const IDEA_TOPIC_LIMIT = 500;
export const IDEAS_PAGE_TOPICS = 60;
/** Related topics under a topic's feed. */
export const RELATED_TOPICS = 8;
/** Words shorter than this say nothing on their own ("of", "up"). */
const MIN_WORD_LENGTH = 3;

/** Words too common to be a topic, or half of one ("kitchen and" is no topic). */
export const TOPIC_STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has have how in into is it its my new no not of on or our so ' +
    'than that the their them then there these they this those to too up was we were what when where which ' +
    'who why will with you your all any day days one two ideas idea pin pins best diy easy'
  ).split(' '),
);

export type TopicSource = 'hashtag' | 'word' | 'phrase';

/** A possible topic as the refresh counts it on public pins. */
export interface TopicCandidate {
  /** Lower-cased words separated by one space (a hashtag is one word, without its #). */
  phrase: string;
  source: TopicSource;
  /** Pins on public boards carrying it. */
  pinCount: number;
}

/** A topic the refresh keeps. */
export interface ChosenTopic {
  slug: string;
  name: string;
  /** Its words, for related topics (topics sharing a word are related). */
  words: string[];
  /** What a pin's words must hold to be in the topic: the text of a Postgres tsquery ('simple' words). */
  match: string;
  pinCount: number;
}

/** Whether a word may stand in a topic. */
export function isTopicWord(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && !TOPIC_STOPWORDS.has(word) && !/^\d+$/.test(word);
}

function quoted(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** What a pin's search words must hold to carry a phrase: its words in a row (a 'simple' tsquery's text). */
export function phraseMatch(phrase: string): string {
  return phrase.split(' ').map(quoted).join(' <-> ');
}

function displayName(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/**
 * Picks the topics from the candidates:
 * - words and phrases of topic words only, on at least IDEA_TOPIC_MIN_PINS pins;
 * - a hashtag written as a phrase's words run together (#kitchenstorage, "kitchen storage") joins that phrase's
 *   topic, and the topic holds the pins of both;
 * - a word found on no more pins than a phrase that contains it is that phrase's topic already, so it is left out
 *   ("lighthouse" when every such pin says "lighthouse walk");
 * - the most saved IDEA_TOPIC_LIMIT remain, most pins first; one topic per slug.
 */
export function chooseTopics(candidates: readonly TopicCandidate[]): ChosenTopic[] {
  const usable = candidates.filter(
    (c) => c.pinCount >= IDEA_TOPIC_MIN_PINS && c.phrase.split(' ').every((word) => isTopicWord(word)),
  );
  const phrases = usable.filter((c) => c.source === 'phrase');
  const groups = new Map<string, { phrase: string; words: string[]; terms: Set<string>; pinCount: number }>();
  const keyOf = (phrase: string) => phrase.replace(/ /g, '');
  for (const c of usable) {
    if (
      c.source === 'word' &&
      phrases.some((p) => p.pinCount >= c.pinCount && p.phrase.split(' ').includes(c.phrase))
    )
      continue;
    const key = keyOf(c.phrase);
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        phrase: c.phrase,
        words: c.phrase.split(' '),
        terms: new Set([c.phrase]),
        pinCount: c.pinCount,
      });
      continue;
    }
    group.terms.add(c.phrase);
    group.pinCount = Math.max(group.pinCount, c.pinCount);
    // The spaced form names the topic ("Kitchen storage", not "Kitchenstorage").
    if (c.phrase.includes(' ')) {
      group.phrase = c.phrase;
      group.words = c.phrase.split(' ');
    }
  }
  const chosen: ChosenTopic[] = [];
  const slugs = new Set<string>();
  const ordered = [...groups.values()].sort(
    (a, b) => b.pinCount - a.pinCount || a.phrase.localeCompare(b.phrase),
  );
  for (const group of ordered) {
    if (chosen.length >= IDEA_TOPIC_LIMIT) break;
    const slug = slugify(group.phrase, '');
    if (!slug || slugs.has(slug)) continue;
    slugs.add(slug);
    chosen.push({
      slug,
      name: displayName(group.phrase),
      words: group.words,
      match: [...group.terms].sort().map(phraseMatch).join(' | '),
      pinCount: group.pinCount,
    });
  }
  return chosen;
}
