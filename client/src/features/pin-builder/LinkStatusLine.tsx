import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { LINK_STATUS_TEXTS, linkStatusText, linkStatusWarns } from '../../../../core/linkStatus';
import { isSafeLink } from '../../../../core/links';
import { graphql } from '../../gql';

const PinLinkStatusQuery = graphql(`
  query PinLinkStatusQuery($url: String!) {
    pinLinkStatus(url: $url) {
      __typename
      ... on QueryPinLinkStatusSuccess {
        data {
          kind
          redirectsTo
          httpStatus
        }
      }
      ... on DomainError {
        message
      }
    }
  }
`);

/** How long the link must stay unchanged before it is checked (one check per pause, not per key). */
const SETTLE_MS = 700;

/**
 * The state of the pin's link, checked on the server before publishing: works, redirects to …, broken, cannot be
 * reached, not allowed. A broken link warns; Publish stays possible.
 */
export function LinkStatusLine({ link }: { link: string }) {
  const trimmed = link.trim();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const checkable = settled !== '' && settled === trimmed && isSafeLink(settled);
  const { data, loading, error } = useQuery(PinLinkStatusQuery, {
    variables: { url: settled },
    skip: !checkable,
  });
  if (!checkable) return null;
  const answer = data?.pinLinkStatus;
  let text: string;
  let warn = false;
  if (loading || !answer) text = error ? 'The link could not be checked.' : LINK_STATUS_TEXTS.checking;
  else if (answer.__typename === 'QueryPinLinkStatusSuccess') {
    text = linkStatusText(answer.data);
    warn = linkStatusWarns(answer.data);
  } else text = answer.message;
  return (
    <p
      className={`link-status${warn ? ' link-status--warn' : ''}`}
      role="status"
      data-kind={answer?.__typename === 'QueryPinLinkStatusSuccess' ? answer.data.kind : undefined}
    >
      {text}
      {warn ? ` ${LINK_STATUS_TEXTS.brokenWarning}` : null}
    </p>
  );
}
