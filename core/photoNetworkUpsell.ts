import { linkHost } from './links';
import { SETTINGS_PATHS } from './paths';

/**
 * The photo-network upsell after creating a pin: an invitation to connect the account the
 * person holds on a photo-sharing network (Instagram).
 */

/** The stored list of upsells a person has seen, and this upsell's value in it. */
export const UPSELLS_SEEN_STATE = 'claiming_upsells_seen';
export const POST_CREATE_UPSELL = 'POST_CREATE_UPSELL_V2';
/** The experiment that gates it. */
export const POST_CREATE_UPSELL_EXPERIMENT = 'web_post_create_retargeting';
/** The dismiss button appears after this long. */
export const UPSELL_DISMISS_DELAY_MS = 2000;
/** Connect now leads here. */
export const CLAIM_PATH = SETTINGS_PATHS.claim;
/** The network the connected-accounts record and the claim page are about. */
export const PHOTO_NETWORK = 'instagram';
export const PHOTO_NETWORK_NAME = 'Instagram';

const PHOTO_NETWORK_HOSTS = ['instagram.com', 'instagr.am'];

/** True when a link points at the photo network (instagram.com, any subdomain, or its short domain). */
export function isPhotoNetworkLink(link: string | null | undefined): boolean {
  const host = link ? linkHost(link) : null;
  if (!host) return false;
  return PHOTO_NETWORK_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

export interface UpsellConditions {
  /** The created pin's link (the page's url). */
  link: string | null | undefined;
  /** The viewer's claiming_upsells_seen values. */
  seen: readonly string[];
  connectedToPhotoNetwork: boolean;
  listedWebsiteUrl: string | null | undefined;
  experimentEnabled: boolean;
}

/**
 * The upsell is shown only when all five hold — the link is to the network; it was not seen
 * before; the account is not connected; the listed website is on the network; the experiment is enabled.
 */
export function shouldShowPhotoNetworkUpsell(conditions: UpsellConditions): boolean {
  return (
    isPhotoNetworkLink(conditions.link) &&
    !conditions.seen.includes(POST_CREATE_UPSELL) &&
    !conditions.connectedToPhotoNetwork &&
    isPhotoNetworkLink(conditions.listedWebsiteUrl) &&
    conditions.experimentEnabled
  );
}

/**
 * The username in a profile link on the network (`https://www.instagram.com/name/` → `name`), to prefill the
 * claim page from the listed website; null when the link names no profile.
 */
export function photoNetworkUsername(link: string | null | undefined): string | null {
  if (!isPhotoNetworkLink(link)) return null;
  const first = new URL(link!).pathname.split('/').find(Boolean) ?? '';
  return /^[A-Za-z0-9._]{1,30}$/.test(first) && !['p', 'reel', 'explore', 'stories'].includes(first)
    ? first
    : null;
}
