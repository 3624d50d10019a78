import { GENERIC_ERROR } from '../../../core/texts';
import { Button } from './Button';

/** A page or list that failed to load for an unexpected reason, with a way to try again. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="empty-state" role="alert">
      <h2 className="empty-state__title">{GENERIC_ERROR}</h2>
      <p className="empty-state__text">
        We couldn't load this right now. Check your connection and try again.
      </p>
      {onRetry ? (
        <div className="empty-state__action">
          <Button variant="primary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </section>
  );
}
