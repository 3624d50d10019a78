import type { Db } from '../db/database';
import { refreshTypeaheadSuggestions } from '../domain/search';

/**
 * How often the typeahead's suggestions are rebuilt from the pins: a new public pin's title is suggested within
 * this long. One rebuild reads every pin on a public board (about a second at 1M pins on Postgres).
 */
export const TYPEAHEAD_REFRESH_MS = 10 * 60_000;

export interface TypeaheadRefresh {
  stop(): Promise<void>;
}

/** Rebuilds the suggestions now and then every `everyMs`; `stop()` waits for a rebuild in progress. */
export function startTypeaheadRefresh(db: Db, everyMs = TYPEAHEAD_REFRESH_MS): TypeaheadRefresh {
  const refresh = () =>
    refreshTypeaheadSuggestions(db).then(
      () => {},
      (error: unknown) => console.error('[typeahead refresh]', error),
    );
  let running = refresh();
  const timer = setInterval(() => {
    running = running.then(refresh);
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
