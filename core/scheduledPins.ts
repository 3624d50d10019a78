/**
 * Scheduled pins: a business account's pin builder may publish a pin later instead of now. The pin is kept
 * aside (seen by its owner alone) until its time, then made like any pin.
 */

/** A scheduled time must be at least this far ahead: the worker's poll, and a little room to change one's mind. */
export const SCHEDULE_MIN_LEAD_MS = 10 * 60_000;
/** …and at most this far ahead. */
export const SCHEDULE_MAX_DAYS = 30;
/** How many pins one account may have waiting at once. */
export const SCHEDULED_PINS_MAX = 100;

export const SCHEDULE_TEXTS = {
  tooSoon: 'Choose a time at least 10 minutes from now.',
  tooLate: `Choose a time within the next ${SCHEDULE_MAX_DAYS} days.`,
  invalid: 'Choose a date and time to publish.',
  partnersOnly: 'Scheduling Pins is for business accounts.',
  tooMany: `You can schedule up to ${SCHEDULED_PINS_MAX} Pins at a time.`,
} as const;

/** Why a publish time cannot be used (null when it can), given the time now. */
export function scheduleError(publishAt: Date, now: Date): string | null {
  const at = publishAt.getTime();
  if (Number.isNaN(at)) return SCHEDULE_TEXTS.invalid;
  if (at < now.getTime() + SCHEDULE_MIN_LEAD_MS) return SCHEDULE_TEXTS.tooSoon;
  if (at > now.getTime() + SCHEDULE_MAX_DAYS * 24 * 60 * 60_000) return SCHEDULE_TEXTS.tooLate;
  return null;
}

/**
 * A `datetime-local` input's value (local wall time, `2026-12-01T09:30`) as a date, or null. The browser's time
 * zone is the person's: the server only ever sees the instant.
 */
export function localDateTimeValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
