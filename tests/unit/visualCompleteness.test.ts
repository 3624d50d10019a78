import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isVisualPageKind,
  isVisualTimeoutReason,
  type VisualCompleteness,
  watchVisualCompleteness,
} from '../../core/visualCompleteness';

let layout: boolean;
let timing: boolean;
let layoutChecks: number;
let timingChecks: number;

function watch(startedAt = 0) {
  const outcomes: VisualCompleteness[] = [];
  const stop = watchVisualCompleteness(
    {
      layoutReady: () => {
        layoutChecks += 1;
        return layout;
      },
      timingReady: () => {
        timingChecks += 1;
        return timing;
      },
      now: () => Date.now(),
      schedule: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },
    startedAt,
    (outcome) => outcomes.push(outcome),
  );
  return { outcomes, stop };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  layout = false;
  timing = false;
  layoutChecks = 0;
  timingChecks = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the visual-completeness monitor', () => {
  it('polls the layout every 500 ms, then the timing every 100 ms, and reports the time from the start', () => {
    const { outcomes } = watch();
    expect(layoutChecks).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(layoutChecks).toBe(3);
    expect(timingChecks).toBe(0);
    layout = true;
    vi.advanceTimersByTime(500);
    expect(layoutChecks).toBe(4);
    expect(timingChecks).toBe(1);
    vi.advanceTimersByTime(300);
    expect(timingChecks).toBe(4);
    expect(outcomes).toEqual([]);
    timing = true;
    vi.advanceTimersByTime(100);
    expect(outcomes).toEqual([{ kind: 'complete', ms: 1_900 }]);
    vi.advanceTimersByTime(10_000);
    expect(timingChecks).toBe(5);
    expect(outcomes).toHaveLength(1);
  });

  it('measures from the given start (navigation start for the first page)', () => {
    vi.setSystemTime(700);
    layout = true;
    timing = true;
    const { outcomes } = watch(0);
    expect(outcomes).toEqual([{ kind: 'complete', ms: 700 }]);
  });

  it('gives up on the layout after 60 seconds with "layout timeout"', () => {
    const { outcomes } = watch();
    vi.advanceTimersByTime(59_999);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(outcomes).toEqual([{ kind: 'timeout', reason: 'layout timeout' }]);
    const checks = layoutChecks;
    vi.advanceTimersByTime(5_000);
    expect(layoutChecks).toBe(checks);
  });

  it('gives up on the timing 60 seconds after the layout was ready, with "timing timeout"', () => {
    const { outcomes } = watch();
    vi.advanceTimersByTime(30_000);
    layout = true;
    vi.advanceTimersByTime(500);
    vi.advanceTimersByTime(59_900);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(outcomes).toEqual([{ kind: 'timeout', reason: 'timing timeout' }]);
  });

  it('reports nothing once stopped (the page was left)', () => {
    const { outcomes, stop } = watch();
    vi.advanceTimersByTime(500);
    stop();
    layout = true;
    timing = true;
    vi.advanceTimersByTime(120_000);
    expect(outcomes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('knows its page kinds and timeout reasons', () => {
    expect(isVisualPageKind('home_feed')).toBe(true);
    expect(isVisualPageKind('pin_closeup')).toBe(true);
    expect(isVisualPageKind('board')).toBe(false);
    expect(isVisualTimeoutReason('layout timeout')).toBe(true);
    expect(isVisualTimeoutReason('timeout')).toBe(false);
  });
});
