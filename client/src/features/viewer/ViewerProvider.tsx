import { type ReactNode, useEffect } from 'react';
import { setSiteName } from '../../ui/useDocumentTitle';
import { otherAccountsOf } from '../accounts/AccountSwitchItems';
import { storeSignedInAccounts } from '../accounts/storedAccounts';
import { useViewerQuery, ViewerContext, type ViewerState } from './useViewer';

/**
 * Asks who is looking once and shares the answer, so the many components that depend on it (every pin card's
 * Save button, board links lower-cased for signed-out viewers) do not each watch the query.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const value = useViewerQuery();
  useEffect(() => syncStoredAccounts(value), [value]);
  useEffect(() => setSiteName(value.siteName), [value.siteName]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/** Keeps the stored-accounts map (a display cache) to the accounts the server says are signed in here. */
function syncStoredAccounts({ loading, isActingAs, user, accountSwitch }: ViewerState): void {
  // While acting for a business, `user` is the business, not an account signed in here.
  if (loading || isActingAs) return;
  const others = otherAccountsOf(accountSwitch).map((a) => ({
    id: a.entityId,
    username: a.username,
    email: null,
    fullName: a.fullName,
    imageSmallUrl: a.imageSmallUrl,
    imageMediumUrl: a.imageMediumUrl,
    isPartner: a.isPartner,
  }));
  const active = user
    ? [
        {
          id: user.entityId,
          username: user.username,
          email: user.email,
          fullName: user.fullName,
          imageSmallUrl: user.imageSmallUrl,
          imageMediumUrl: user.imageMediumUrl,
          isPartner: user.isPartner,
        },
      ]
    : [];
  storeSignedInAccounts([...active, ...others]);
}
