export const USERNAME_MAX_LENGTH = 30;

/** A username candidate from a person's name or, failing that, the local part of their email. */
export function usernameBase(fullName: string, email: string): string {
  const fromName = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const fromEmail = email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');
  const base = fromName.length >= 3 ? fromName : fromEmail;
  return (base.length >= 3 ? base : `user${base}`).slice(0, USERNAME_MAX_LENGTH - 4);
}

/** Routes owned by the app itself can never be usernames, since /{username} is the profile route. */
export const RESERVED_USERNAMES = new Set([
  'pin',
  'pins',
  'board',
  'boards',
  'search',
  'login',
  'signup',
  'logout',
  'settings',
  'business',
  'advertiser',
  'ideas',
  'graphql',
  'graphiql',
  'v3',
  'media',
  'offsite',
  'resource',
  'static',
  'assets',
  'pin-builder',
  'admin',
  'about',
  'help',
  'api',
  'me',
  'today',
  'following',
  'invite',
  'invites',
  'password',
  'explore',
  'tools',
  'upload',
  'callback',
]);
