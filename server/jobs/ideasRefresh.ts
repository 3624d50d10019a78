import type { Db } from '../db/database';
import { refreshIdeaTopics } from '../domain/ideas';
import {
  type ScheduledRefresh,
  type ScheduledRefreshOptions,
  startScheduledRefresh,
} from './scheduledRefresh';

/**
 * How often the ideas area's topics are rebuilt from the pins on public boards: a new topic appears, and a pin
 * made secret stops counting, within this long (the pin itself leaves every topic's feed and cover at once).
 */
export const IDEAS_REFRESH_MS = 10 * 60_000;

/** The one jobs row that schedules the rebuild (migrations/0033 allows only one). */
export const IDEAS_REFRESH_JOB = 'ideas.refresh';

/** Keeps the ideas topics rebuilt every IDEAS_REFRESH_MS, by one process at a time. */
export function startIdeasRefresh(db: Db, options: ScheduledRefreshOptions = {}): ScheduledRefresh {
  return startScheduledRefresh(
    db,
    { type: IDEAS_REFRESH_JOB, everyMs: IDEAS_REFRESH_MS, refresh: refreshIdeaTopics },
    options,
  );
}
