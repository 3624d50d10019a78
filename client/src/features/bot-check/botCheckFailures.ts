import {
  BOT_CHECK_FAILURES_KEY,
  parseBotCheckFailures,
  recordBotCheckFailure,
} from '../../../../core/botCheck';

/**
 * The timestamps of this browser's recent failed bot checks. Storage that cannot be used (private
 * modes, blocked cookies) is logged and ignored: the local limit then simply does not apply.
 */
export function readBotCheckFailures(): number[] {
  try {
    return parseBotCheckFailures(window.localStorage.getItem(BOT_CHECK_FAILURES_KEY));
  } catch {
    console.warn('Cannot access localStorage.');
    return [];
  }
}

/** Adds a failure now and returns the timestamps kept (at most 3). */
export function addBotCheckFailure(now: number): number[] {
  const failures = recordBotCheckFailure(readBotCheckFailures(), now);
  try {
    window.localStorage.setItem(BOT_CHECK_FAILURES_KEY, JSON.stringify(failures));
  } catch {
    console.warn('Cannot access localStorage.');
  }
  return failures;
}
