import { type AliasedSelectQueryBuilder, type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import {
  type SearchScope,
  searchTerms,
  TYPEAHEAD_DEFAULT_COUNT,
  TYPEAHEAD_MAX_COUNT,
} from '../../core/search';
import type { BoardSearchScope, PinSearchScope } from '../../core/searchScopes';
import { NO_SEARCH_FILTERS, POSTED_WITHIN_DAYS, type SearchFilters } from '../../core/searchState';
import { DAY_MS } from '../../core/time';
import { notBlockedWith } from '../db/blocks';
import type { Database, Db } from '../db/database';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { BoardRow } from '../db/tables/boards';
import type { PinRow } from '../db/tables/pins';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import { boardMemberIs, boardVisibleTo } from '../db/visibility';
import { searchWithheld } from './advisories';
import { boardReaderOf, pinReaderOf } from './apiTokens';
import { requireViewer } from './auth';
import { type RequestContext, viewerIdOf } from './context';
import { feedPins } from './pins';

// The indexed expressions of migrations/0010_search.ts, word for word, so the GIN indexes serve the matches
// (pins match and rank by their stored words instead: pin_search_words, migrations/0024).
const BOARD_WORDS = sql`to_tsvector('simple', boards.name || ' ' || boards.description)`;
const USER_WORDS = sql`to_tsvector('simple', users.full_name || ' ' || users.username)`;

// What ranks: a title, name or username counts more than a description.
const BOARD_RANKED = sql`setweight(to_tsvector('simple', boards.name), 'A') || setweight(to_tsvector('simple', boards.description), 'C')`;
const USER_RANKED = sql`setweight(to_tsvector('simple', users.full_name), 'A') || setweight(to_tsvector('simple', users.username), 'A')`;

/**
 * Relevance is ranked among the newest matches the viewer may see only, so a common word costs the same on a
 * million pins as on a thousand; the order within them is by relevance, then newest first.
 */
const RANKED_CANDIDATES = 500;

/** Every word of the query, each matching as a word prefix ("oli oil" finds "Olive oil cake"). */
function wordQuery(query: string): RawBuilder<unknown> | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  return sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
}

/** Search results carry their rank (a whole number, so the keyset helper can page through them). */
const RANK_ORDER: KeysetOrder = {
  sort: 'matched.search_rank',
  id: 'matched.id',
  sortType: 'integer',
  direction: 'desc',
};

function rankOf(ranked: RawBuilder<unknown>, words: RawBuilder<unknown>) {
  return sql<number>`(ts_rank(${ranked}, ${words}) * 1000000)::integer`.as('search_rank');
}

export type Ranked<Row> = Row & { search_rank: number };

/** One page of ranked rows (the matches, aliased `matched`): the keyset helper, most relevant first. */
function rankedPage<Row extends { id: string; search_rank: number }>(
  ctx: RequestContext,
  matched: AliasedSelectQueryBuilder<Row, 'matched'>,
  page: KeysetPage,
): Promise<Row[]> {
  // NOTE: selecting every column of `matched` gives back Row; Kysely cannot see that through the generic.
  return applyKeyset(ctx.db.selectFrom(matched).selectAll(), RANK_ORDER, page).execute() as Promise<Row[]>;
}

/** The boards the viewer may see whose name or description matches; protected ones left out as on profiles. */
function visibleMatchingBoards(ctx: RequestContext, words: RawBuilder<unknown>) {
  const viewerId = viewerIdOf(ctx);
  const readerId = boardReaderOf(ctx);
  const boards = ctx.db
    .selectFrom('boards')
    .where(sql<boolean>`${BOARD_WORDS} @@ ${words}`)
    .where('boards.privacy', '!=', 'protected')
    .where((eb) => boardVisibleTo(eb, readerId));
  return viewerId ? boards.where(notBlockedWith('boards.owner_id', viewerId)) : boards;
}

/**
 * The search filters on pins, as conditions on a query over `pins` (joined with their boards). `products` keeps
 * product pins only, and only then do the price filters act: an amount is compared with each pin's price in its
 * own currency (there are no exchange rates here), exactly, as decimals.
 */
function pinFilters(ctx: RequestContext, filters: SearchFilters, products = false) {
  return (eb: ExpressionBuilder<Database, 'pins'>) => {
    const conditions = [];
    if (products) {
      conditions.push(eb('pins.price', 'is not', null));
      if (filters.priceMin !== null)
        conditions.push(sql<boolean>`pins.price >= ${String(filters.priceMin)}::numeric`);
      if (filters.priceMax !== null)
        conditions.push(sql<boolean>`pins.price <= ${String(filters.priceMax)}::numeric`);
      if (filters.onSale) conditions.push(sql<boolean>`pins.original_price > pins.price`);
    }
    if (filters.mediaType === 'video') conditions.push(eb('pins.video_id', 'is not', null));
    if (filters.mediaType === 'image') conditions.push(eb('pins.video_id', 'is', null));
    const days = filters.postedWithin ? POSTED_WITHIN_DAYS.get(filters.postedWithin) : undefined;
    if (days) conditions.push(eb('pins.created_at', '>=', new Date(ctx.now().getTime() - days * DAY_MS)));
    if (filters.colors.length > 0) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('images')
            .select('images.id')
            .whereRef('images.id', '=', 'pins.image_id')
            .where('images.color_family', 'in', filters.colors),
        ),
      );
    }
    if (filters.domains.length > 0) {
      // A site's subdomains count as the site (shop.example.com for example.com).
      conditions.push(
        eb.or(
          filters.domains.map(
            (domain) => sql<boolean>`(pins.link_host = ${domain} or pins.link_host like ${`%.${domain}`})`,
          ),
        ),
      );
    }
    if (filters.user) {
      conditions.push(
        eb(
          'pins.pinner_id',
          '=',
          eb.selectFrom('users').select('users.id').where('users.username', '=', filters.user),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * The newest pins the viewer may see whose words match and that pass the filters, at most RANKED_CANDIDATES of
 * them, one per picture, with their rank.
 */
function rankedCandidates(
  ctx: RequestContext,
  words: RawBuilder<unknown>,
  filters: SearchFilters,
  products: boolean,
) {
  // NOTE: the stored words (pin_search_words) make testing a pin cheap, so the planner can walk the newest
  // pins and stop at the cap when the words are common (a few milliseconds at 1M pins), and read the GIN index
  // when they are rare; its word statistics tell it which. The visibility rule is applied during the walk, so
  // the cap counts pins the viewer may see. Fenced off as a materialized CTE so that the grouping and ranking
  // below never change that plan.
  const withMatches = ctx.db.with(
    (cte) => cte('word_matches').materialized(),
    (db) =>
      feedPins(ctx, db)
        .innerJoin('pin_search_words', 'pin_search_words.pin_id', 'pins.id')
        .clearSelect()
        .select(['pins.id', 'pins.image_id', 'pin_search_words.words'])
        .where(sql<boolean>`pin_search_words.words @@ ${words}`)
        .where(pinFilters(ctx, filters, products))
        .orderBy('pin_search_words.pin_id', 'desc')
        .limit(RANKED_CANDIDATES),
  );
  // A picture saved many times is one result: the first pin of it, which the others were saved from. Built from
  // the query creator inside, not from `withMatches`: that would repeat the WITH clause, and the matches would be
  // found twice.
  return withMatches
    .selectFrom((qb) =>
      qb
        .selectFrom('word_matches')
        .distinctOn('word_matches.image_id')
        .select(['word_matches.id', 'word_matches.words'])
        .orderBy('word_matches.image_id')
        .orderBy('word_matches.id')
        .as('candidates'),
    )
    .select(['candidates.id', rankOf(sql`candidates.words`, words)]);
}

/**
 * Pins the viewer may see (secret boards only for their members; no one they have a block with); with
 * `products`, product pins only, narrowed by the price filters.
 */
export async function searchPins(
  ctx: RequestContext,
  query: string,
  page: KeysetPage,
  filters: SearchFilters = NO_SEARCH_FILTERS,
  products = false,
): Promise<Ranked<PinRow>[]> {
  const words = wordQuery(query);
  if (!words || searchWithheld(ctx, query)) return [];
  const ranked = rankedCandidates(ctx, words, filters, products).as('ranked');
  const matched = ctx.db
    .selectFrom(ranked)
    .innerJoin('pins', 'pins.id', 'ranked.id')
    .selectAll('pins')
    .select('ranked.search_rank');
  return rankedPage(ctx, matched.as('matched'), page);
}

/**
 * A page of pins in a pin scope: everyone's pins, their videos, the viewer's own pins (my_pins and my_content
 * ask the same of pins), product pins (buyable_pins and the shop tool, where the price filters act), or none for
 * idea pins, which this instance does not make.
 */
export function searchPinsInScope(
  ctx: RequestContext,
  scope: PinSearchScope,
  query: string,
  page: KeysetPage,
  filters: SearchFilters = NO_SEARCH_FILTERS,
): Promise<Ranked<PinRow>[]> {
  switch (scope) {
    case 'pins':
      return searchPins(ctx, query, page, filters);
    case 'videos':
      return searchPins(ctx, query, page, { ...filters, mediaType: 'video' });
    case 'my_pins':
    case 'my_content':
      return searchOwnPins(ctx, query, page, filters);
    case 'buyable_pins':
    case 'shop_tool':
      return searchPins(ctx, query, page, filters, true);
    case 'idea_pins':
      return Promise.resolve([]);
  }
}

/** A page of boards in a board scope: every board the viewer may see, or their own (my_content). */
export function searchBoardsInScope(
  ctx: RequestContext,
  scope: BoardSearchScope,
  query: string,
  page: KeysetPage,
): Promise<Ranked<BoardRow>[]> {
  return scope === 'my_content' ? searchOwnBoards(ctx, query, page) : searchBoards(ctx, query, page);
}

/** Boards the viewer may see, protected ones left out as on profiles. */
export async function searchBoards(
  ctx: RequestContext,
  query: string,
  page: KeysetPage,
): Promise<Ranked<BoardRow>[]> {
  const words = wordQuery(query);
  if (!words || searchWithheld(ctx, query)) return [];
  return rankedPage(
    ctx,
    visibleMatchingBoards(ctx, words).selectAll('boards').select(rankOf(BOARD_RANKED, words)).as('matched'),
    page,
  );
}

/**
 * The viewer's own pins (the ones they saved) that match, best first: what an API client's "search my pins"
 * asks. A person's own pins are few, so they are ranked all together rather than among the newest matches.
 */
export async function searchOwnPins(
  ctx: RequestContext,
  query: string,
  page: KeysetPage,
  filters: SearchFilters = NO_SEARCH_FILTERS,
): Promise<Ranked<PinRow>[]> {
  const viewer = requireViewer(ctx);
  const words = wordQuery(query);
  if (!words || searchWithheld(ctx, query)) return [];
  const matches = feedPins(ctx)
    .innerJoin('pin_search_words', 'pin_search_words.pin_id', 'pins.id')
    .select(rankOf(sql`pin_search_words.words`, words))
    .where('pins.pinner_id', '=', viewer.id)
    .where(sql<boolean>`pin_search_words.words @@ ${words}`)
    .where(pinFilters(ctx, { ...filters, user: null }));
  return rankedPage(ctx, matches.as('matched'), page);
}

/** The boards the viewer owns or collaborates on that match, best first (protected ones left out). */
export async function searchOwnBoards(
  ctx: RequestContext,
  query: string,
  page: KeysetPage,
): Promise<Ranked<BoardRow>[]> {
  const viewer = requireViewer(ctx);
  const words = wordQuery(query);
  if (!words || searchWithheld(ctx, query)) return [];
  const matches = visibleMatchingBoards(ctx, words)
    .where((eb) => boardMemberIs(eb, viewer.id))
    .selectAll('boards')
    .select(rankOf(BOARD_RANKED, words));
  return rankedPage(ctx, matches.as('matched'), page);
}

/** People by name or username, except those the viewer has a block with. */
export async function searchUsers(
  ctx: RequestContext,
  query: string,
  page: KeysetPage,
): Promise<Ranked<UserRow>[]> {
  const words = wordQuery(query);
  if (!words || searchWithheld(ctx, query)) return [];
  const viewerId = viewerIdOf(ctx);
  let matches = ctx.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .select(rankOf(USER_RANKED, words))
    .where(sql<boolean>`${USER_WORDS} @@ ${words}`);
  if (viewerId) matches = matches.where(notBlockedWith('users.id', viewerId));
  return rankedPage(ctx, matches.as('matched'), page);
}

/** One typeahead suggestion: a search to run, or a person to visit. */
export type TypeaheadItem = { kind: 'query'; query: string } | { kind: 'user'; user: UserRow };

export interface Typeahead {
  items: TypeaheadItem[];
  /** The first suggested search that continues what was typed, for the field to show as a completion. */
  hint: string | null;
}

const PEOPLE_IN_TYPEAHEAD = 3;

/** How many of the best-placed stored suggestions are checked against the pins; the rest are never read. */
const SUGGESTION_CANDIDATES = 50;

/**
 * Searches to suggest from board names in the boards scope: the names of the newest matching boards the viewer
 * may see that themselves hold what was typed, grouped. Boards are few enough for the search index to answer.
 */
async function boardNameSuggestions(
  ctx: RequestContext,
  words: RawBuilder<unknown>,
  typed: string,
  size: number,
): Promise<string[]> {
  const names = visibleMatchingBoards(ctx, words)
    .select(sql<string>`lower(boards.name)`.as('suggestion'))
    // A suggestion must itself hold what was typed, not only its description.
    .where(sql<boolean>`to_tsvector('simple', boards.name) @@ ${words}`)
    .orderBy('boards.id', 'desc')
    .limit(RANKED_CANDIDATES);
  const rows = await ctx.db
    .selectFrom(names.as('matched'))
    .select('matched.suggestion')
    .groupBy('matched.suggestion')
    // Suggestions that continue the typed text first, then the most common, then the shortest.
    .orderBy(sql`starts_with(matched.suggestion, ${typed})`, 'desc')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`length(matched.suggestion)`)
    .orderBy('matched.suggestion')
    .limit(size)
    .execute();
  return rows.map((row) => row.suggestion);
}

/**
 * Searches to suggest from pin titles: read from `typeahead_suggestions` (titles of pins on public boards, which
 * refreshTypeaheadSuggestions keeps), so no one else's secret or protected board ever feeds them. A stored
 * suggestion is shown only while a pin on a public board still carries it and neither its saver nor its board's
 * owner has a block with the viewer, so a refresh that has not run yet never reveals a pin made secret or
 * deleted since. The titles on the viewer's own secret and protected boards are added for them alone.
 */
async function pinTitleSuggestions(
  ctx: RequestContext,
  words: RawBuilder<unknown>,
  typed: string,
  size: number,
): Promise<string[]> {
  const viewerId = viewerIdOf(ctx);
  const candidates = ctx.db
    .selectFrom('typeahead_suggestions as stored')
    .select(['stored.suggestion', 'stored.pin_count'])
    .where(sql<boolean>`to_tsvector('simple', stored.suggestion) @@ ${words}`)
    .orderBy(sql`starts_with(stored.suggestion, ${typed})`, 'desc')
    .orderBy('stored.pin_count', 'desc')
    .orderBy(sql`length(stored.suggestion)`)
    .orderBy('stored.suggestion')
    .limit(SUGGESTION_CANDIDATES);
  // NOTE: a lateral subquery with LIMIT 1 rather than EXISTS: for EXISTS the planner read every pin with the
  // title through a bitmap (2,500 per title in the bench data, 43 ms for 20 candidates at 1M pins); with the
  // limit it walks the title index and stops at the first visible pin (1 ms).
  const shared = ctx.db
    .selectFrom(candidates.as('candidate'))
    .innerJoinLateral(
      (eb) => {
        let carriers = eb
          .selectFrom('pins')
          .innerJoin('boards', 'boards.id', 'pins.board_id')
          .select('pins.id')
          .where(sql<boolean>`lower(pins.title) = candidate.suggestion`)
          .where('boards.privacy', '=', 'public');
        if (viewerId) {
          carriers = carriers
            .where(notBlockedWith('pins.pinner_id', viewerId))
            .where(notBlockedWith('boards.owner_id', viewerId));
        }
        return carriers.limit(1).as('carrier');
      },
      (join) => join.onTrue(),
    )
    .select(['candidate.suggestion', 'candidate.pin_count']);
  // The viewer's own secret and protected boards (as owner or collaborator) are theirs to be reminded of: read
  // from their pins, which are few next to everyone's. Not for a token that may not read those pins.
  const matched =
    viewerId && pinReaderOf(ctx)
      ? shared.unionAll(
          ctx.db
            .selectFrom('pins')
            .innerJoin('boards', 'boards.id', 'pins.board_id')
            .select([
              sql<string>`lower(pins.title)`.as('suggestion'),
              sql<number>`count(*)::integer`.as('pin_count'),
            ])
            .where('boards.privacy', '!=', 'public')
            .where((eb) => boardMemberIs(eb, viewerId))
            .where(notBlockedWith('pins.pinner_id', viewerId))
            .where(sql<boolean>`to_tsvector('simple', pins.title) @@ ${words}`)
            .groupBy(sql`lower(pins.title)`),
        )
      : shared;
  const rows = await ctx.db
    .selectFrom(matched.as('matched'))
    .select('matched.suggestion')
    .groupBy('matched.suggestion')
    // Suggestions that continue the typed text first, then the most common, then the shortest.
    .orderBy(sql`starts_with(matched.suggestion, ${typed})`, 'desc')
    .orderBy(sql`sum(matched.pin_count)`, 'desc')
    .orderBy(sql`length(matched.suggestion)`)
    .orderBy('matched.suggestion')
    .limit(size)
    .execute();
  return rows.map((row) => row.suggestion);
}

/** The most used titles kept as suggestions; a title only a few pins carry past that is not worth a row. */
const STORED_SUGGESTIONS = 100_000;

/**
 * Rebuilds the typeahead's suggestions from the pins on public boards (a job runs it every few minutes; one
 * statement, so readers see the old set or the new one). Answers how many suggestions there are now.
 */
export async function refreshTypeaheadSuggestions(db: Db): Promise<number> {
  const result = await sql<{ count: string }>`
    with current_titles as materialized (
      select lower(pins.title) as suggestion, count(*)::integer as pin_count
      from pins join boards on boards.id = pins.board_id
      where boards.privacy = 'public' and pins.title <> ''
      group by lower(pins.title)
      order by count(*) desc, lower(pins.title)
      limit ${STORED_SUGGESTIONS}
    ),
    upserted as (
      insert into typeahead_suggestions (suggestion, pin_count)
      select suggestion, pin_count from current_titles
      on conflict (suggestion) do update set pin_count = excluded.pin_count
        where typeahead_suggestions.pin_count <> excluded.pin_count
      returning 1
    ),
    removed as (
      delete from typeahead_suggestions
      where not exists (
        select 1 from current_titles where current_titles.suggestion = typeahead_suggestions.suggestion
      )
      returning 1
    )
    select (select count(*) from current_titles) as count`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Suggestions for a partly typed search (typeahead: items and hint): `count` searches (5 by default)
 * taken from the titles of pins on public boards (or, in the boards scope, the names of boards the viewer may
 * see) that match, then up to three people. The users scope suggests `count` people only.
 */
export async function typeahead(
  ctx: RequestContext,
  term: string,
  scope: SearchScope,
  count = TYPEAHEAD_DEFAULT_COUNT,
): Promise<Typeahead> {
  const size = Math.max(1, Math.min(Math.trunc(count) || TYPEAHEAD_DEFAULT_COUNT, TYPEAHEAD_MAX_COUNT));
  const typed = searchTerms(term).join(' ');
  if (!typed || searchWithheld(ctx, term)) return { items: [], hint: null };
  const firstPage = (limit: number): KeysetPage => ({ limit, inverted: false });
  const people = await searchUsers(ctx, term, firstPage(scope === 'users' ? size : PEOPLE_IN_TYPEAHEAD));
  const peopleItems: TypeaheadItem[] = people.map((user) => ({ kind: 'user', user }));
  if (scope === 'users') return { items: peopleItems, hint: null };

  const words = wordQuery(term)!;
  const suggestions =
    scope === 'boards'
      ? await boardNameSuggestions(ctx, words, typed, size)
      : await pinTitleSuggestions(ctx, words, typed, size);
  const queries: TypeaheadItem[] = suggestions.map((query) => ({ kind: 'query', query }));
  const hint = suggestions.find((suggestion) => suggestion.startsWith(typed)) ?? null;
  return { items: [...queries, ...peopleItems], hint };
}
