import { LOGIN_METHODS } from './loginMethods';

/**
 * Several accounts signed in in one browser (multi-account switching; the browser keeps a list of
 * the accounts signed in): rules the client and the server share.
 */

/** The legacy login method number for moving to another account already signed in here: 7, "switch account". */
export const LOGIN_METHOD_SWITCH_ACCOUNT = LOGIN_METHODS.switchAccount;

/** At most this many accounts (the active one included) are signed in in one browser at once. */
export const MAX_SIGNED_IN_ACCOUNTS = 5;

/** The localStorage key of the stored-accounts map, a display cache only. */
export const STORED_ACCOUNTS_KEY = 'tackboard.accounts';
