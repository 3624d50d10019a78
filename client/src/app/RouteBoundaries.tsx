import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { GENERIC_ERROR } from '../../../core/texts';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import { useDocumentTitle } from '../ui/useDocumentTitle';

/**
 * Trying again loads the page afresh: the failure may be a route's code that can no longer be fetched (a new
 * release replaced it) or a query whose error Apollo keeps until the page is left, and a reload clears both.
 */
function reload(): void {
  window.location.reload();
}

/** Logs what broke, once per error: the screen itself says nothing technical. */
function useLoggedError(): void {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
}

/**
 * A page that failed to load its code or data, or threw while rendering: our error screen in the page frame, with
 * the header still above it, a way to try again and a way home.
 */
export function RouteError() {
  useLoggedError();
  useDocumentTitle(GENERIC_ERROR);
  return (
    <div className="page">
      <ErrorState page onRetry={reload} homeLink />
    </div>
  );
}

/** The last resort, when the layout itself failed (the header, the providers): the same screen on a bare page. */
export function RootError() {
  useLoggedError();
  useDocumentTitle(GENERIC_ERROR);
  return (
    <main id="main" className="app-main" tabIndex={-1}>
      <div className="page">
        <ErrorState page onRetry={reload} homeLink />
      </div>
    </main>
  );
}

/**
 * Each page's own boundaries: errors stop at the route's error element (see the router), and while a page's code
 * or data loads, one `LoadingState` stands in for it. Keyed by path, so moving to another page shows the loading
 * state at once instead of leaving the previous page up with no sign that anything is happening.
 */
export function RouteFrame() {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={<LoadingState />}>
      <Outlet />
    </Suspense>
  );
}
