/**
 * Spelling correction of a pin search: when the words typed find (almost) nothing, a close spelling of each
 * unknown word taken from the words of public pins is searched instead ("Showing results for …").
 */

/**
 * A search is corrected only when it finds fewer pins than this: none, or so few that a misspelt word is the
 * likelier reason (a rare word that finds one or two pins is answered by them unless a close spelling finds
 * more).
 */
export const SPELLING_CORRECTION_BELOW = 3;

/** Words shorter than this are never corrected: too many words lie within an edit of them. */
export const SPELLING_CORRECTION_MIN_LENGTH = 4;

/** The closest known words looked at per typed word (by trigram similarity). */
export const SPELLING_CANDIDATES_PER_WORD = 10;

/** A known word close to a typed one, as the vocabulary gives it. */
export interface SpellingCandidate {
  word: string;
  /** Trigram similarity to the typed word, 0…1. */
  similarity: number;
  /** How many public pins carry it. */
  pinCount: number;
}

/** What the vocabulary knows of one typed word. */
export interface TypedWordLookup {
  /** Some known word starts with it (search matches words by prefix, so it needs no correcting). */
  known: boolean;
  candidates: readonly SpellingCandidate[];
}

/** Edits allowed between a typed word and its correction: 1 up to 5 letters, 2 beyond. */
export function maxSpellingEdits(word: string): number {
  return [...word].length <= 5 ? 1 : 2;
}

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring letters as one
 * edit each (optimal string alignment), by code point.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    const row = rows[i]!;
    const above = rows[i - 1]!;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row[j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

/** Whether a typed word may be corrected at all: long enough and not a number. */
export function isCorrectableWord(word: string): boolean {
  return [...word].length >= SPELLING_CORRECTION_MIN_LENGTH && !/\p{N}/u.test(word);
}

/**
 * The best correction of one typed word, or null: the candidate fewest edits away (within maxSpellingEdits),
 * then the most similar, then the one most pins carry, then the first alphabetically.
 */
export function bestCorrection(typed: string, candidates: readonly SpellingCandidate[]): string | null {
  const limit = maxSpellingEdits(typed);
  const ranked = candidates
    .filter((candidate) => candidate.word !== typed)
    .map((candidate) => ({ ...candidate, edits: editDistance(typed, candidate.word) }))
    .filter((candidate) => candidate.edits <= limit)
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        b.similarity - a.similarity ||
        b.pinCount - a.pinCount ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
  return ranked[0]?.word ?? null;
}

/**
 * The corrected words of a search, or null when nothing would change: each typed word the vocabulary does not
 * know (as a word or the start of one) is replaced by its best correction; known, short and numeric words stay.
 */
export function correctedSearchTerms(
  terms: readonly string[],
  lookups: ReadonlyMap<string, TypedWordLookup>,
): string[] | null {
  let changed = false;
  const corrected = terms.map((term) => {
    const lookup = lookups.get(term);
    if (!lookup || lookup.known || !isCorrectableWord(term)) return term;
    const better = bestCorrection(term, lookup.candidates);
    if (!better) return term;
    changed = true;
    return better;
  });
  return changed ? corrected : null;
}

/** Whether a search that found `found` pins (counted up to SPELLING_CORRECTION_BELOW) should try a correction. */
export function wantsSpellingCorrection(found: number): boolean {
  return found < SPELLING_CORRECTION_BELOW;
}

/** The notice above corrected results: "Showing results for {corrected}", "Search instead for {typed}". */
export const SHOWING_RESULTS_FOR = 'Showing results for';
export const SEARCH_INSTEAD_FOR = 'Search instead for';
