import { sql } from 'kysely';
import {
  FALLBACK_INTEREST_TOPICS,
  INTEREST_CHOICES,
  INTERESTS_MAX,
  type InterestTopic,
  interestsError,
} from '../../core/interests';
import type { DbOrTx, Tx } from '../db/database';
import { requireActor } from './auth';
import type { RequestContext } from './context';
import { validationError } from './errors';

/**
 * The topics the interests step offers: the ideas area's most saved topics, or — on an instance that has none
 * yet — a built-in list, so a new instance still asks.
 */
export async function interestChoices(ctx: RequestContext): Promise<InterestTopic[]> {
  const topics = await ctx.db
    .selectFrom('idea_topics')
    .select(['slug', 'name', 'match'])
    .orderBy('pin_count', 'desc')
    .orderBy('id')
    .limit(INTEREST_CHOICES)
    .execute();
  return topics.length > 0 ? topics : [...FALLBACK_INTEREST_TOPICS];
}

/** The signed-in person's interests, in the order they picked them. */
export function interestsOf(db: DbOrTx, userId: string): Promise<InterestTopic[]> {
  return db
    .selectFrom('user_interests')
    .select(['topic_slug as slug', 'name', 'match'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
}

/** Whether the signed-in person's account still waits for its welcome (made since, never answered nor skipped). */
export async function welcomePending(ctx: RequestContext): Promise<boolean> {
  if (!ctx.actor) return false;
  const row = await ctx.db
    .selectFrom('pending_welcomes')
    .select('user_id')
    .where('user_id', '=', ctx.actor.id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new account waits for its welcome: called in the transaction that makes it, whichever way it signs up. */
export async function awaitWelcome(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.insertInto('pending_welcomes').values({ user_id: userId, created_at: now }).execute();
}

/** The welcome is over (answered or skipped): it is not shown again. */
export async function finishWelcome(ctx: RequestContext): Promise<void> {
  const me = requireActor(ctx);
  await ctx.db.deleteFrom('pending_welcomes').where('user_id', '=', me.id).execute();
}

/**
 * Replaces the signed-in person's interests with these topic slugs (in this order; the same one twice counts
 * once) and ends their welcome. A slug must be a topic the ideas area has, one of the built-in list, or one the
 * person already keeps (a topic since gone from the ideas area stays until they drop it). At most INTERESTS_MAX:
 * the whole set is written under a lock on the account, so two saves at once cannot add up past it.
 */
export async function saveInterests(ctx: RequestContext, slugs: readonly string[]): Promise<InterestTopic[]> {
  const me = requireActor(ctx);
  const wanted = [...new Set(slugs)];
  return ctx.db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', me.id).forUpdate().executeTakeFirst();
    const known = new Map<string, InterestTopic>();
    for (const topic of FALLBACK_INTEREST_TOPICS) known.set(topic.slug, topic);
    if (wanted.length > 0) {
      const topics = await tx
        .selectFrom('idea_topics')
        .select(['slug', 'name', 'match'])
        .where('slug', 'in', wanted)
        .execute();
      for (const topic of topics) known.set(topic.slug, topic);
    }
    for (const topic of await interestsOf(tx, me.id))
      if (!known.has(topic.slug)) known.set(topic.slug, topic);
    const problem = interestsError(wanted, (slug) => known.has(slug));
    if (problem) throw validationError(problem, 'slugs');
    await tx.deleteFrom('user_interests').where('user_id', '=', me.id).execute();
    const now = ctx.now();
    if (wanted.length > 0)
      await tx
        .insertInto('user_interests')
        .values(
          wanted.map((slug, position) => {
            const topic = known.get(slug)!;
            return {
              user_id: me.id,
              topic_slug: slug,
              name: topic.name,
              match: topic.match,
              position,
              created_at: now,
            };
          }),
        )
        .execute();
    await tx.deleteFrom('pending_welcomes').where('user_id', '=', me.id).execute();
    return interestsOf(tx, me.id);
  });
}

/**
 * An import's interests (slugs, in the exported order): the ones this instance offers are set, but only when the
 * person has chosen none here yet — their choices on this instance win. Returns how many were set.
 */
export async function restoreInterests(ctx: RequestContext, slugs: readonly string[]): Promise<number> {
  const me = requireActor(ctx);
  const wanted = [...new Set(slugs)].filter((slug) => slug.length > 0 && slug.length <= 200);
  if (wanted.length === 0 || (await interestsOf(ctx.db, me.id)).length > 0) return 0;
  const offered = new Set(FALLBACK_INTEREST_TOPICS.map((topic) => topic.slug));
  const topics = await ctx.db.selectFrom('idea_topics').select('slug').where('slug', 'in', wanted).execute();
  for (const topic of topics) offered.add(topic.slug);
  const kept = wanted.filter((slug) => offered.has(slug)).slice(0, INTERESTS_MAX);
  if (kept.length === 0) return 0;
  await saveInterests(ctx, kept);
  return kept.length;
}

/**
 * Whether the viewer's home feed puts the pins of their interests first: they chose some and follow nobody and no
 * board yet — once they follow, their follows say what they like better. A subquery, read with the feed's page.
 */
export function homeFeedSeeded(viewerId: string) {
  return sql<boolean>`(exists (select 1 from user_interests where user_interests.user_id = ${viewerId})
    and not exists (select 1 from board_follows where board_follows.user_id = ${viewerId})
    and not exists (select 1 from user_follows where user_follows.follower_id = ${viewerId}))`;
}

/** What a pin's search words must match to be in any of the viewer's interests (a 'simple' tsquery's text). */
export function homeFeedSeedMatch(viewerId: string | null) {
  return sql<string | null>`select string_agg('(' || user_interests.match || ')', ' | ')
    from user_interests where user_interests.user_id = ${viewerId}`;
}
