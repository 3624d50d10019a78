import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { readStoredAccounts } from './storedAccounts';
import { useSwitchAccountMutation } from './useSwitchAccountMutation';

/** The other accounts signed in in this browser, as the account menu lists them; part of the one viewer query. */
export const AccountSwitch_viewer = graphql(`
  fragment AccountSwitch_viewer on Viewer {
    otherAccounts {
      id
      entityId
      username
      fullName
      isPartner
      imageSmallUrl
      imageMediumUrl
    }
  }
`);

export type AccountSwitchRef = FragmentType<typeof AccountSwitch_viewer>;

/** The other signed-in accounts from a viewer answer, for the stored-accounts map and the menu. */
export function otherAccountsOf(viewerRef: AccountSwitchRef | null) {
  return getFragmentData(AccountSwitch_viewer, viewerRef)?.otherAccounts ?? [];
}

interface AccountSwitchItemsProps {
  viewer: AccountSwitchRef | null;
  /** Closes the menu before leaving for the add-account page. */
  onClose: () => void;
}

/**
 * The account menu's "Your accounts" group (multi-account switching): one item per other account
 * signed in here (choosing one switches to it), then "Add account".
 */
export function AccountSwitchItems({ viewer, onClose }: AccountSwitchItemsProps) {
  const labelId = useId();
  const accounts = otherAccountsOf(viewer);
  const [switchAccount, { loading }] = useSwitchAccountMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const stored = readStoredAccounts();
  return (
    <>
      <hr className="viewer-menu__divider" />
      {accounts.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a menu's items are grouped by role="group"; a fieldset is for form controls.
        <div role="group" aria-labelledby={labelId} className="viewer-menu__group">
          <div id={labelId} className="viewer-menu__group-label">
            Your accounts
          </div>
          {accounts.map((account) => (
            <button
              key={account.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="viewer-menu__item viewer-menu__profile-item"
              aria-disabled={loading ? true : undefined}
              onClick={async () => {
                if (loading) return;
                setRefusal(await switchAccount(account.entityId));
              }}
            >
              <Avatar
                name={account.fullName}
                imageUrl={account.imageSmallUrl ?? account.imageMediumUrl}
                size={32}
              />
              <span className="viewer-menu__profile-text">
                <span className="viewer-menu__profile-name">{account.fullName}</span>
                <span className="viewer-menu__profile-meta">
                  {stored[account.entityId]?.email ?? `@${account.username}`}
                </span>
              </span>
            </button>
          ))}
          {refusal ? (
            <p role="alert" className="viewer-menu__group-label">
              {refusal}
            </p>
          ) : null}
        </div>
      ) : null}
      <Link role="menuitem" tabIndex={-1} to="/add-account/" className="viewer-menu__item" onClick={onClose}>
        Add account
      </Link>
    </>
  );
}
