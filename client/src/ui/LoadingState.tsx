import { Spinner } from './Spinner';

/**
 * What a page shows while its code or its data loads: one announced spinner in the page frame. Routes do not
 * draw their own; the route-level Suspense boundary shows this one.
 */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page">
      <Spinner label={label} />
    </div>
  );
}
