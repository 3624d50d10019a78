/** A pin's searchable words, kept by the database from its title and description (migrations/0024_search_at_scale.ts). */
export interface PinSearchWordsTable {
  pin_id: string;
  /** The title's words weighted 'A', the description's 'C' (a tsvector; never selected, only matched). */
  words: string;
}
