import { HOME_PATH, IDEAS_PATH, SHOW_ERROR_PATH } from './paths';

/**
 * What the answer to a page's failed load says, read from a GraphQL error's extensions (`status`,
 * `apiErrorCode`, `redirectUrl`) or from a /v3 failure envelope (the HTTP status, `api_error_code`,
 * `redirect_url`). Anything the answer did not say is null.
 */
export interface LoadFailure {
  status: number | null;
  apiErrorCode: number | null;
  redirectUrl: string | null;
}

/** The api error code a 401 carries when the request had no usable session (the person is signed out). */
export const UNAUTHENTICATED_API_ERROR_CODE = 7;

/** Where the person is when the load fails. */
export interface FailedLoadPlace {
  /** The page's path (without its query). */
  pathname: string;
  /** The site's origin, to tell a redirect url on this site from one elsewhere. */
  origin: string;
  signedIn: boolean;
}

/** `url` as a path on this site (with its query and hash), or null when it names another site or is no url. */
function pathOnSite(url: string, origin: string): string | null {
  const text = url.trim();
  // Protocol-relative ("//elsewhere.example") and backslash tricks ("/\elsewhere.example") name another host.
  if (text === '' || /^[/\\]{2}/.test(text) || /^\/\\/.test(text)) return null;
  let parsed: URL;
  try {
    parsed = new URL(text, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function isIdeasPage(pathname: string): boolean {
  return pathname.startsWith(IDEAS_PATH) && pathname !== IDEAS_PATH;
}

/**
 * Where a page whose data failed to load sends the person, or null when it does not (the page shows its error
 * screen instead):
 * - a 301 with a redirect url goes to that url, when it is on this site;
 * - a 404, or a 401 with api error code 7, goes home with the show-error flag, except that a signed-out
 *   visitor's ideas page (a topic, not the ideas area itself) goes to the ideas area: still something to browse;
 * - anything else (a 500, a refusal, no answer at all) stays, as does a page that would be sent to itself.
 */
export function failedLoadDestination(failure: LoadFailure, place: FailedLoadPlace): string | null {
  let destination: string | null = null;
  if (failure.status === 301) {
    destination = failure.redirectUrl ? pathOnSite(failure.redirectUrl, place.origin) : null;
  } else if (
    failure.status === 404 ||
    (failure.status === 401 && failure.apiErrorCode === UNAUTHENTICATED_API_ERROR_CODE)
  ) {
    // A 401 says the person is signed out, whatever the page last knew.
    const signedOut = !place.signedIn || failure.status === 401;
    destination = signedOut && isIdeasPage(place.pathname) ? IDEAS_PATH : SHOW_ERROR_PATH;
  }
  if (destination === null) return null;
  // Home cannot send home: its own failure shows there (and a redirect to where one is would never end).
  const destinationPath = destination.split(/[?#]/, 1)[0];
  return destinationPath === place.pathname || place.pathname === HOME_PATH ? null : destination;
}
