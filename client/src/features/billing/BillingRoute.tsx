import { useSuspenseQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router';
import { advertiserPageOf } from '../../../../core/advertiserPages';
import { ADVERTISER_SECTIONS, advertiserUrl } from '../../../../core/advertiserRoutes';
import {
  BILLING_SECTION_LABELS,
  BILLING_SECTION_NOTES,
  BILLING_TEXTS,
  formatMinor,
  periodLabel,
} from '../../../../core/billing';
import type { BillingRouteQueryQuery } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NotYourAdvertiser } from '../ads-manager/NotYourAdvertiser';
import { BillingRouteQuery } from './operations';
import './billing.css';

type Advertiser = NonNullable<BillingRouteQueryQuery['viewer']['advertiser']>;

function day(iso: string): string {
  const date = iso.length === 10 ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  return date.toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * `/advertiser/{id}/billing/{section}/`: invoices (history), this month's spend not yet invoiced (order_lines),
 * each invoice's PDF (documents), and what this Tackboard does not offer (promotions, tax documents, prepaid).
 */
export function BillingRoute() {
  // Read from the address itself, so the page works however the advertiser area mounts it.
  const { pathname } = useLocation();
  const page = advertiserPageOf(pathname);
  const advertiserId = page?.advertiserId ?? '';
  const section = page?.section ?? 'history';
  const label = BILLING_SECTION_LABELS.get(section);
  useDocumentTitle(label ? `Billing: ${label}` : 'Billing');
  const { data } = useSuspenseQuery(BillingRouteQuery, { fetchPolicy: 'cache-and-network' });
  const advertiser = data.viewer.advertiser;
  if (!advertiser || advertiser.entityId !== advertiserId) {
    return (
      <NotYourAdvertiser
        title="No billing here"
        signedIn={data.viewer.isAuth}
        signedOutText="Log in to see your invoices."
      />
    );
  }
  return (
    <div className="page billing">
      <h1>Billing</h1>
      <p>
        {advertiser.name} pays by monthly invoice, in {advertiser.currency}: each month’s spend is invoiced in
        the first hour of the next, due in 30 days.{' '}
        <Link to={advertiserUrl('ads_manager', { advertiserId })}>Ads manager</Link>
      </p>
      {advertiser.pausedAt ? (
        <p role="alert" className="billing__paused">
          {BILLING_TEXTS.advertiserPaused(advertiser.pauseReason ?? '')}
        </p>
      ) : null}
      <nav aria-label="Billing sections">
        <ul className="billing__tabs">
          {ADVERTISER_SECTIONS.billing.map((key) => (
            <li key={key}>
              <Link
                to={advertiserUrl('billing', { advertiserId, section: key })}
                aria-current={key === section ? 'page' : undefined}
              >
                {BILLING_SECTION_LABELS.get(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BillingSection section={section} advertiser={advertiser} />
    </div>
  );
}

function BillingSection({ section, advertiser }: { section: string; advertiser: Advertiser }) {
  const note = BILLING_SECTION_NOTES.get(section);
  if (note) return <EmptyState title={note.title}>{note.text}</EmptyState>;
  if (section === 'history') return <Invoices advertiser={advertiser} />;
  if (section === 'order_lines') return <OrderLines advertiser={advertiser} />;
  if (section === 'documents') return <Documents advertiser={advertiser} />;
  return <EmptyState title="No such billing section">Choose one of the sections above.</EmptyState>;
}

function Contact({ advertiser }: { advertiser: Advertiser }) {
  const billing = advertiser.billing;
  if (!billing) {
    return (
      <p className="billing__contact">
        No billing contact yet: add one when you promote a Pin or publish a campaign.
      </p>
    );
  }
  return (
    <p className="billing__contact">
      Invoices go to {billing.contactName} ({billing.email}), {billing.address}, {billing.country}.
    </p>
  );
}

function Invoices({ advertiser }: { advertiser: Advertiser }) {
  if (advertiser.invoices.length === 0) {
    return (
      <>
        <Contact advertiser={advertiser} />
        <EmptyState title="No invoices yet">
          Your first invoice comes in the first hour of the month after your ads first spend.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <Contact advertiser={advertiser} />
      <table className="billing__table">
        <caption className="visually-hidden">Invoices, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Period</th>
            <th scope="col">Issued</th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
            <th scope="col" className="billing__amount">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {advertiser.invoices.map((invoice) => (
            <tr key={invoice.entityId}>
              <th scope="row">
                <a href={invoice.pdfPath} target="_blank" rel="noopener">
                  {invoice.number}
                </a>
              </th>
              <td>{periodLabel(invoice.periodStart)}</td>
              <td>{day(invoice.issuedAt)}</td>
              <td>{day(invoice.dueOn)}</td>
              <td>{invoice.status === 'paid' && invoice.paidAt ? `Paid ${day(invoice.paidAt)}` : 'Open'}</td>
              <td className="billing__amount">{formatMinor(invoice.totalMinor, invoice.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function OrderLines({ advertiser }: { advertiser: Advertiser }) {
  const lines = advertiser.orderLines;
  if (lines.length === 0) {
    return (
      <EmptyState title="Nothing spent yet this month">Spend appears here as your ads are shown.</EmptyState>
    );
  }
  const total = lines.reduce((sum, line) => sum + BigInt(line.amountMinor), 0n);
  return (
    <table className="billing__table">
      <caption className="visually-hidden">Spend not yet invoiced, per campaign</caption>
      <thead>
        <tr>
          <th scope="col">Campaign</th>
          <th scope="col">Month</th>
          <th scope="col" className="billing__amount">
            Spend
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.campaignId}-${line.month}`}>
            <th scope="row">{line.campaignName}</th>
            <td>{periodLabel(line.month)}</td>
            <td className="billing__amount">{formatMinor(line.amountMinor, advertiser.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Not yet invoiced
          </th>
          <td className="billing__amount">{formatMinor(total, advertiser.currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Documents({ advertiser }: { advertiser: Advertiser }) {
  if (advertiser.invoices.length === 0) {
    return (
      <EmptyState title="No documents yet">Each invoice is available here as a PDF once issued.</EmptyState>
    );
  }
  return (
    <ul className="billing__documents">
      {advertiser.invoices.map((invoice) => (
        <li key={invoice.entityId}>
          <a href={invoice.pdfPath} download={`${invoice.number}.pdf`}>
            Invoice {invoice.number} ({periodLabel(invoice.periodStart)}), PDF
          </a>
        </li>
      ))}
    </ul>
  );
}
