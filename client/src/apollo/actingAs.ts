import { ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { ACTING_AS_HEADER, ACTING_AS_REFUSED_DETAIL, ACTING_AS_STORAGE_KEY } from '../../../core/actingAs';

/** The refusal's text, kept for one read across the reload that follows it. */
const REFUSAL_NOTICE_KEY = `${ACTING_AS_STORAGE_KEY}.refused`;

/**
 * Session storage, or null where the browser refuses it (privacy modes, sandboxed frames). Storage
 * failures are logged and ignored, so the app simply acts for the person's own account.
 */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    console.warn('Cannot access sessionStorage.');
    return null;
  }
}

function readItem(key: string): string | null {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    console.warn('Cannot access sessionStorage.');
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    const storage = session();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    console.warn('Cannot access sessionStorage.');
  }
}

/**
 * The business profile this tab acts for, or null for the person's own account (the active profile
 * defaults to the viewer's own id). Session storage, so each tab keeps its own and a new window starts as the person.
 */
export function readActingAs(): string | null {
  return readItem(ACTING_AS_STORAGE_KEY) || null;
}

/** Stores the profile to act for; null goes back to the person's own account. */
export function storeActingAs(profileId: string | null): void {
  writeItem(ACTING_AS_STORAGE_KEY, profileId);
}

/** The header every request to our API carries while this tab acts for a business profile. */
export function actingAsHeaders(): Record<string, string> {
  const profileId = readActingAs();
  return profileId ? { [ACTING_AS_HEADER]: profileId } : {};
}

/** The server's message when a failure envelope refuses the acting profile, else null. */
export function actingAsRefusal(status: number, bodyText: string): string | null {
  if (status !== 403) return null;
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; message_detail?: unknown };
    if (body.message_detail !== ACTING_AS_REFUSED_DETAIL) return null;
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return null;
  }
}

let fallingBack = false;

/**
 * The server refused the stored profile (access removed, two-factor now required…): forget it and load the page
 * again as the person's own account. Everything cached was the business's, so nothing is kept; the server's
 * message waits in session storage for the next page to show. Several refused requests reload only once.
 */
export function fallBackToOwnProfile(message: string): void {
  if (fallingBack) return;
  fallingBack = true;
  storeActingAs(null);
  if (message) writeItem(REFUSAL_NOTICE_KEY, message);
  window.location.reload();
}

/** The refusal message left by `fallBackToOwnProfile`, once: reading it removes it. */
export function takeActingAsRefusalNotice(): string | null {
  const message = readItem(REFUSAL_NOTICE_KEY);
  if (message !== null) writeItem(REFUSAL_NOTICE_KEY, null);
  return message;
}

/** Adds the acting-as header at send time, so a switch takes effect on the very next request. */
export const actingAsLink = new SetContextLink((previous) => ({
  headers: { ...(previous.headers as Record<string, string> | undefined), ...actingAsHeaders() },
}));

/** Any GraphQL request the server refuses for the acting profile sends the tab back to the person's own account. */
export const actingAsRefusalLink = new ErrorLink(({ error }) => {
  if (!ServerError.is(error)) return;
  const message = actingAsRefusal(error.statusCode, error.bodyText);
  if (message !== null) fallBackToOwnProfile(message);
});
