import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { FOLLOWED_BOARDS_FOR_INTERESTS } from '../../core/adTargeting';
import type { DbOrTx } from './database';

/** What targeting is checked against: the viewer's country and interest keys (see core/adTargeting.ts). */
export interface TargetingViewer {
  /** Null when unknown. */
  country: string | null;
  /** Interest slugs. */
  interests: readonly string[];
  /** Signed in: the person (audiences are checked against them); null signed out. */
  userId: string | null;
}

/** An interest's slug in SQL, as core's slugify makes it for plain letters and digits. */
function sqlSlug(value: RawBuilder<string>): RawBuilder<string> {
  return sql<string>`trim(both '-' from regexp_replace(lower(${value}), '[^a-z0-9]+', '-', 'g'))`;
}

/** What targeting needs of a signed-in viewer, read in one statement. */
export interface TargetingProfile {
  birthDate: string | null;
  /** Their business profile's country, when they are a business; else null. */
  businessCountry: string | null;
  /** Interest slugs: see viewerInterestKeys. */
  interests: string[];
}

/**
 * The viewer's interest slugs: their chosen interests (slug and name), and the ideas topics the names of the
 * public boards they followed most recently fall in. A subquery giving JSON text.
 */
function viewerInterestKeys(userId: string): RawBuilder<string> {
  return sql<string>`(select coalesce(json_agg(keys.key), '[]')::text from (
    select user_interests.topic_slug as key from user_interests where user_interests.user_id = ${userId}
    union
    select ${sqlSlug(sql`user_interests.name`)} from user_interests where user_interests.user_id = ${userId}
    union
    select idea_topics.slug from (
      select boards.name from board_follows
      join boards on boards.id = board_follows.board_id and boards.privacy = 'public'
      where board_follows.user_id = ${userId}
      order by board_follows.created_at desc
      limit ${FOLLOWED_BOARDS_FOR_INTERESTS}
    ) followed
    join idea_topics on to_tsvector('simple', followed.name) @@ to_tsquery('simple', idea_topics.match)
  ) keys)`;
}

/** The signed-in viewer's birth date, business country and interests, in one statement. */
export async function targetingProfile(db: DbOrTx, userId: string): Promise<TargetingProfile> {
  const row = await db
    .selectFrom('users')
    .select(['birth_date', 'is_partner', 'business_country'])
    .select(viewerInterestKeys(userId).as('interest_keys'))
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    birthDate: row?.birth_date ?? null,
    businessCountry: row?.is_partner && row.business_country ? row.business_country.toUpperCase() : null,
    interests: row ? (JSON.parse(row.interest_keys) as string[]).filter((key) => key !== '') : [],
  };
}

/**
 * Whether the ad group of the row (`ad_groups` and `campaigns`, joined) admits the viewer by country, interests
 * and audiences (`audiences_include`: in one of them; `audiences_exclude`: in none; only the campaign's
 * advertiser's audiences count, and a deleted one matches nobody). Targeting is JSON text; an empty or missing
 * list admits everyone.
 */
export function targetingAdmits(viewer: TargetingViewer, now: Date): RawBuilder<SqlBool> {
  const spec = sql`ad_groups.targeting::jsonb`;
  const country = sql<SqlBool>`(coalesce(${spec} -> 'country', '[]'::jsonb) = '[]'::jsonb
    or exists (select 1 from jsonb_array_elements_text(${spec} -> 'country') as c(code)
      where upper(c.code) = ${viewer.country}))`;
  const interests = sql<SqlBool>`(coalesce(${spec} -> 'interests', '[]'::jsonb) = '[]'::jsonb
    or exists (select 1 from jsonb_array_elements_text(${spec} -> 'interests') as i(name)
      where to_jsonb(${viewer.interests}::text[]) @> to_jsonb(${sqlSlug(sql`i.name`)})))`;
  const include = sql<SqlBool>`(coalesce(${spec} -> 'audiences_include', '[]'::jsonb) = '[]'::jsonb
    or exists (select 1 from audiences a where a.advertiser_id = campaigns.advertiser_id
      and ${spec} -> 'audiences_include' @> to_jsonb(a.id::text) and ${inAudience(viewer.userId, now)}))`;
  const exclude = sql<SqlBool>`not exists (select 1 from audiences a where a.advertiser_id = campaigns.advertiser_id
      and coalesce(${spec} -> 'audiences_exclude', '[]'::jsonb) @> to_jsonb(a.id::text)
      and ${inAudience(viewer.userId, now)})`;
  return sql<SqlBool>`(${country} and ${interests} and ${include} and ${exclude})`;
}

/**
 * Whether the person is in audience `a` (an `audiences` row of the enclosing query; server/domain/audiences.ts
 * sizes the same rule): ENGAGED — clicked the advertiser's promoted pins' links or saved a pin of the
 * advertiser's owner within its days; VISITORS — reported on the advertiser's site (tag or API, not tests) after
 * a click, within its days. Signed out: in none.
 */
function inAudience(personId: string | null, now: Date): RawBuilder<SqlBool> {
  if (personId === null) return sql<SqlBool>`false`;
  const since = sql`(${now}::timestamptz - a.lookback_days * interval '1 day')`;
  return sql<SqlBool>`(case a.kind
    when 'ENGAGED' then exists (select 1 from ad_clicks c where c.user_id = ${personId}
        and c.advertiser_id = a.advertiser_id and c.created_at > ${since})
      or exists (select 1 from pins saved
        join pins source on source.id = saved.source_pin_id
        join advertisers owner on owner.id = a.advertiser_id
        where saved.pinner_id = ${personId} and source.pinner_id = owner.owner_id and saved.created_at > ${since})
    else exists (select 1 from conversion_events e where e.user_id = ${personId}
        and e.advertiser_id = a.advertiser_id and not e.is_test and e.event_time > ${since})
    end)`;
}
