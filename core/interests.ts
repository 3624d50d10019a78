import { phraseMatch } from './ideas';

/**
 * The welcome a new account sees once after signing up — whichever way it signed up — and the interests it asks
 * for: a few topics whose public pins then lead the person's home feed until they follow someone.
 */

/** The loading screen's bar creeps to this share while the questions load, and fills once they are ready. */
export const WELCOME_PROGRESS_MAX = 95;
/** How long the bar takes to reach WELCOME_PROGRESS_MAX. */
export const WELCOME_PROGRESS_MS = 6000;
/** The loading screen stays at least this long, so it is read rather than flashed. */
export const WELCOME_MIN_MS = 2000;

/** How many topics the interests step offers, and how many a person may keep. */
export const INTEREST_CHOICES = 24;
export const INTERESTS_MAX = 10;

/** The welcome's texts, with the instance's own name. */
export function welcomeTexts(siteName: string): { title: string; text: string } {
  return {
    title: `Welcome to ${siteName}!`,
    text: 'Your answers to the next questions will help us find the right ideas for you',
  };
}

export const INTERESTS_TEXTS = {
  title: 'What are you interested in?',
  hint: `Pick a few topics (up to ${INTERESTS_MAX}). We'll show you their Pins first.`,
  tooMany: `Pick up to ${INTERESTS_MAX} topics.`,
  unknown: "That topic isn't available any more. Pick another one.",
  saved: 'Your interests are saved.',
} as const;

/**
 * The bar's value (0 to WELCOME_PROGRESS_MAX, whole percent) after `elapsedMs`: it eases out, fast at first and
 * slower near the end, reaching the maximum at WELCOME_PROGRESS_MS and staying there.
 */
export function welcomeProgress(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  const t = Math.min(1, elapsedMs / WELCOME_PROGRESS_MS);
  const eased = 1 - (1 - t) ** 2;
  return Math.round(WELCOME_PROGRESS_MAX * eased);
}

/** A topic the interests step offers. */
export interface InterestTopic {
  slug: string;
  name: string;
  /** The text of a 'simple' tsquery a pin's search words must match to be in the topic. */
  match: string;
}

function fallbackTopic(name: string, ...alternatives: string[]): InterestTopic {
  const phrases = [name.toLowerCase(), ...alternatives];
  return {
    slug: phrases[0]!.replace(/ /g, '-'),
    name,
    match: phrases.map(phraseMatch).join(' | '),
  };
}

/** Offered while the instance has no topics of its own yet (a new instance, before people save in public). */
export const FALLBACK_INTEREST_TOPICS: readonly InterestTopic[] = [
  fallbackTopic('Recipes', 'recipe', 'cooking', 'baking'),
  fallbackTopic('Home decor', 'interior', 'living room', 'bedroom'),
  fallbackTopic('Travel', 'travel', 'beach', 'mountains'),
  fallbackTopic('Gardening', 'garden', 'plants', 'flowers'),
  fallbackTopic('Fashion', 'outfit', 'style'),
  fallbackTopic('Art', 'painting', 'drawing', 'illustration'),
  fallbackTopic('Photography', 'photo', 'photos'),
  fallbackTopic('Crafts', 'craft', 'knitting', 'sewing'),
  fallbackTopic('Fitness', 'workout', 'yoga'),
  fallbackTopic('Architecture', 'building', 'buildings'),
  fallbackTopic('Animals', 'dogs', 'cats', 'pets'),
  fallbackTopic('Quotes', 'quote'),
];

/**
 * The problem with a choice of topic slugs, or null: at most INTERESTS_MAX, each one offered (`isKnown`). The same
 * topic twice counts once.
 */
export function interestsError(slugs: readonly string[], isKnown: (slug: string) => boolean): string | null {
  const distinct = new Set(slugs);
  if (distinct.size > INTERESTS_MAX) return INTERESTS_TEXTS.tooMany;
  for (const slug of distinct) if (!isKnown(slug)) return INTERESTS_TEXTS.unknown;
  return null;
}

/** Settings → Interests, where they are changed later. */
export const INTERESTS_SETTINGS_PATH = '/settings/interests/';

/** The welcome's page. Both are kept out of core/paths.ts, which the first page loads and these pages don't need. */
export const WELCOME_PATH = '/welcome/';

/** The welcome, then on to `next` (where the person was headed when they signed up). */
export function welcomePath(next: string): string {
  return next && next !== '/' ? `${WELCOME_PATH}?next=${encodeURIComponent(next)}` : WELCOME_PATH;
}
