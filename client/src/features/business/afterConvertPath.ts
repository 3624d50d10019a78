import { SETTINGS_PATHS } from '../../../../core/paths';
import { DEFAULT_LOGIN_REDIRECT, safeRedirectPath } from '../../../../core/redirect';

export const BUSINESS_SETTINGS_PATH = SETTINGS_PATHS.business;

/**
 * Where `/business/convert?next=` goes once converted: `next` when it is a same-origin path,
 * otherwise the business settings.
 */
export function afterConvertPath(next: string | null, origin: string): string {
  if (!next) return BUSINESS_SETTINGS_PATH;
  const path = safeRedirectPath(next, origin);
  // safeRedirectPath answers "/" for anything it refuses; only a `next` that really was "/" goes there.
  if (path === DEFAULT_LOGIN_REDIRECT && next.trim() !== DEFAULT_LOGIN_REDIRECT)
    return BUSINESS_SETTINGS_PATH;
  return path;
}
