/** Spec 000 §5: a hashtag is # followed by characters other than spaces and punctuation. */
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

/** Highlighting applies only when the query is longer than one character (spec 000 §5). */
export function shouldHighlightHashtag(query: string): boolean {
  return query.replace(/^#/, '').length > 1;
}

/** The hashtag autocomplete shows at most this many suggestions. */
export const HASHTAG_SUGGESTION_LIMIT = 5;
