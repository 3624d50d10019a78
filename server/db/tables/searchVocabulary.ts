export interface SearchVocabularyTable {
  /** A word of a pin's title or description on a public board, lower-cased. */
  word: string;
  /** Pins on public boards carrying it, as of the last refresh. */
  pin_count: number;
}
