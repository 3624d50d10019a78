import { useSuspenseQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router';
import { ADVERTISER_LINK_LABELS, ADVERTISER_PAGES, advertiserPageOf } from '../../../../core/advertiserPages';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { storeActingAs } from '../../apollo/actingAs';
import { graphql } from '../../gql';
import type { AdvertiserAreaQueryQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SiteLink } from '../../ui/SiteLink';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import './advertiser-area.css';

const AdvertiserAreaQuery = graphql(`
  query AdvertiserAreaQuery {
    viewer {
      isAuth
      advertiser {
        entityId
      }
      adAccounts {
        advertiserId
        name
        currency
        pausedAt
        profileId
        profileName
        current
        readOnly
      }
    }
  }
`);

type AdAccount = AdvertiserAreaQueryQuery['viewer']['adAccounts'][number];

/**
 * Every advertiser-area page without a screen of its own (core/advertiserPages.ts): what this Tackboard offers
 * there, said plainly, with links to what exists; the accounts manager lists the ad accounts the person can
 * manage. An address that is no advertiser page says so.
 */
export function AdvertiserAreaRoute() {
  const { pathname } = useLocation();
  const page = advertiserPageOf(pathname);
  const info = page ? ADVERTISER_PAGES.get(page.key) : undefined;
  useDocumentTitle(info?.title ?? (page ? 'Not available yet' : 'No such page'));
  const { data } = useSuspenseQuery(AdvertiserAreaQuery);
  const advertiserId = page?.advertiserId ?? data.viewer.advertiser?.entityId ?? null;
  const linkTo = (key: Parameters<typeof advertiserUrl>[0]) =>
    key === 'quick_promote' ? advertiserUrl('quick_promote_page') : advertiserUrl(key, { advertiserId });
  const links = (info?.links ?? ['ads_manager', 'quick_promote']).filter(
    (key) => key === 'quick_promote' || advertiserId !== null,
  );

  if (!page) {
    return (
      <div className="page">
        <EmptyState
          title="There's no such page in the ads area"
          action={<Link to={linkTo('home')}>Ads home</Link>}
        >
          Check the address, or start from the ads home.
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page page--narrow advertiser-area">
      <h1>{info?.title ?? "This part of the ads area isn't available yet"}</h1>
      <p>
        {info?.text ??
          'For now you can promote your Pins, manage campaigns in the ads manager, follow their reporting and find your invoices under billing.'}
      </p>
      {info?.listsAccounts ? (
        <AccountList accounts={data.viewer.adAccounts} signedIn={data.viewer.isAuth} />
      ) : null}
      <nav aria-label="Ads area">
        <ul className="advertiser-area__links">
          {info?.mainSitePage ? (
            <li>
              <SiteLink to={info.mainSitePage.path}>{info.mainSitePage.label}</SiteLink>
            </li>
          ) : null}
          {links.map((key) => (
            <li key={key}>
              <Link to={linkTo(key)}>{ADVERTISER_LINK_LABELS.get(key) ?? key}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {!data.viewer.isAuth ? <p>Log in to see your ad accounts.</p> : null}
    </div>
  );
}

/** Opens another profile's ad account: the tab acts for that profile from now on (the page loads again). */
function manage(account: AdAccount): void {
  storeActingAs(account.profileId);
  window.location.assign(advertiserUrl('ads_manager', { advertiserId: account.advertiserId }));
}

function AccountList({ accounts, signedIn }: { accounts: readonly AdAccount[]; signedIn: boolean }) {
  if (!signedIn) return null;
  if (accounts.length === 0) {
    return (
      <EmptyState
        title="No ad accounts yet"
        action={<Link to={advertiserUrl('quick_promote_page')}>Promote a Pin</Link>}
      >
        Promote a Pin to make your ad account.
      </EmptyState>
    );
  }
  return (
    <ul className="advertiser-area__accounts" aria-label="Ad accounts">
      {accounts.map((account) => (
        <li key={account.advertiserId} className="advertiser-area__account">
          <div>
            <div className="advertiser-area__account-name">{account.name}</div>
            <div className="advertiser-area__account-meta">
              {account.profileName} · {account.currency}
              {account.pausedAt ? ' · paused by the administrator' : ''}
              {account.readOnly ? ' · analyst (read only)' : ''}
            </div>
          </div>
          {account.current || account.readOnly ? (
            // An analyst reads the account as themselves: no switching, nothing to change.
            <Link
              to={advertiserUrl('ads_manager', { advertiserId: account.advertiserId })}
              aria-label={account.readOnly ? `See ${account.name}'s campaigns and reports` : undefined}
            >
              {account.readOnly ? 'See campaigns and reports' : 'Open ads manager'}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => manage(account)}>
              Switch to {account.profileName}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
