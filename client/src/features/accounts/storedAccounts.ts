import { STORED_ACCOUNTS_KEY } from '../../../../core/accountSwitching';

/** One entry of the stored-accounts map: what the account menu may show before the server answers. */
export interface StoredAccount {
  id: string;
  username: string;
  email: string | null;
  fullName: string;
  imageSmallUrl: string | null;
  imageMediumUrl: string | null;
  isPartner?: boolean;
}

/** Keyed by account id. */
export type StoredAccounts = Record<string, StoredAccount>;

/**
 * The stored-accounts map from localStorage. A display cache only: the server's `otherAccounts` decides who is
 * signed in here. Storage failures are logged and ignored.
 */
export function readStoredAccounts(): StoredAccounts {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORED_ACCOUNTS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredAccounts) : {};
  } catch (error) {
    if (!(error instanceof SyntaxError)) console.warn('Cannot access localStorage.');
    return {};
  }
}

/**
 * Replaces the map with the accounts the server says are signed in here (the active one first). An email
 * the server shows only to its owner is kept from when that account was the active one.
 */
export function storeSignedInAccounts(accounts: StoredAccount[]): void {
  const before = readStoredAccounts();
  const next: StoredAccounts = {};
  for (const account of accounts) {
    next[account.id] = { ...account, email: account.email ?? before[account.id]?.email ?? null };
  }
  try {
    window.localStorage.setItem(STORED_ACCOUNTS_KEY, JSON.stringify(next));
  } catch {
    console.warn('Cannot access localStorage.');
  }
}
