import { useMutation, useQuery, useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, NavLink, useMatch, useParams } from 'react-router';
import { advertiserUrl, CONVERSIONS_SECTION_PATTERN } from '../../../../core/advertiserRoutes';
import {
  CONVERSION_EVENT_LABELS,
  CONVERSION_EVENT_NAMES,
  type ConversionEventName,
  conversionTagSnippet,
} from '../../../../core/conversions';
import { formatBudget } from '../../../../core/quickPromote';
import { failureText } from '../../apollo/failureText';
import type { ConversionsRouteQueryQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/FormError';
import { SelectField } from '../../ui/SelectField';
import { ShowOnceSecret } from '../../ui/ShowOnceSecret';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import {
  ConversionsRouteQuery,
  ConversionTokensQuery,
  CreateConversionTokenMutation,
  RevokeConversionTokenMutation,
  SendTestConversionEventMutation,
} from './operations';
import './conversions.css';

/** The sections built here; the others of the conversions area say plainly what is offered instead. */
const SECTIONS = [
  ['events-overview', 'Overview'],
  ['event-history', 'Event history'],
  ['test-events', 'Test events'],
  ['tag', 'Conversion tag'],
  ['access_token', 'Conversions API'],
] as const;
type Section = (typeof SECTIONS)[number][0];

function eventLabel(name: string): string {
  return CONVERSION_EVENT_LABELS.get(name as ConversionEventName) ?? name;
}

function dateTimeText(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

type Advertiser = NonNullable<ConversionsRouteQueryQuery['viewer']['advertiser']>;

function Overview({ advertiser }: { advertiser: Advertiser }) {
  const rows = advertiser.conversionOverview;
  if (rows.every((r) => r.events === 0)) {
    return (
      <EmptyState title="No conversions yet">
        Add the{' '}
        <Link to={advertiserUrl('conversions', { advertiserId: advertiser.entityId, section: 'tag' })}>
          conversion tag
        </Link>{' '}
        to your site or send events through the{' '}
        <Link
          to={advertiserUrl('conversions', { advertiserId: advertiser.entityId, section: 'access_token' })}
        >
          conversions API
        </Link>
        ; events of the last 30 days show here.
      </EmptyState>
    );
  }
  return (
    <table className="conversions-table">
      <caption>Events of the last 30 days</caption>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Events</th>
          <th scope="col">Attributed to your ads</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.eventName}>
            <th scope="row">{eventLabel(row.eventName)}</th>
            <td>{row.events.toLocaleString()}</td>
            <td>{row.attributed.toLocaleString()}</td>
            <td>{row.valueMinor > 0 ? formatBudget(row.valueMinor / 100, advertiser.currency) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function History({ advertiser, tests }: { advertiser: Advertiser; tests: boolean }) {
  const events = advertiser.conversionEvents.edges.map((e) => e.node);
  if (events.length === 0) {
    return (
      <EmptyState title={tests ? 'No test events yet' : 'No events yet'}>
        {tests ? 'Send one above to see it here.' : 'Events your site reports show here as they arrive.'}
      </EmptyState>
    );
  }
  return (
    <table className="conversions-table">
      <caption>{tests ? 'Test events, newest first' : 'The latest 50 events, newest first'}</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Event</th>
          <th scope="col">From</th>
          <th scope="col">Event id</th>
          <th scope="col">Value</th>
          <th scope="col">Campaign</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.entityId}>
            <td>{dateTimeText(e.eventTime)}</td>
            <th scope="row">
              {eventLabel(e.eventName)}
              {e.isTest ? <span className="conversions-badge">Test</span> : null}
            </th>
            <td>{e.source === 'tag' ? 'Tag' : e.source === 'api' ? 'API' : 'Test'}</td>
            <td className="conversions-table__id">{e.eventId}</td>
            <td>
              {e.valueMinor !== null && e.currency ? formatBudget(e.valueMinor / 100, e.currency) : '—'}
            </td>
            <td>{e.campaign ? e.campaign.name : e.isTest ? 'Not attributed (test)' : 'Not attributed'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TestEvents({ advertiser }: { advertiser: Advertiser }) {
  const [eventName, setEventName] = useState<ConversionEventName>('checkout');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendTestConversionEventMutation, {
    refetchQueries: ['ConversionsRouteQuery'],
    awaitRefetchQueries: true,
  });
  const submit = async () => {
    setError(null);
    setSent(null);
    try {
      const { data } = await send({ variables: { advertiserId: advertiser.entityId, eventName } });
      const result = data?.sendTestConversionEvent;
      if (result?.__typename === 'DomainError') setError(failureText(result));
      else setSent(`Test ${eventLabel(eventName).toLowerCase()} received.`);
    } catch (thrown) {
      setError(failureText(thrown));
    }
  };
  return (
    <>
      <p>
        A test event checks that events reach your account. It shows here marked as a test and is never
        counted for a campaign.
      </p>
      <form
        className="conversions-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label="Event"
          value={eventName}
          onChange={(event) => setEventName(event.target.value as ConversionEventName)}
        >
          {CONVERSION_EVENT_NAMES.map((name) => (
            <option key={name} value={name}>
              {eventLabel(name)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary" disabled={loading}>
          {loading ? 'Sending…' : 'Send test event'}
        </Button>
        <span aria-live="polite">{sent}</span>
        <FormError text={error} />
      </form>
      <History advertiser={advertiser} tests />
    </>
  );
}

function Tag({ advertiser }: { advertiser: Advertiser }) {
  const snippet = conversionTagSnippet(window.location.origin, advertiser.entityId);
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <>
      <p>
        Paste this into every page of your site, before <code>&lt;/head&gt;</code>. It sends a page visit on
        each page, and keeps the click id our links bring for 30 days so sign-ups and checkouts are credited
        to the ad that brought the visitor.
      </p>
      <pre className="conversions-snippet">{snippet}</pre>
      <Button
        onClick={() =>
          void navigator.clipboard.writeText(snippet).then(
            () => setCopied('Copied.'),
            () => setCopied("Couldn't copy. Select the text and copy it."),
          )
        }
      >
        Copy snippet
      </Button>{' '}
      <span aria-live="polite">{copied}</span>
    </>
  );
}

function AccessTokens({ advertiser }: { advertiser: Advertiser }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tokensQuery = useQuery(ConversionTokensQuery, {
    variables: { advertiserId: advertiser.entityId },
    fetchPolicy: 'cache-and-network',
  });
  const tokens = tokensQuery.data?.viewer.advertiser?.conversionTokens ?? null;
  const [create, { loading }] = useMutation(CreateConversionTokenMutation, {
    refetchQueries: ['ConversionTokensQuery'],
  });
  const [revoke] = useMutation(RevokeConversionTokenMutation, { refetchQueries: ['ConversionTokensQuery'] });
  const run = async (action: () => Promise<string | null>) => {
    setError(null);
    try {
      setError(await action());
    } catch (thrown) {
      setError(failureText(thrown));
    }
  };
  const endpoint = `${window.location.origin}/v5/ad_accounts/${advertiser.entityId}/events`;
  return (
    <>
      <p>
        Your server can send conversions to <code>POST {endpoint}</code> with{' '}
        <code>Authorization: Bearer &lt;conversion access token&gt;</code> and a body{' '}
        <code>
          {
            '{"data": [{"event_name": "checkout", "event_id": "order-1", "event_time": 1700000000, "user_data": {"em": ["<sha256 of the email>"], "click_id": "<tb_click_id>"}, "custom_data": {"value": 49.9, "currency": "USD"}}]}'
          }
        </code>
        . Events with an event id already received are dropped; add <code>?test=true</code> to send test
        events.
      </p>
      {secret ? <ShowOnceSecret label="Conversion access token" secret={secret} /> : null}
      <Button
        variant="primary"
        disabled={loading}
        onClick={() =>
          void run(async () => {
            const { data } = await create({ variables: { advertiserId: advertiser.entityId } });
            const result = data?.createConversionToken;
            if (result?.__typename === 'DomainError') return failureText(result);
            if (result?.__typename === 'MutationCreateConversionTokenSuccess') setSecret(result.data.secret);
            return null;
          })
        }
      >
        Generate access token
      </Button>
      <FormError text={error} />
      {tokens === null ? (
        tokensQuery.error ? (
          <p role="alert">Couldn't load your access tokens.</p>
        ) : (
          <Spinner label="Loading your access tokens" />
        )
      ) : tokens.length === 0 ? (
        <p>You have no conversion access tokens.</p>
      ) : (
        <ul className="conversions-tokens" aria-label="Conversion access tokens">
          {tokens.map((token) => (
            <li key={token.entityId}>
              <span>
                Token ending in <code>{token.hint}</code>, made {dateTimeText(token.createdAt)};{' '}
                {token.lastUsedAt ? `last used ${dateTimeText(token.lastUsedAt)}` : 'never used'}
              </span>
              <Button
                onClick={() =>
                  void run(async () => {
                    const { data } = await revoke({ variables: { tokenId: token.entityId } });
                    const result = data?.revokeConversionToken;
                    return result?.__typename === 'DomainError' ? failureText(result) : null;
                  })
                }
                aria-label={`Revoke the token ending in ${token.hint}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `/advertiser/{id}/conversions/{section}/`: the advertiser's conversion events, tag and API access. */
export function ConversionsRoute() {
  useDocumentTitle('Conversions');
  const { advertiserId = '' } = useParams();
  // Matched by its own pattern: the advertiser area's router gives its screens only the advertiser's id.
  const section = useMatch(CONVERSIONS_SECTION_PATTERN)?.params.section ?? 'events-overview';
  const { data } = useSuspenseQuery(ConversionsRouteQuery, {
    variables: {
      advertiserId,
      test: section === 'test-events' ? true : section === 'event-history' ? false : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const advertiser = data.viewer.advertiser;
  if (!advertiser || advertiser.entityId !== advertiserId) {
    return (
      <div className="page">
        <EmptyState
          title="No conversions here"
          action={<Link to={advertiserUrl('quick_promote_page')}>Promote a Pin</Link>}
        >
          {data.viewer.isAuth
            ? "This isn't your advertiser account, or it doesn't exist."
            : 'Log in to see your conversions.'}
        </EmptyState>
      </div>
    );
  }
  const built = SECTIONS.some(([key]) => key === section);
  const current = section as Section;
  return (
    <div className="page conversions-page">
      <h1>Conversions</h1>
      <nav aria-label="Conversions sections" className="conversions-nav">
        {SECTIONS.map(([key, label]) => (
          <NavLink key={key} to={advertiserUrl('conversions', { advertiserId, section: key })}>
            {label}
          </NavLink>
        ))}
      </nav>
      {!built ? (
        <EmptyState title="Not offered here">
          Tackboard takes conversions from its conversion tag and its conversions API, deduplicated by event
          id. File uploads, partner integrations and tag health reports are not offered; use the{' '}
          <Link to={advertiserUrl('conversions', { advertiserId, section: 'tag' })}>conversion tag</Link> or
          the{' '}
          <Link to={advertiserUrl('conversions', { advertiserId, section: 'access_token' })}>
            conversions API
          </Link>
          .
        </EmptyState>
      ) : advertiser.access !== 'MANAGE' && (current === 'test-events' || current === 'access_token') ? (
        <EmptyState title="For owners and admins">
          As an analyst you can read this account’s events overview and event history; sending test events and
          its access tokens are for its owners and admins.
        </EmptyState>
      ) : current === 'events-overview' ? (
        <Overview advertiser={advertiser} />
      ) : current === 'event-history' ? (
        <History advertiser={advertiser} tests={false} />
      ) : current === 'test-events' ? (
        <TestEvents advertiser={advertiser} />
      ) : current === 'tag' ? (
        <Tag advertiser={advertiser} />
      ) : (
        <AccessTokens advertiser={advertiser} />
      )}
    </div>
  );
}
