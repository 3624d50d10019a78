export interface TypeaheadSuggestionsTable {
  /** A pin title on a public board, lower-cased. */
  suggestion: string;
  /** Pins on public boards with this title, as of the last refresh. */
  pin_count: number;
}
