import type { Db } from '../db/database';
import { refreshTypeaheadSuggestions } from '../domain/search';
import { refreshSearchVocabulary } from '../domain/searchSpelling';
import {
  type ScheduledRefresh,
  type ScheduledRefreshOptions,
  startScheduledRefresh,
} from './scheduledRefresh';

/**
 * How often the typeahead's suggestions and the spelling vocabulary are rebuilt from the pins: a new public
 * pin's title is suggested, and its words offered as corrections, within this long. One rebuild reads every pin
 * on a public board (about a second at 1M pins on Postgres for the titles, a few more for the words).
 */
export const TYPEAHEAD_REFRESH_MS = 10 * 60_000;

/** The one jobs row that schedules the rebuild, kept from run to run (migrations/0024 allows only one). */
export const TYPEAHEAD_REFRESH_JOB = 'typeahead.refresh';

export type TypeaheadRefreshOptions = ScheduledRefreshOptions;
export type TypeaheadRefresh = ScheduledRefresh;

/** Rebuilds what search suggests from the pins: the typeahead's titles, then the spelling vocabulary. */
export async function refreshSearchSuggestions(db: Db): Promise<void> {
  await refreshTypeaheadSuggestions(db);
  await refreshSearchVocabulary(db);
}

/** Keeps the search suggestions rebuilt every TYPEAHEAD_REFRESH_MS, by one process at a time. */
export function startTypeaheadRefresh(db: Db, options: TypeaheadRefreshOptions = {}): TypeaheadRefresh {
  return startScheduledRefresh(
    db,
    { type: TYPEAHEAD_REFRESH_JOB, everyMs: TYPEAHEAD_REFRESH_MS, refresh: refreshSearchSuggestions },
    options,
  );
}
