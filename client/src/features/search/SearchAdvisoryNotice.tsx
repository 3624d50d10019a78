import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { advisoryShownToPeople, advisoryShowsActions, noticeSegments } from '../../../../core/advisories';
import { graphql } from '../../gql';
import { buttonClass } from '../../ui/Button';
import { AlertIcon } from '../../ui/icons';

const SearchAdvisoryQuery = graphql(`
  query SearchAdvisoryQuery($query: String!) {
    searchAdvisory(query: $query) {
      advisory
      severity
      advisoryType
      notice {
        style
        title
        description
        textTags {
          type
          offset
          length
          link
        }
        actions {
          buttonText
          link
        }
        footerText
        footerLink
      }
    }
  }
`);

/** The operator's resources open beside the results, never in place of them. */
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The advisory notice of a sensitive or abusive search, above its results: title, description
 * with its links, the actions (only for advisory types 4 and 14 or third-party) and a footer link.
 */
export function SearchAdvisoryNotice({ query }: { query: string }) {
  const titleId = useId();
  const { data } = useQuery(SearchAdvisoryQuery, { variables: { query } });
  const advisory = data?.searchAdvisory;
  if (!advisory || !advisoryShownToPeople({ severity: advisory.severity as 0 | 1 | 2 })) return null;
  const { notice } = advisory;
  return (
    <section className={`search-advisory search-advisory--${notice.style}`} aria-labelledby={titleId}>
      <AlertIcon className="search-advisory__icon" />
      <div className="search-advisory__body">
        <h2 id={titleId} className="search-advisory__title">
          {notice.title}
        </h2>
        <p className="search-advisory__text">
          {noticeSegments(notice.description, notice.textTags).map((segment, index) =>
            segment.link ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed cut of one text
              <a key={index} href={segment.link} {...EXTERNAL}>
                {segment.text}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
        {advisoryShowsActions(advisory) && notice.actions.length > 0 ? (
          <div className="search-advisory__actions">
            {notice.actions.map((action) => (
              <a key={action.link} href={action.link} className={buttonClass('primary', 'md')} {...EXTERNAL}>
                {action.buttonText}
              </a>
            ))}
          </div>
        ) : null}
        {notice.footerText ? (
          <p className="search-advisory__footer">
            {notice.footerLink ? (
              <a href={notice.footerLink} {...EXTERNAL}>
                {notice.footerText}
              </a>
            ) : (
              notice.footerText
            )}
          </p>
        ) : null}
      </div>
    </section>
  );
}
