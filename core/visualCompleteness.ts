/**
 * How long a page takes to look finished (every picture in view loaded): watched in two phases, first the
 * layout (are the page's cards or picture there?), polled every LAYOUT_POLL_MS, then the timing (have the
 * pictures in view loaded?), polled every TIMING_POLL_MS. Each phase gives up after PHASE_TIMEOUT_MS and the
 * watch ends with its timeout reason instead of a time.
 */

export const LAYOUT_POLL_MS = 500;
export const TIMING_POLL_MS = 100;
export const PHASE_TIMEOUT_MS = 60_000;

/** The longest time a report may give: both phases run to their limit. */
export const MAX_VISUAL_COMPLETE_MS = 2 * PHASE_TIMEOUT_MS;

/** The pages whose time to look finished is watched. */
export const VISUAL_PAGE_KINDS = ['home_feed', 'pin_closeup'] as const;
export type VisualPageKind = (typeof VISUAL_PAGE_KINDS)[number];

export const VISUAL_TIMEOUT_REASONS = ['layout timeout', 'timing timeout'] as const;
export type VisualTimeoutReason = (typeof VISUAL_TIMEOUT_REASONS)[number];

/** The tracking event a watch reports. */
export const VISUAL_COMPLETE_EVENT = 'visual_complete';

export function isVisualPageKind(value: string): value is VisualPageKind {
  return (VISUAL_PAGE_KINDS as readonly string[]).includes(value);
}

export function isVisualTimeoutReason(value: string): value is VisualTimeoutReason {
  return (VISUAL_TIMEOUT_REASONS as readonly string[]).includes(value);
}

/** A watch's outcome: the milliseconds from its start until the page looked finished, or why it gave up. */
export type VisualCompleteness =
  | { kind: 'complete'; ms: number }
  | { kind: 'timeout'; reason: VisualTimeoutReason };

export interface VisualCompletenessProbe {
  /** Whether the page's layout is there (its cards or its picture rendered). */
  layoutReady(): boolean;
  /** Whether everything in view has loaded. */
  timingReady(): boolean;
  /** The clock, in milliseconds (the browser's performance.now()). */
  now(): number;
  /** Runs `run` after `ms`; answers a function that cancels it (setTimeout and clearTimeout). */
  schedule(run: () => void, ms: number): () => void;
}

/**
 * Watches a page from `startedAt` (on the probe's clock) until it looks finished or a phase gives up, and calls
 * `done` once with the outcome (never after the returned stop function is called). Each phase checks at once,
 * then at its interval.
 */
export function watchVisualCompleteness(
  probe: VisualCompletenessProbe,
  startedAt: number,
  done: (outcome: VisualCompleteness) => void,
): () => void {
  let cancel: (() => void) | null = null;
  let stopped = false;
  const finish = (outcome: VisualCompleteness) => {
    stopped = true;
    done(outcome);
  };

  function poll(
    phaseStart: number,
    every: number,
    ready: () => boolean,
    reason: VisualTimeoutReason,
    next: () => void,
  ): void {
    if (stopped) return;
    if (ready()) {
      next();
      return;
    }
    if (probe.now() - phaseStart >= PHASE_TIMEOUT_MS) {
      finish({ kind: 'timeout', reason });
      return;
    }
    cancel = probe.schedule(() => poll(phaseStart, every, ready, reason, next), every);
  }

  const timing = () =>
    poll(probe.now(), TIMING_POLL_MS, probe.timingReady, 'timing timeout', () =>
      finish({ kind: 'complete', ms: Math.max(0, Math.round(probe.now() - startedAt)) }),
    );
  poll(probe.now(), LAYOUT_POLL_MS, probe.layoutReady, 'layout timeout', timing);

  return () => {
    stopped = true;
    cancel?.();
  };
}
