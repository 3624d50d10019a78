import { describe, expect, it } from 'vitest';
import {
  bestCorrection,
  correctedSearchTerms,
  editDistance,
  isCorrectableWord,
  maxSpellingEdits,
  SPELLING_CORRECTION_BELOW,
  type TypedWordLookup,
  wantsSpellingCorrection,
} from '../../core/spellingCorrection';

const candidate = (word: string, similarity = 0.5, pinCount = 1) => ({ word, similarity, pinCount });

describe('spelling correction', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('chocolate', 'chocolate')).toBe(0);
    expect(editDistance('chocolte', 'chocolate')).toBe(1);
    expect(editDistance('chocolatte', 'chocolate')).toBe(1);
    expect(editDistance('chocolabe', 'chocolate')).toBe(1);
    expect(editDistance('cohcolate', 'chocolate')).toBe(1);
    expect(editDistance('crème', 'creme')).toBe(1);
    expect(editDistance('', 'cake')).toBe(4);
  });

  it('allows one edit up to five letters and two beyond', () => {
    expect(maxSpellingEdits('tart')).toBe(1);
    expect(maxSpellingEdits('mouse')).toBe(1);
    expect(maxSpellingEdits('chocolte')).toBe(2);
  });

  it('never corrects short words or words with digits', () => {
    expect(isCorrectableWord('tea')).toBe(false);
    expect(isCorrectableWord('2024')).toBe(false);
    expect(isCorrectableWord('v8engine')).toBe(false);
    expect(isCorrectableWord('teas')).toBe(true);
  });

  it('picks the fewest edits, then the most similar, then the most common word', () => {
    expect(
      bestCorrection('chocolte', [candidate('chocolates', 0.6, 9), candidate('chocolate', 0.5, 1)]),
    ).toBe('chocolate');
    expect(bestCorrection('tarr', [candidate('tart', 0.3, 1), candidate('tarp', 0.3, 5)])).toBe('tarp');
    expect(bestCorrection('tarr', [candidate('tart', 0.4, 1), candidate('tarp', 0.3, 5)])).toBe('tart');
    // Too far for a short word.
    expect(bestCorrection('mose', [candidate('mousse', 0.33)])).toBeNull();
    expect(bestCorrection('cake', [])).toBeNull();
  });

  it('replaces only the words the vocabulary does not know, and answers null when nothing changes', () => {
    const lookups = new Map<string, TypedWordLookup>([
      ['chocolate', { known: true, candidates: [candidate('chocolates')] }],
      ['mouse', { known: false, candidates: [candidate('mousse', 0.6)] }],
      ['xylophone', { known: false, candidates: [] }],
    ]);
    expect(correctedSearchTerms(['chocolate', 'mouse'], lookups)).toEqual(['chocolate', 'mousse']);
    expect(correctedSearchTerms(['chocolate', 'xylophone'], lookups)).toBeNull();
    expect(correctedSearchTerms(['chocolate'], lookups)).toBeNull();
  });

  it('is tried only when a search finds fewer pins than the threshold', () => {
    expect(SPELLING_CORRECTION_BELOW).toBe(3);
    expect(wantsSpellingCorrection(0)).toBe(true);
    expect(wantsSpellingCorrection(2)).toBe(true);
    expect(wantsSpellingCorrection(3)).toBe(false);
  });
});
