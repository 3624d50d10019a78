import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { formatMinor, PAUSE_REASON_MAX_LENGTH, pauseReasonError } from '../../../../core/billing';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { useLoadMore } from '../../apollo/useLoadMore';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import {
  AdminAdvertisersQuery,
  AdminOpenInvoicesQuery,
  LiftAdvertiserPauseMutation,
  MarkInvoicePaidMutation,
  PauseAdvertiserMutation,
} from './billingQueries';

/** The operator's ads view: every advertiser's spend, pause and lift, and the open invoices to mark paid. */
export function AdvertisersSection() {
  return (
    <>
      <AdvertiserList />
      <OpenInvoices />
    </>
  );
}

function AdvertiserList() {
  const headingId = useId();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminAdvertisersQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.adminAdvertisers;
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  const [lift] = useMutation(LiftAdvertiserPauseMutation);
  const [pausing, setPausing] = useState<{ id: string; name: string } | null>(null);
  const toast = useToast();

  const liftPause = async (advertiserId: string, name: string) => {
    const outcome = await mutationOutcome(
      async () => (await lift({ variables: { advertiserId } })).data?.liftAdvertiserPause,
      'MutationLiftAdvertiserPauseSuccess',
    );
    toast(outcome.ok ? { text: `${name}'s ads can run again.` } : { text: outcome.text, tone: 'error' });
  };

  return (
    <section className="admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Advertisers</h2>
      <p>
        Spend this month (UTC) and in all, and invoices not yet paid. Pausing stops an advertiser’s ads at
        once.
      </p>
      {loading && !list ? <LoadingState label="Loading advertisers" /> : null}
      {error && !list ? <ErrorState onRetry={() => void refetch()} /> : null}
      {list && list.edges.length === 0 ? (
        <EmptyState title="No advertisers yet">
          People who promote a Pin or open the ads manager appear here.
        </EmptyState>
      ) : null}
      {list && list.edges.length > 0 ? (
        <ul className="admin__list" aria-label="Advertisers">
          {list.edges.map(({ node: a }) => (
            <li key={a.id} className="admin__item" aria-label={a.name}>
              <div className="admin__item-main">
                <div className="admin__item-title">
                  {a.name}
                  {a.pausedAt ? <span className="admin__badge admin__badge--warning">Paused</span> : null}
                </div>
                <div className="admin__item-meta">
                  @{a.ownerUsername} · this month {formatMinor(a.monthSpendMinor, a.currency)} · in all{' '}
                  {formatMinor(a.totalSpendMinor, a.currency)} ·{' '}
                  {a.openInvoiceCount === 0
                    ? 'no open invoices'
                    : `${a.openInvoiceCount} open ${a.openInvoiceCount === 1 ? 'invoice' : 'invoices'} (${formatMinor(a.openInvoiceMinor, a.currency)})`}
                </div>
                {a.pausedAt && a.pauseReason ? (
                  <p className="admin__item-details">Reason: {a.pauseReason}</p>
                ) : null}
              </div>
              <div className="admin__item-actions">
                {a.pausedAt ? (
                  <Button variant="secondary" onClick={() => void liftPause(a.id, a.name)}>
                    Lift pause
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={() => setPausing({ id: a.id, name: a.name })}>
                    Pause ads
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more advertisers'}
        </Button>
      ) : null}
      {pausing ? <PauseDialog advertiser={pausing} onDone={() => setPausing(null)} /> : null}
    </section>
  );
}

function PauseDialog({
  advertiser,
  onDone,
}: {
  advertiser: { id: string; name: string };
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pause] = useMutation(PauseAdvertiserMutation);
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = pauseReasonError(reason);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const outcome = await mutationOutcome(
      async () => (await pause({ variables: { advertiserId: advertiser.id, reason } })).data?.pauseAdvertiser,
      'MutationPauseAdvertiserSuccess',
    );
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.text);
      return;
    }
    toast({ text: `${advertiser.name}'s ads are paused.` });
    onDone();
  };

  return (
    <Modal title={`Pause ${advertiser.name}'s ads`} onClose={onDone} size="sm">
      <form onSubmit={(event) => void submit(event)} className="admin__settings">
        <p>Its ads stop at once. Its owner sees your reason and cannot run ads until you lift the pause.</p>
        <TextField
          label="Reason (shown to the advertiser)"
          value={reason}
          maxLength={PAUSE_REASON_MAX_LENGTH}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          autoFocus
        />
        <div className="form-actions">
          <Button variant="secondary" type="button" onClick={onDone}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" disabled={busy}>
            Pause ads
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function OpenInvoices() {
  const headingId = useId();
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminOpenInvoicesQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = data?.adminOpenInvoices;
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  // A paid invoice leaves this list and changes the advertiser's open total: both are asked for again.
  const [markPaid] = useMutation(MarkInvoicePaidMutation, {
    refetchQueries: ['AdminOpenInvoicesQuery', 'AdminAdvertisersQuery'],
  });
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();

  const pay = async (invoiceId: string, number: string) => {
    setBusy(invoiceId);
    const outcome = await mutationOutcome(
      async () =>
        (await markPaid({ variables: { invoiceId }, awaitRefetchQueries: true })).data?.markInvoicePaid,
      'MutationMarkInvoicePaidSuccess',
    );
    setBusy(null);
    toast(outcome.ok ? { text: `Invoice ${number} is marked paid.` } : { text: outcome.text, tone: 'error' });
  };

  return (
    <section className="admin__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Open invoices</h2>
      {loading && !list ? <LoadingState label="Loading invoices" /> : null}
      {error && !list ? <ErrorState onRetry={() => void refetch()} /> : null}
      {list && list.edges.length === 0 ? (
        <EmptyState title="No open invoices">
          Each month's ad spend is invoiced in the first hour of the next.
        </EmptyState>
      ) : null}
      {list && list.edges.length > 0 ? (
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Advertiser</th>
              <th scope="col">Total</th>
              <th scope="col">Due</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.edges.map(({ node: invoice }) => (
              <tr key={invoice.entityId}>
                <th scope="row">
                  <a href={invoice.pdfPath} target="_blank" rel="noopener">
                    {invoice.number}
                  </a>
                </th>
                <td>{invoice.advertiserName}</td>
                <td>{formatMinor(invoice.totalMinor, invoice.currency)}</td>
                <td>{invoice.dueOn}</td>
                <td>
                  <Button
                    variant="secondary"
                    disabled={busy === invoice.entityId}
                    onClick={() => void pay(invoice.entityId, invoice.number)}
                  >
                    Mark paid
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more invoices'}
        </Button>
      ) : null}
    </section>
  );
}
