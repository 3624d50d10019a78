/**
 * How videos play: feeds play them muted and looping while mostly in view, one organic video at a time across
 * the page (promoted videos play on their own track), and a promoted video's watched time is reported when it
 * pauses.
 */

/** The share of a feed video that must be in view for it to play ("mostly in view"). */
export const FEED_VIDEO_VISIBLE_RATIO = 0.5;

/**
 * The most one report of watched time may add: a looping feed video can play for long, but a single play
 * longer than this is a tab left open, not watching.
 */
export const MAX_WATCH_REPORT_MS = 10 * 60 * 1000;

/** Reports shorter than this are not sent: a video that paused as it started was not watched. */
export const MIN_WATCH_REPORT_MS = 250;

/**
 * Whether feed videos play by themselves: the person's setting, and never when their system asks for reduced
 * motion.
 */
export function feedAutoplayAllowed(setting: boolean, prefersReducedMotion: boolean): boolean {
  return setting && !prefersReducedMotion;
}

/** The watched time a report adds, in whole milliseconds within 0 and MAX_WATCH_REPORT_MS; bad input adds 0. */
export function watchTimeToRecord(watchedMs: number): number {
  if (!Number.isFinite(watchedMs) || watchedMs <= 0) return 0;
  return Math.min(Math.round(watchedMs), MAX_WATCH_REPORT_MS);
}

/** The setting's label and hint on the account settings page. */
export const AUTOPLAY_TEXTS = {
  label: 'Autoplay videos',
  hint: 'Play videos in your feeds by themselves, muted, while they are in view. Videos never play by themselves when your device asks for reduced motion.',
} as const;
