/** Truncate at a word boundary (default 80 characters) and drop trailing punctuation. */
export function truncateText(text: string, maxLength = 80): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?\-–—]+$/u, '')}…`;
}
