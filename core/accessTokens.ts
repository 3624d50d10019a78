import { isApiScope } from './apiScopes';
import { ACCESS_TOKEN_TEXTS } from './texts';

export const ACCESS_TOKEN_NAME_MAX_LENGTH = 100;

/** The lifetimes the token form offers, in days; no expiry is offered too, as GitHub and Pinterest do. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

export interface AccessTokenDraft {
  name: string;
  scopes: readonly string[];
  /** Null or absent: the token never expires. */
  expiresInDays?: number | null;
}

/**
 * What is wrong with a new token's name, scopes or expiry (the first problem, with the field it is about), or
 * null when it may be made. The form and the server check with this same rule.
 */
export function accessTokenDraftError(
  draft: AccessTokenDraft,
): { field: 'name' | 'scopes' | 'expiresInDays'; message: string } | null {
  const name = draft.name.trim();
  if (name === '') return { field: 'name', message: ACCESS_TOKEN_TEXTS.nameRequired };
  if (name.length > ACCESS_TOKEN_NAME_MAX_LENGTH)
    return { field: 'name', message: ACCESS_TOKEN_TEXTS.nameTooLong };
  if (draft.scopes.length === 0) return { field: 'scopes', message: ACCESS_TOKEN_TEXTS.scopeRequired };
  if (!draft.scopes.every(isApiScope)) return { field: 'scopes', message: ACCESS_TOKEN_TEXTS.unknownScope };
  const days = draft.expiresInDays;
  if (days != null && !(ACCESS_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days)) {
    return { field: 'expiresInDays', message: ACCESS_TOKEN_TEXTS.expiryInvalid };
  }
  return null;
}
