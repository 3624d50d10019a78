import { sql } from 'kysely';
import {
  chooseTopics,
  IDEA_TOPIC_LIMIT,
  IDEA_TOPIC_MIN_PINS,
  IDEAS_PAGE_TOPICS,
  RELATED_TOPICS,
  TOPIC_STOPWORDS,
  type TopicCandidate,
  type TopicSource,
} from '../../core/ideas';
import { notBlockedWith } from '../db/blocks';
import type { Db } from '../db/database';
import { isEntityId } from '../db/ids';
import type { KeysetPage } from '../db/keyset';
import type { PinRow } from '../db/tables/pins';
import { type RequestContext, viewerIdOf } from './context';
import { pinCardPage } from './pinCards';
import { feedPins } from './pins';

/** A topic as the API shows it; the cover is null when its pin is no longer on a public board. */
export interface IdeaTopic {
  id: string;
  slug: string;
  name: string;
  pinCount: number;
  coverPinId: string | null;
}

/** The most frequent title words and phrases the refresh weighs, each kind (far more than it keeps). */
const CANDIDATES_PER_SOURCE = 20_000;

/**
 * Counts the possible topics on public boards only — so a secret or protected board's pins never make a topic
 * nor add to its count: title words and two-word title phrases (split on spaces and punctuation, as the words
 * pins are searched by), and hashtags. Hashtags are counted here rather than read from their kept counts, so
 * a count that has drifted can never let a board that is not public make a topic.
 */
async function topicCandidates(db: Db): Promise<TopicCandidate[]> {
  const stopwords = [...TOPIC_STOPWORDS].join(' ');
  const result = await sql<{ phrase: string; source: TopicSource; pin_count: number }>`
    with title_words as materialized (
      select pins.id as pin_id, split.word, split.n
      from pins
      join boards on boards.id = pins.board_id
      cross join lateral regexp_split_to_table(lower(pins.title), '[[:space:][:punct:]]+')
        with ordinality as split(word, n)
      where boards.privacy = 'public' and pins.title <> ''
    ),
    topic_words as materialized (
      select * from title_words
      where length(word) >= 3 and word <> all(string_to_array(${stopwords}, ' '))
    ),
    words as (
      select word as phrase, 'word' as source, count(distinct pin_id)::integer as pin_count
      from topic_words
      group by word
      having count(distinct pin_id) >= ${IDEA_TOPIC_MIN_PINS}
      order by count(distinct pin_id) desc, word
      limit ${CANDIDATES_PER_SOURCE}
    ),
    phrases as (
      select first.word || ' ' || second.word as phrase, 'phrase' as source,
        count(distinct first.pin_id)::integer as pin_count
      from topic_words first
      join topic_words second on second.pin_id = first.pin_id and second.n = first.n + 1
      group by first.word || ' ' || second.word
      having count(distinct first.pin_id) >= ${IDEA_TOPIC_MIN_PINS}
      order by count(distinct first.pin_id) desc, first.word || ' ' || second.word
      limit ${CANDIDATES_PER_SOURCE}
    ),
    tags as (
      select pin_hashtags.tag as phrase, 'hashtag' as source, count(*)::integer as pin_count
      from pin_hashtags
      join pins on pins.id = pin_hashtags.pin_id
      join boards on boards.id = pins.board_id
      where boards.privacy = 'public'
      group by pin_hashtags.tag
      having count(*) >= ${IDEA_TOPIC_MIN_PINS}
      order by count(*) desc, pin_hashtags.tag
      limit ${CANDIDATES_PER_SOURCE}
    )
    select * from words union all select * from phrases union all select * from tags`.execute(db);
  return result.rows.map((row) => ({ phrase: row.phrase, source: row.source, pinCount: row.pin_count }));
}

/**
 * Rebuilds the ideas area's topics from the pins on public boards (a job runs it every few minutes, in one
 * transaction, so readers see the old topics or the new ones). A topic whose slug survives keeps its id, so its
 * address still works; each topic's cover is its newest pin on a public board. Answers how many topics there are.
 */
export async function refreshIdeaTopics(db: Db): Promise<number> {
  const topics = chooseTopics(await topicCandidates(db)).slice(0, IDEA_TOPIC_LIMIT);
  await db.transaction().execute(async (tx) => {
    if (topics.length === 0) {
      await tx.deleteFrom('idea_topics').execute();
      return;
    }
    await tx
      .deleteFrom('idea_topics')
      .where(sql<boolean>`slug <> all(string_to_array(${topics.map((topic) => topic.slug).join(' ')}, ' '))`)
      .execute();
    await tx
      .insertInto('idea_topics')
      .values(
        topics.map((topic) => ({
          slug: topic.slug,
          name: topic.name,
          words: sql<string[]>`string_to_array(${topic.words.join(' ')}, ' ')`,
          match: topic.match,
          pin_count: topic.pinCount,
        })),
      )
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          words: eb.ref('excluded.words'),
          match: eb.ref('excluded.match'),
          pin_count: eb.ref('excluded.pin_count'),
        })),
      )
      .execute();
    await sql`
      update idea_topics set cover_pin_id = (
        select pins.id
        from pin_search_words
        join pins on pins.id = pin_search_words.pin_id
        join boards on boards.id = pins.board_id
        where boards.privacy = 'public' and pin_search_words.words @@ to_tsquery('simple', idea_topics.match)
        order by pins.id desc
        limit 1
      )`.execute(tx);
  });
  return topics.length;
}

/**
 * Topics as the viewer sees them. The cover is re-checked on every read — its pin still on a public board, and
 * its saver and board owner without a block with the viewer — so a pin made secret since the last rebuild is
 * never shown.
 */
function topicsFor(ctx: RequestContext) {
  const viewerId = viewerIdOf(ctx);
  return ctx.db
    .selectFrom('idea_topics')
    .leftJoin('pins', (join) =>
      join.onRef('pins.id', '=', 'idea_topics.cover_pin_id').on((eb) => {
        const visible = eb.exists(
          eb
            .selectFrom('boards')
            .select('boards.id')
            .whereRef('boards.id', '=', 'pins.board_id')
            .where('boards.privacy', '=', 'public')
            .$if(viewerId !== null, (q) => q.where(notBlockedWith('boards.owner_id', viewerId!))),
        );
        return viewerId ? eb.and([visible, notBlockedWith('pins.pinner_id', viewerId)]) : visible;
      }),
    )
    .select([
      'idea_topics.id',
      'idea_topics.slug',
      'idea_topics.name',
      'idea_topics.pin_count as pinCount',
      'pins.id as coverPinId',
    ]);
}

/** The ideas page: the most saved topics. */
export function listIdeaTopics(ctx: RequestContext, limit = IDEAS_PAGE_TOPICS): Promise<IdeaTopic[]> {
  return topicsFor(ctx)
    .orderBy('idea_topics.pin_count', 'desc')
    .orderBy('idea_topics.id')
    .limit(Math.max(1, Math.min(limit, IDEAS_PAGE_TOPICS)))
    .execute();
}

export async function ideaTopicById(ctx: RequestContext, id: string): Promise<IdeaTopic | null> {
  if (!isEntityId(id)) return null;
  return (await topicsFor(ctx).where('idea_topics.id', '=', id).executeTakeFirst()) ?? null;
}

/** Topics sharing a word with this one first ("kitchen storage" → "kitchen"), then the most saved others. */
export function relatedIdeaTopics(ctx: RequestContext, topicId: string): Promise<IdeaTopic[]> {
  const words = sql<string[]>`(select words from idea_topics as own where own.id = ${topicId})`;
  return topicsFor(ctx)
    .where('idea_topics.id', '<>', topicId)
    .orderBy(sql`idea_topics.words && ${words}`, 'desc')
    .orderBy('idea_topics.pin_count', 'desc')
    .orderBy('idea_topics.id')
    .limit(RELATED_TOPICS)
    .execute();
}

/**
 * A topic's feed: the pins on public boards whose words hold the topic, newest first. Never the viewer's own
 * secret pins either: a topic is what people save in public.
 */
export function listIdeaTopicPins(ctx: RequestContext, topicId: string, page: KeysetPage): Promise<PinRow[]> {
  const query = feedPins(ctx)
    .where('boards.privacy', '=', 'public')
    .where(
      sql<boolean>`exists (
        select 1 from pin_search_words
        where pin_search_words.pin_id = pins.id
          and pin_search_words.words @@ to_tsquery('simple', (select match from idea_topics where id = ${topicId}))
      )`,
    );
  return pinCardPage(ctx, query, page);
}
