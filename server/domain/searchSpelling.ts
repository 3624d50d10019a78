import { sql } from 'kysely';
import { searchTerms } from '../../core/search';
import type { PinSearchScope } from '../../core/searchScopes';
import type { SearchFilters } from '../../core/searchState';
import {
  correctedSearchTerms,
  isCorrectableWord,
  SPELLING_CANDIDATES_PER_WORD,
  SPELLING_CORRECTION_BELOW,
  type SpellingCandidate,
  type TypedWordLookup,
  wantsSpellingCorrection,
} from '../../core/spellingCorrection';
import type { Db } from '../db/database';
import { searchWithheld } from './advisories';
import type { RequestContext } from './context';
import { searchPinsInScope } from './search';

/** The most common words kept; a word only a few pins carry past that is not worth a row. */
const VOCABULARY_SIZE = 100_000;

/** Known words shorter than this are not kept: a correctable word is longer, and at most an edit away. */
const VOCABULARY_MIN_LENGTH = 3;

/**
 * Rebuilds the spelling vocabulary from the words of pins on public boards (the typeahead's job runs it every
 * few minutes; one statement, so readers see the old set or the new one). Words with digits are left out.
 * Answers how many words there are now.
 */
export async function refreshSearchVocabulary(db: Db): Promise<number> {
  // NOTE: ts_stat reads the stored words (pin_search_words) of every public pin in one pass and counts, for
  // each word, the pins carrying it; its argument is a query text, so the privacy condition sits inside it.
  const result = await sql<{ count: string }>`
    with current_words as materialized (
      select word, ndoc::integer as pin_count
      from ts_stat('select pin_search_words.words from pin_search_words
        join pins on pins.id = pin_search_words.pin_id
        join boards on boards.id = pins.board_id
        where boards.privacy = ''public''')
      where length(word) >= ${VOCABULARY_MIN_LENGTH} and word !~ '[0-9]'
      order by ndoc desc, word
      limit ${VOCABULARY_SIZE}
    ),
    upserted as (
      insert into search_vocabulary (word, pin_count)
      select word, pin_count from current_words
      on conflict (word) do update set pin_count = excluded.pin_count
        where search_vocabulary.pin_count <> excluded.pin_count
      returning 1
    ),
    removed as (
      delete from search_vocabulary
      where not exists (select 1 from current_words where current_words.word = search_vocabulary.word)
      returning 1
    )
    select (select count(*) from current_words) as count`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** Trigram similarity a known word needs to be looked at as a correction (0…1). */
const SIMILARITY_THRESHOLD = 0.2;

/** The scopes searching everyone's pins: the only ones corrected (the vocabulary is everyone's words). */
const CORRECTED_SCOPES: ReadonlySet<PinSearchScope> = new Set(['pins', 'videos']);

/** A row of the lookup: a word's `known` row (no candidate), or one candidate of it (`known` null). */
interface LookupRow {
  term: string;
  known: boolean | null;
  word: string | null;
  similarity: number | null;
  pin_count: number | null;
}

/**
 * For each typed word: whether a known word starts with it, and the known words most similar to it (trigram
 * similarity of at least SIMILARITY_THRESHOLD, through the vocabulary's trigram index). One statement for all words.
 */
async function lookUpWords(ctx: RequestContext, words: string[]): Promise<Map<string, TypedWordLookup>> {
  // Search words are letters and digits only, so none carries a LIKE wildcard and none a space.
  const rows = await ctx.db.transaction().execute(async (tx) => {
    // NOTE: below pg_trgm's default threshold (0.3) lie short words with two letters swapped ("tatr" and
    // "tart" share a quarter of their trigrams); edit distance then decides. Local to this transaction, so no
    // other query on the connection is affected.
    await sql`set local pg_trgm.similarity_threshold = ${sql.lit(SIMILARITY_THRESHOLD)}`.execute(tx);
    // NOTE: one pair of selects per word, each with the word as a plain value, rather than a join over the
    // words: the planner reads the trigram index for `like` only when it knows the pattern (with the pattern
    // computed per joined row it read every word, 35 ms for each at 100,000 words; this way 2 ms in all).
    const perWord = words.map(
      (term) => sql<LookupRow>`(select ${term}::text as term,
          exists (select 1 from search_vocabulary where word like ${`${term}%`}) as known,
          null::text as word, null::float8 as similarity, null::integer as pin_count)
        union all
        (select ${term}::text, null::boolean, word, similarity(word, ${term})::float8, pin_count
          from search_vocabulary
          where word % ${term}
          order by 4 desc, 5 desc, 3
          limit ${SPELLING_CANDIDATES_PER_WORD})`,
    );
    return sql<LookupRow>`${sql.join(perWord, sql` union all `)}`.execute(tx);
  });
  const lookups = new Map<string, { known: boolean; candidates: SpellingCandidate[] }>();
  for (const row of rows.rows) {
    const lookup = lookups.get(row.term) ?? { known: false, candidates: [] };
    if (row.known !== null) lookup.known = row.known;
    if (row.word !== null) {
      lookup.candidates.push({
        word: row.word,
        similarity: Number(row.similarity),
        pinCount: Number(row.pin_count),
      });
    }
    lookups.set(row.term, lookup);
  }
  return lookups;
}

/** How many pins a search finds, counted up to SPELLING_CORRECTION_BELOW. */
async function fewPinsFound(
  ctx: RequestContext,
  scope: PinSearchScope,
  query: string,
  filters: SearchFilters,
): Promise<number> {
  const pins = await searchPinsInScope(
    ctx,
    scope,
    query,
    { limit: SPELLING_CORRECTION_BELOW, inverted: false },
    filters,
  );
  return pins.length;
}

/**
 * The corrected search to answer instead of `query`, or null to answer `query` itself. A search of everyone's
 * pins that finds fewer than SPELLING_CORRECTION_BELOW pins has each unknown word replaced by the closest known
 * word of public pins (core/spellingCorrection.ts); the correction is used only when it finds more pins than
 * the query did for this viewer, with the same filters, so it never names a word of a pin the viewer may not see.
 */
export async function correctedPinSearch(
  ctx: RequestContext,
  scope: PinSearchScope,
  query: string,
  filters: SearchFilters,
): Promise<string | null> {
  if (!CORRECTED_SCOPES.has(scope)) return null;
  const terms = searchTerms(query);
  const correctable = terms.filter(isCorrectableWord);
  if (correctable.length === 0 || searchWithheld(ctx, query)) return null;
  // The vocabulary first: when it knows every word (the usual search), that one indexed probe is all it costs.
  const corrected = correctedSearchTerms(terms, await lookUpWords(ctx, correctable));
  if (!corrected) return null;
  const found = await fewPinsFound(ctx, scope, query, filters);
  if (!wantsSpellingCorrection(found)) return null;
  const correctedQuery = corrected.join(' ');
  return (await fewPinsFound(ctx, scope, correctedQuery, filters)) > found ? correctedQuery : null;
}
