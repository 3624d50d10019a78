import { shortenCount } from './followerCount';

/** The experiment that picks how pin cards credit a pin for signed-out visitors. */
export const PIN_ATTRIBUTION_EXPERIMENT = 'web_unauth_pin_attribution';

/** Its groups: who saved the pin and to which board (the signed-in look), the board alone, the person alone. */
export const PIN_ATTRIBUTION_GROUPS = {
  pinnerAndBoard: 'pinner_and_board',
  board: 'board',
  pinner: 'pinner',
} as const;

export type PinAttribution = (typeof PIN_ATTRIBUTION_GROUPS)[keyof typeof PIN_ATTRIBUTION_GROUPS];

const ATTRIBUTIONS: ReadonlySet<string> = new Set(Object.values(PIN_ATTRIBUTION_GROUPS));

/**
 * What a pin card credits: signed-in people always see who saved it and to which board; a signed-out visitor
 * sees their experiment group's variant, and the signed-in look for a group this build does not know (a group
 * forced by the operator's EXPERIMENTS setting, say).
 */
export function pinAttributionFor(isAuth: boolean, group: string | null): PinAttribution {
  if (isAuth || group === null || !ATTRIBUTIONS.has(group)) return PIN_ATTRIBUTION_GROUPS.pinnerAndBoard;
  return group as PinAttribution;
}

/** Aggregate saves are shown to signed-out visitors only, and only once a picture has been saved at all. */
export function showsAggregateSaves(isAuth: boolean, count: number): boolean {
  return !isAuth && count > 0;
}

/** "1 save", "12 saves", "1.2k saves": how often a picture was saved to public boards. */
export function saveCountLabel(count: number): string {
  return `${shortenCount(count)} ${count === 1 ? 'save' : 'saves'}`;
}
