import { PIN_DESCRIPTION_MAX_LENGTH } from './constants';
import { isSafeLink } from './links';
import { CREATE_BOARD_PATH, createSectionPath, pinPath } from './paths';
import type { PinCreateMethod } from './pinCreate';
import { safeRedirectPath } from './redirect';

/**
 * The external pin-create page, `/pin/create/{method}`: the route websites' Save buttons and
 * the bookmarklet open. These are its pure rules: reading a query written by strangers, deciding what to show,
 * sizing the popup and leaving it after a create.
 */

/** The route's method; create when missing, bookmarklet from the browser bookmarklet. */
export const PIN_CREATE_PAGE_METHODS = ['create', 'bookmarklet', 'button', 'link'] as const;
export type PinCreatePageMethod = (typeof PIN_CREATE_PAGE_METHODS)[number];

/** The second parameter. */
export type PinCreateAction = 'create' | 'repin';

/** The popup is 750 px wide; its height is at least that. */
export const PIN_CREATE_POPUP_WIDTH = 750;
export const PIN_CREATE_POPUP_MIN_HEIGHT = 750;

/**
 * Below this viewport width (or with a phone or tablet user agent) the page is the mobile web one. It stays well
 * under the 750 px popup, so a desktop popup never turns into the phone layout.
 */
export const MOBILE_MAX_VIEWPORT_WIDTH = 599;

export interface PinCreateParams {
  method: PinCreatePageMethod;
  action: PinCreateAction;
  /** The page the pin links to. */
  url: string | null;
  /** The image: an http(s) link, or a base64 image data url. */
  media: string | null;
  description: string;
  color: string | null;
  guid: string | null;
}

/** Reads the method route parameter, any case; anything unknown is the default, create. */
export function pinCreatePageMethod(value: string | null | undefined): PinCreatePageMethod {
  const method = (value ?? '').trim().toLowerCase();
  return (PIN_CREATE_PAGE_METHODS as readonly string[]).includes(method)
    ? (method as PinCreatePageMethod)
    : 'create';
}

export function pinCreateAction(value: string | null | undefined): PinCreateAction {
  return (value ?? '').trim().toLowerCase() === 'repin' ? 'repin' : 'create';
}

/**
 * Splits a query the way Save buttons in the wild write it: `+` or `%20` for spaces, keys in any case, `&amp;`
 * left over from HTML (`?url=…&amp;media=…`), a stray `%` that is not an escape, repeated keys (the first
 * non-empty value wins) and parameters we do not know (ignored).
 */
export function readTolerantQuery(search: string): Map<string, string> {
  const values = new Map<string, string>();
  const text = search.replace(/^\?/, '');
  for (const part of text.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const rawKey = at === -1 ? part : part.slice(0, at);
    const rawValue = at === -1 ? '' : part.slice(at + 1);
    const key = decodeLoosely(rawKey)
      .trim()
      .toLowerCase()
      .replace(/^(amp;)+/, '');
    const value = decodeLoosely(rawValue).trim();
    if (key && value && !values.has(key)) values.set(key, value);
  }
  return values;
}

/** Percent-decoding that keeps what is not a valid escape instead of failing, with `+` read as a space. */
function decodeLoosely(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** A link from a query: http(s) only; `//host/…` is taken as https. Anything else is no link at all. */
export function tolerantLink(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim().startsWith('//') ? `https:${value.trim()}` : value.trim();
  if (!isSafeLink(text)) return null;
  return new URL(text).toString();
}

/** True for a base64 image data url (`data:image/…;base64,…`), which a bookmarklet may pass as media. */
export function isImageDataUrl(value: string): boolean {
  return /^data:image\/[a-z0-9.+-]+;base64,/i.test(value);
}

function tolerantColor(value: string | undefined): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value ?? '');
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

function tolerantGuid(value: string | undefined): string | null {
  const guid = (value ?? '').trim();
  return /^[\w.:-]{1,128}$/.test(guid) ? guid : null;
}

/**
 * The page's parameters — method and action from the route, url, media, description, color and
 * guid from the query. The description starts cut to the pin description limit, so the page opens valid.
 */
export function parsePinCreateParams(
  search: string,
  route: { method?: string | null; action?: string | null } = {},
): PinCreateParams {
  const query = readTolerantQuery(search);
  const mediaText = query.get('media') ?? '';
  return {
    method: pinCreatePageMethod(route.method),
    action: pinCreateAction(route.action ?? query.get('action')),
    url: tolerantLink(query.get('url')),
    media: isImageDataUrl(mediaText) ? mediaText.replace(/\s+/g, '') : tolerantLink(mediaText),
    description: (query.get('description') ?? '').slice(0, PIN_DESCRIPTION_MAX_LENGTH),
    color: tolerantColor(query.get('color')),
    guid: tolerantGuid(query.get('guid')),
  };
}

/**
 * The method a pin made on this page is recorded with: the bookmarklet's and the Save button's
 * own (a button without a guid becomes button_external on the server); an image taken from a page by any other
 * way was scraped.
 */
export function createPinMethodFor(method: PinCreatePageMethod): PinCreateMethod {
  if (method === 'bookmarklet') return 'bookmarklet';
  if (method === 'button') return 'button';
  return 'scraped';
}

const OWN_PIN_PATH = /^(?:\/amp)?\/pin\/(\d+)\/?$/;

/**
 * The entity id when `url` is one of our own pin pages (`/pin/{digits}/`, optionally prefixed
 * `/amp`) on one of `ownHosts` (host with port, as `location.host` gives it); null otherwise.
 */
export function ownPinIdFromUrl(url: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const hosts = ownHosts.map((host) => host.toLowerCase());
  if (!hosts.includes(parsed.host.toLowerCase())) return null;
  return OWN_PIN_PATH.exec(parsed.pathname)?.[1] ?? null;
}

/** Where an own pin url leads — the save flow of that pin. */
export function repinPath(pinId: string): string {
  return `${pinPath(pinId)}repin/x/`;
}

/** Phones and tablets by user agent, or any narrow viewport. */
export function isMobileClient(client: { userAgent: string; viewportWidth: number }): boolean {
  return (
    /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i.test(client.userAgent) ||
    client.viewportWidth <= MOBILE_MAX_VIEWPORT_WIDTH
  );
}

export type PinCreateView =
  /** Neither pin nor url information — nothing is rendered. */
  | { kind: 'nothing' }
  /** Our own pin page: its save flow. */
  | { kind: 'repin'; to: string }
  /** Mobile web, not signed in. */
  | { kind: 'home' }
  | { kind: 'desktop' }
  | { kind: 'desktopSignedOut' }
  | { kind: 'mobile' };

/** Which version of the page a visitor gets. */
export function pinCreateView(input: {
  params: Pick<PinCreateParams, 'url' | 'media'>;
  isAuth: boolean;
  isMobile: boolean;
  ownHosts: readonly string[];
}): PinCreateView {
  const { params, isAuth, isMobile } = input;
  if (isMobile && !isAuth) return { kind: 'home' };
  const ownPinId = ownPinIdFromUrl(params.url, input.ownHosts);
  if (ownPinId) return { kind: 'repin', to: repinPath(ownPinId) };
  if (!params.url && !params.media) return { kind: 'nothing' };
  if (isMobile) return { kind: 'mobile' };
  return isAuth ? { kind: 'desktop' } : { kind: 'desktopSignedOut' };
}

/**
 * The popup is resized to 750 px wide when narrower, and to at least 750 px tall. Null when it
 * already fits.
 */
export function popupResize(window: { outerWidth: number; outerHeight: number }): {
  width: number;
  height: number;
} | null {
  const width = Math.max(window.outerWidth, PIN_CREATE_POPUP_WIDTH);
  const height = Math.max(window.outerHeight, PIN_CREATE_POPUP_MIN_HEIGHT);
  return width === window.outerWidth && height === window.outerHeight ? null : { width, height };
}

/** The window features a Save button or the bookmarklet opens the page with, centred on the opener. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }): string {
  const left = Math.round(screen.left + Math.max(0, (screen.width - PIN_CREATE_POPUP_WIDTH) / 2));
  const top = Math.round(screen.top + Math.max(0, (screen.height - PIN_CREATE_POPUP_MIN_HEIGHT) / 2));
  return `width=${PIN_CREATE_POPUP_WIDTH},height=${PIN_CREATE_POPUP_MIN_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

export type PinCreateExit = { kind: 'close' } | { kind: 'back'; steps: 1 | 2 };

/**
 * After a create: close the window when another page opened it or when there is no page of ours
 * behind it to go back to; otherwise go back — two steps when the person came back from the create-board or
 * create-section page (that page and this one's second entry), one otherwise.
 */
export function pinCreateExit(input: {
  openedByAnotherPage: boolean;
  historyLength: number;
  returnedFromCreateStep: boolean;
}): PinCreateExit {
  const steps = input.returnedFromCreateStep ? 2 : 1;
  if (input.openedByAnotherPage || input.historyLength <= steps) return { kind: 'close' };
  return { kind: 'back', steps };
}

/**
 * The canonical path of a pin-create page for some parameters — how the page is carried through the create-board
 * and create-section pages with the person's edits (the image they picked, the description they changed).
 */
export function pinCreatePath(params: PinCreateParams): string {
  const query = new URLSearchParams();
  if (params.url) query.set('url', params.url);
  if (params.media) query.set('media', params.media);
  if (params.description) query.set('description', params.description);
  if (params.color) query.set('color', params.color);
  if (params.guid) query.set('guid', params.guid);
  const action = params.action === 'repin' ? 'repin/' : '';
  return `/pin/create/${params.method}/${action}?${query}`;
}

/** The query parameter with which the create-board and create-section pages carry the pin being created. */
export const PIN_CREATE_RETURN_PARAM = 'pin_create';

/** A create-board or create-section page that returns to the pin-create page afterwards. */
export function withPinCreateReturn(path: string, pinCreatePath: string): string {
  return `${path}?${new URLSearchParams({ [PIN_CREATE_RETURN_PARAM]: pinCreatePath })}`;
}

/**
 * The pin-create page to return to from `?pin_create=`: same-origin pin-create paths only (anything else could
 * send a person anywhere after they create a board); null when there is none.
 */
export function pinCreateReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  const path = safeRedirectPath(value, origin);
  return /^\/pin\/create(\/|\?|$)/.test(path) ? path : null;
}

/** The create-board link of the mobile Choose board screen. */
export function createBoardPathFor(pinCreatePath: string): string {
  return withPinCreateReturn(CREATE_BOARD_PATH, pinCreatePath);
}

/** The create-section link of the mobile Choose section screen. */
export function createSectionPathFor(boardId: string, pinCreatePath: string): string {
  return withPinCreateReturn(createSectionPath(boardId), pinCreatePath);
}

/** The tracking image request after a create on this page. */
export function pinCreateTrackingPath(input: {
  event: 'pin_create_success' | 'pin_create_fail';
  pinId?: string | null;
  path: string;
}): string {
  const query = new URLSearchParams({
    client: 'web',
    event: input.event,
    pin_id: input.pinId ?? '',
    path: input.path,
  });
  return `/v3/callback/event/?${query}`;
}
