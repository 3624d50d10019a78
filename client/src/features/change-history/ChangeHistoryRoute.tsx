import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  AD_CHANGE_OBJECTS,
  type AdChangeAction,
  type AdChangeObject,
  adChangeActionLabel,
  adChangeObjectLabel,
} from '../../../../core/adChangeHistory';
import { advertiserUrl } from '../../../../core/advertiserRoutes';
import { profilePath } from '../../../../core/paths';
import { useLoadMore } from '../../apollo/useLoadMore';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotYourAdvertiser } from '../ads-manager/NotYourAdvertiser';
import { ChangeHistoryQuery } from './operations';
import './change-history.css';

const PAGE_SIZE = 25;

function whenText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * `/advertiser/{id}/history/`: who created, edited, paused, resumed, archived or duplicated which campaign, ad
 * group or ad, with each changed setting before and after, newest first; filtered by kind of object.
 */
export function ChangeHistoryRoute() {
  useDocumentTitle('Change history');
  const { advertiserId = '' } = useParams();
  const id = useId();
  const [objectType, setObjectType] = useState<AdChangeObject | ''>('');
  const history = useQuery(ChangeHistoryQuery, {
    variables: { advertiserId, objectType: objectType === '' ? null : objectType, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const advertiser = history.data?.viewer.advertiser;
  const pager = useLoadMore(advertiser?.changeHistory.pageInfo, history.fetchMore);

  if (history.data && (!advertiser || advertiser.entityId !== advertiserId)) {
    return (
      <NotYourAdvertiser
        title="No change history here"
        signedIn={history.data.viewer.isAuth}
        signedOutText="Log in to see your change history."
      />
    );
  }
  const edges = advertiser?.changeHistory.edges ?? [];
  return (
    <div className="page change-history">
      <h1>Change history</h1>
      <p>
        Every change to your campaigns, ad groups and ads in the{' '}
        <Link to={advertiserUrl('ads_manager', { advertiserId })}>ads manager</Link> and quick promote: who
        made it, when, and each setting before and after. Money is in your account’s currency; times of
        schedules are UTC.
      </p>
      <div className="change-history__filters">
        <SelectField
          label="Show changes to"
          value={objectType}
          onChange={(event) => setObjectType(event.target.value as AdChangeObject | '')}
        >
          <option value="">Campaigns, ad groups and ads</option>
          {AD_CHANGE_OBJECTS.map((object) => (
            <option key={object} value={object}>
              {adChangeObjectLabel(object)}s only
            </option>
          ))}
        </SelectField>
      </div>
      {history.loading && !history.data ? <Spinner label="Loading the change history" /> : null}
      {history.error && !history.data ? <ErrorState onRetry={() => void history.refetch()} /> : null}
      {history.data && edges.length === 0 ? (
        <EmptyState title="No changes yet">
          Changes appear here as soon as you create or edit a campaign.
        </EmptyState>
      ) : null}
      {edges.length > 0 ? (
        <table className="change-history__table" aria-describedby={`${id}-caption`}>
          <caption id={`${id}-caption`}>Changes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Change</th>
              <th scope="col">Settings</th>
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node: change }) => (
              <tr key={change.entityId}>
                <td>
                  <time dateTime={change.createdAt}>{whenText(change.createdAt)}</time>
                </td>
                <td>
                  {change.actorUsername ? (
                    <Link to={profilePath(change.actorUsername)}>
                      {change.actorName ?? change.actorUsername}
                    </Link>
                  ) : (
                    'A deleted account'
                  )}
                </td>
                <td>
                  <span className="change-history__kind">
                    {adChangeObjectLabel(change.objectType as AdChangeObject)}
                  </span>{' '}
                  {change.objectName}
                </td>
                <td>{adChangeActionLabel(change.action as AdChangeAction)}</td>
                <td>
                  <ul className="change-history__settings">
                    {change.changes.map((setting) => (
                      <li key={setting.field}>
                        <span className="change-history__label">{setting.label}:</span>{' '}
                        {setting.before === null ? (
                          setting.after
                        ) : (
                          <>
                            <span className="visually-hidden">from </span>
                            <del>{setting.before}</del>
                            <span aria-hidden="true"> → </span>
                            <span className="visually-hidden"> to </span>
                            <ins>{setting.after}</ins>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pager.failed ? <ErrorState onRetry={pager.retry} /> : null}
      {pager.hasMore ? (
        <Button onClick={pager.loadMore} disabled={pager.loadingMore} busy={pager.loadingMore}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
