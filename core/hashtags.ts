/** A hashtag is # followed by characters other than spaces and punctuation. */
const HASHTAG = /#([^\s\p{P}\p{S}]+)/gu;

/** Hashtags in a text, without the #, in order of first appearance, de-duplicated case-insensitively. */
export function parseHashtags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[1]!;
    if (!seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** Highlighting applies only when the query is longer than one character. */
export function shouldHighlightHashtag(query: string): boolean {
  return query.replace(/^#/, '').length > 1;
}

/** The hashtag autocomplete shows at most this many suggestions. */
export const HASHTAG_SUGGESTION_LIMIT = 5;

/** Longer tags are kept to their first 100 characters. */
export const HASHTAG_MAX_LENGTH = 100;

/** The tags of a pin's text as stored: lower-cased key → the spelling first written. */
export function hashtagKeys(text: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const display of parseHashtags(text)) {
    const shown = display.slice(0, HASHTAG_MAX_LENGTH);
    const key = shown.toLowerCase();
    if (!tags.has(key)) tags.set(key, shown);
  }
  return tags;
}

/** What an autocomplete term asks for: the tag's start, without the # and lower-cased; null when it can't match. */
export function hashtagPrefix(term: string): string | null {
  const prefix = term.trim().replace(/^#/, '').toLowerCase();
  if (prefix.length === 0 || prefix.length > HASHTAG_MAX_LENGTH) return null;
  return parseHashtags(`#${prefix}`)[0] === prefix ? prefix : null;
}

/**
 * The hashtag being typed at the caret, if any: the # and the tag characters from there to the caret, with where
 * it starts. "#gard|" gives { start, partial: 'gard' }; a caret after a space or inside a word gives null.
 */
export function hashtagAtCaret(text: string, caret: number): { start: number; partial: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[\s(])#([^\s\p{P}\p{S}]*)$/u.exec(before);
  if (!match) return null;
  const after = text.slice(caret);
  if (/^[^\s\p{P}\p{S}]/u.test(after)) return null;
  return { start: before.length - match[2]!.length - 1, partial: match[2]! };
}
