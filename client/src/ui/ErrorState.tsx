import { useEffect, useRef } from 'react';
import { GENERIC_ERROR } from '../../../core/texts';
import { Button, ButtonLink } from './Button';

interface ErrorStateProps {
  onRetry?: () => void;
  /** A way out when trying again may not help (a page that failed to render): a link back home. */
  homeLink?: boolean;
  /**
   * The whole page failed rather than one list on it: the title is the page's heading and takes the focus, so
   * keyboard and screen-reader users land on the explanation instead of a page that vanished under them.
   */
  page?: boolean;
}

/** A page or list that failed to load for an unexpected reason, with a way to try again. */
export function ErrorState({ onRetry, homeLink = false, page = false }: ErrorStateProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (page) heading.current?.focus();
  }, [page]);
  const Title = page ? 'h1' : 'h2';
  return (
    <section className="empty-state" role="alert">
      <Title className="empty-state__title" ref={heading} tabIndex={page ? -1 : undefined}>
        {GENERIC_ERROR}
      </Title>
      <p className="empty-state__text">
        We couldn't load this right now. Check your connection and try again.
      </p>
      {onRetry || homeLink ? (
        <div className="empty-state__action">
          {onRetry ? (
            <Button variant="primary" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
          {homeLink ? (
            <ButtonLink variant="secondary" to="/">
              Go to the home feed
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
