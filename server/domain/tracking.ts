import { sql } from 'kysely';
import { QUICK_PROMOTE_STAGE_EVENTS } from '../../core/quickPromoteFlow';
import {
  isVisualPageKind,
  isVisualTimeoutReason,
  MAX_VISUAL_COMPLETE_MS,
  VISUAL_COMPLETE_EVENT,
  VISUAL_PAGE_KINDS,
  type VisualPageKind,
} from '../../core/visualCompleteness';
import { requireAdmin } from './admin';
import type { RequestContext } from './context';
import { validationError } from './errors';
import { LOGIN_FAILURE_WINDOW_MS } from './loginThrottle';
import { clientAddressKey, takeTry } from './throttle';

/**
 * The events the client reports with its tracking request: after the external pin-create page, the
 * quick-promote flow's stages (view, submit, submit success, submit error), and how long a page took to look
 * finished (visual_complete).
 */
export const TRACKED_EVENTS = [
  'pin_create_success',
  'pin_create_fail',
  ...Object.values(QUICK_PROMOTE_STAGE_EVENTS),
  VISUAL_COMPLETE_EVENT,
] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

export interface TrackingInput {
  client: string;
  event: string;
  pinId?: string | null;
  path?: string | null;
  /** visual_complete: the page timed (home_feed, pin_closeup). */
  pageKind?: string | null;
  /** visual_complete: milliseconds until it looked finished, a whole number up to MAX_VISUAL_COMPLETE_MS… */
  durationMs?: number | null;
  /** …or why the watch gave up ('layout timeout', 'timing timeout'). */
  timeoutReason?: string | null;
}

/** What a visual_complete report says, checked: a known page, and a bounded time or a known reason. */
function visualReport(input: TrackingInput) {
  const pageKind = input.pageKind ?? '';
  if (!isVisualPageKind(pageKind)) {
    throw validationError(`Page kind must be one of ${VISUAL_PAGE_KINDS.join(', ')}.`, 'pageKind');
  }
  const { durationMs, timeoutReason } = input;
  if (timeoutReason != null) {
    if (durationMs != null || !isVisualTimeoutReason(timeoutReason)) {
      throw validationError(
        'Timeout reason must be layout timeout or timing timeout, without a time.',
        'timeoutReason',
      );
    }
    return { pageKind, durationMs: null, timeoutReason };
  }
  if (
    durationMs == null ||
    !Number.isInteger(durationMs) ||
    durationMs < 0 ||
    durationMs > MAX_VISUAL_COMPLETE_MS
  ) {
    throw validationError(
      `The time must be a whole number of milliseconds up to ${MAX_VISUAL_COMPLETE_MS}.`,
      'durationMs',
    );
  }
  return { pageKind, durationMs, timeoutReason: null };
}

/**
 * Page timings one reporter (a signed-in person, else a client address) adds to the medians per window: enough for
 * anyone's real page views, too few for one browser or script to move the operator's median. The window is the
 * login throttle's, whose sweep clears the shared bucket table.
 */
export const VISUAL_REPORTS_PER_WINDOW = 30;

/**
 * Records one tracking request (anonymous ones too). Unknown events, and malformed timings, are refused; a page
 * timing past its reporter's allowance is dropped without a word (an image request has no one to tell).
 */
export async function recordTrackingEvent(ctx: RequestContext, input: TrackingInput): Promise<void> {
  const event = TRACKED_EVENTS.find((e) => e === input.event);
  if (!event) throw validationError('Unknown event.', 'event');
  const client = /^[a-z_]{1,20}$/.test(input.client) ? input.client : 'web';
  const pinId = input.pinId && /^\d{1,19}$/.test(input.pinId) ? input.pinId : null;
  const visual = event === VISUAL_COMPLETE_EVENT ? visualReport(input) : null;
  if (visual) {
    const reporter = ctx.viewer ? `user:${ctx.viewer.id}` : clientAddressKey(ctx.clientAddress);
    const allowed = await takeTry(
      ctx.db,
      {
        key: `visual-report:${reporter}`,
        subject: null,
        max: VISUAL_REPORTS_PER_WINDOW,
        windowMs: LOGIN_FAILURE_WINDOW_MS,
      },
      ctx.now(),
    );
    if (!allowed) return;
  }
  await ctx.db
    .insertInto('tracking_events')
    .values({
      user_id: ctx.viewer?.id ?? null,
      client,
      event,
      pin_id: pinId,
      path: (input.path ?? '').slice(0, 2048),
      page_kind: visual?.pageKind ?? null,
      duration_ms: visual?.durationMs ?? null,
      timeout_reason: visual?.timeoutReason ?? null,
      created_at: ctx.now(),
    })
    .execute();
  if (visual) {
    if (visual.durationMs !== null) ctx.telemetry?.pageVisuallyComplete(visual.pageKind, visual.durationMs);
    else if (visual.timeoutReason) ctx.telemetry?.pageVisualTimeout(visual.pageKind, visual.timeoutReason);
  }
}

/** The window the administrator's page summarises. */
export const VISUAL_COMPLETENESS_WINDOW_MS = 60 * 60_000;

export interface VisualCompletenessSummary {
  pageKind: VisualPageKind;
  /** The median time to look finished over the window, null when no page finished in it. */
  medianMs: number | null;
  /** Reports with a time in the window. */
  completed: number;
  /** Watches that gave up in the window. */
  timedOut: number;
}

/** For the administrator: per page kind, the median time to look finished over the last hour. */
export async function visualCompletenessSummary(ctx: RequestContext): Promise<VisualCompletenessSummary[]> {
  await requireAdmin(ctx);
  const since = new Date(ctx.now().getTime() - VISUAL_COMPLETENESS_WINDOW_MS);
  const rows = await ctx.db
    .selectFrom('tracking_events')
    .select([
      'page_kind',
      sql<number | null>`percentile_cont(0.5) within group (order by duration_ms)`.as('median_ms'),
      sql<string>`count(duration_ms)`.as('completed'),
      sql<string>`count(timeout_reason)`.as('timed_out'),
    ])
    .where('event', '=', VISUAL_COMPLETE_EVENT)
    .where('created_at', '>=', since)
    .groupBy('page_kind')
    .execute();
  const byKind = new Map(rows.map((row) => [row.page_kind, row]));
  return VISUAL_PAGE_KINDS.map((pageKind) => {
    const row = byKind.get(pageKind);
    return {
      pageKind,
      medianMs: row?.median_ms == null ? null : Math.round(Number(row.median_ms)),
      completed: Number(row?.completed ?? 0),
      timedOut: Number(row?.timed_out ?? 0),
    };
  });
}
