import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { businessConvertPath, PAID_PARTNERSHIPS_PATH, pinPath, profilePath } from '../../../../core/paths';
import {
  brandDisplayName,
  isKnownSponsorshipStatus,
  SPONSORSHIP_STATUS,
  SPONSORSHIP_STATUS_NAMES,
} from '../../../../core/sponsorship';
import { useLoadMore } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import type { PaidPartnershipAnswer } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoginRequired } from '../../ui/LoginRequired';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import { useAnswerPaidPartnershipMutation } from './useAnswerPaidPartnershipMutation';
import './paid-partnerships.css';

const PAGE_SIZE = 20;

const PaidPartnershipsRouteQuery = graphql(`
  query PaidPartnershipsRouteQuery($first: Int!, $after: String) {
    viewer {
      user {
        id
        fullName
        businessName
      }
    }
    paidPartnershipRequests(first: $first, after: $after) {
      edges {
        node {
          id
          status
          requestedAt
          answeredAt
          creator {
            id
            username
            fullName
          }
          pin {
            id
            entityId
            title
            description
            altText
            imageSpec_236x {
              url
              width
              height
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/**
 * `/business/partnerships/`: the paid partnerships creators declared with the acting business, newest first.
 * A waiting request is approved (the Pin then names the business) or rejected (the Pin keeps "Paid partnership"
 * without a name); an approval can be ended. Each answer patches the list and the pin's label in the cache.
 */
export function PaidPartnershipsRoute() {
  useDocumentTitle('Paid partnerships');
  const { isAuth, user } = useViewer();
  const isBrand = Boolean(user?.isPartner);
  const requests = useQuery(PaidPartnershipsRouteQuery, {
    variables: { first: PAGE_SIZE },
    skip: !isBrand,
    notifyOnNetworkStatusChange: true,
  });
  const pager = useLoadMore(requests.data?.paidPartnershipRequests.pageInfo, requests.fetchMore);
  const [answer] = useAnswerPaidPartnershipMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();

  if (!isAuth || !user) return <LoginRequired next={PAID_PARTNERSHIPS_PATH} />;
  const brandName = brandDisplayName(requests.data?.viewer.user ?? user);
  if (!isBrand) {
    return (
      <div className="page page--narrow paid-partnerships">
        <h1>Paid partnerships</h1>
        <p>
          Creators can name business accounts as the brand of a paid partnership. Convert to a business
          account to be named on the Pins you sponsor.
        </p>
        <ButtonLink variant="primary" size="lg" to={businessConvertPath(PAID_PARTNERSHIPS_PATH)}>
          Convert to business
        </ButtonLink>
      </div>
    );
  }

  const respond = async (requestId: string, how: PaidPartnershipAnswer, done: string) => {
    setBusy(requestId);
    const refused = await answer(requestId, how);
    setBusy(null);
    toast({ text: refused ?? done });
  };

  const list = requests.data?.paidPartnershipRequests.edges.map((edge) => edge.node) ?? [];
  return (
    <div className="page paid-partnerships">
      <h1>Paid partnerships</h1>
      <p className="paid-partnerships__intro">
        Creators who made a Pin in a paid partnership with {brandName} ask you here. Approve, and their Pin
        says “Paid partnership with {brandName}”. Reject, and it says “Paid partnership” without your name.
      </p>
      {requests.error && !requests.data ? (
        <ErrorState onRetry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <Spinner label="Loading requests" />
      ) : list.length === 0 ? (
        <EmptyState title="No paid partnerships yet">
          When a creator names {brandName} as the brand of a paid partnership, the request shows here.
        </EmptyState>
      ) : (
        <ul className="paid-partnerships__list" aria-label="Paid-partnership requests">
          {list.map((request) => {
            const pinName = request.pin?.title || request.pin?.description.slice(0, 60) || 'Pin';
            const status = isKnownSponsorshipStatus(request.status)
              ? SPONSORSHIP_STATUS_NAMES[request.status]
              : 'Unknown';
            return (
              <li key={request.id} className="paid-partnerships__item" aria-label={pinName}>
                {request.pin ? (
                  // The title beside it is the link to the pin; the picture is decoration.
                  <img
                    className="paid-partnerships__thumb"
                    src={request.pin.imageSpec_236x.url}
                    width={request.pin.imageSpec_236x.width}
                    height={request.pin.imageSpec_236x.height}
                    alt=""
                  />
                ) : null}
                <div className="paid-partnerships__text">
                  <p className="paid-partnerships__title">
                    {request.pin ? <Link to={pinPath(request.pin.entityId)}>{pinName}</Link> : pinName}
                  </p>
                  <p className="paid-partnerships__meta">
                    {request.creator ? (
                      <>
                        By <Link to={profilePath(request.creator.username)}>{request.creator.fullName}</Link>
                        {' · '}
                      </>
                    ) : null}
                    Asked {dayText(request.requestedAt)}
                  </p>
                  <p className="paid-partnerships__status">
                    {status}
                    {request.answeredAt ? ` · ${dayText(request.answeredAt)}` : ''}
                  </p>
                </div>
                <div className="paid-partnerships__actions">
                  {request.status === SPONSORSHIP_STATUS.pending ? (
                    <>
                      <Button
                        disabled={busy !== null}
                        busy={busy === request.id}
                        onClick={() => void respond(request.id, 'REJECT', 'Request rejected')}
                        aria-label={`Reject ${pinName}`}
                      >
                        Reject
                      </Button>
                      <Button
                        variant="primary"
                        disabled={busy !== null}
                        busy={busy === request.id}
                        onClick={() => void respond(request.id, 'APPROVE', 'Partnership approved')}
                        aria-label={`Approve ${pinName}`}
                      >
                        Approve
                      </Button>
                    </>
                  ) : request.status === SPONSORSHIP_STATUS.approved ? (
                    <Button
                      disabled={busy !== null}
                      busy={busy === request.id}
                      onClick={() => void respond(request.id, 'END', 'Partnership ended')}
                      aria-label={`End partnership on ${pinName}`}
                    >
                      End partnership
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pager.hasMore ? (
        <Button onClick={pager.loadMore} disabled={pager.loadingMore} busy={pager.loadingMore}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
