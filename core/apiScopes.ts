/**
 * What an access token (personal, or issued to an OAuth app) may do, named as Pinterest's v5 API names them so
 * existing clients ask for the scopes they already know. A browser session has no scopes: it may do everything
 * its person may. The `_secret` scopes are the only way a token reaches secret and protected boards and their
 * pins, even its own person's.
 */
export const API_SCOPES = [
  'boards:read',
  'boards:write',
  'boards:read_secret',
  'boards:write_secret',
  'pins:read',
  'pins:write',
  'pins:read_secret',
  'pins:write_secret',
  'user_accounts:read',
  'user_accounts:write',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

/** Each scope in plain words, as the consent screen and the token form list them. */
export const API_SCOPE_DESCRIPTIONS: ReadonlyMap<ApiScope, string> = new Map<ApiScope, string>([
  ['boards:read', 'See your public boards and their sections'],
  ['boards:write', 'Create, change and delete your public boards and their sections'],
  ['boards:read_secret', 'See your secret and protected boards'],
  ['boards:write_secret', 'Create, change and delete your secret and protected boards'],
  ['pins:read', 'See your public pins'],
  ['pins:write', 'Create, change, save and delete pins on your public boards'],
  ['pins:read_secret', 'See pins on your secret and protected boards'],
  ['pins:write_secret', 'Create, change, save and delete pins on your secret and protected boards'],
  ['user_accounts:read', 'See your profile, who you follow and who follows you'],
  ['user_accounts:write', 'Follow and unfollow people and boards for you'],
]);

const KNOWN = new Set<string>(API_SCOPES);

export function isApiScope(name: string): name is ApiScope {
  return KNOWN.has(name);
}

/**
 * The scopes a space- or comma-separated list names (OAuth's `scope` parameter uses spaces, Pinterest's
 * examples commas), or the unknown names when any is not a scope. Repeats collapse; order follows API_SCOPES.
 */
export function parseApiScopes(text: string): { scopes: ApiScope[] } | { unknown: string[] } {
  const names = text.split(/[\s,]+/).filter((name) => name !== '');
  const unknown = names.filter((name) => !isApiScope(name));
  if (unknown.length > 0) return { unknown };
  const wanted = new Set(names);
  return { scopes: API_SCOPES.filter((scope) => wanted.has(scope)) };
}
