import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
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
function useLoggedError(error: unknown): void {
  useEffect(() => console.error(error), [error]);
}

interface ErrorScreenProps {
  error: unknown;
}

// Loaded with the first failure, so pages that load never download the reading of a failed one.
const FailedLoadRedirectOr = lazy(() =>
  import('../features/not-found/FailedLoadRedirect').then((m) => ({ default: m.FailedLoadRedirectOr })),
);

/**
 * A page that failed to load its code or data, or threw while rendering: our error screen in the page frame, with
 * the header still above it, a way to try again and a way home. A load the server answered with a move, a
 * 404 or a 401 for want of a session leaves the page instead, as core/failedLoad.ts says. Should even that
 * reading fail to load (the network is gone), the error screen shows all the same.
 */
export function RouteError({ error }: ErrorScreenProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary path={pathname} screen={RouteErrorScreen}>
      <Suspense fallback={<LoadingState />}>
        <FailedLoadRedirectOr error={error} otherwise={<RouteErrorScreen error={error} />} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RouteErrorScreen({ error }: ErrorScreenProps) {
  useLoggedError(error);
  useDocumentTitle(GENERIC_ERROR);
  return (
    <div className="page">
      <ErrorState page onRetry={reload} homeLink />
    </div>
  );
}

/** The last resort, when the layout itself failed (the header, the providers): the same screen on a bare page. */
export function RootError({ error }: ErrorScreenProps) {
  useLoggedError(error);
  useDocumentTitle(GENERIC_ERROR);
  return (
    <main id="main" className="app-main" tabIndex={-1}>
      <div className="page">
        <ErrorState page onRetry={reload} homeLink />
      </div>
    </main>
  );
}

interface ErrorBoundaryProps {
  screen: ComponentType<ErrorScreenProps>;
  /** The page's path: once it changes, the children are tried again (leaving a broken page is a way out). */
  path: string;
  children: ReactNode;
}

/** Shows `screen` instead of its children once they threw, until the path changes. */
class ErrorBoundary extends Component<ErrorBoundaryProps, { failure: { error: unknown } | null }> {
  override state = { failure: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failure && previous.path !== this.props.path) this.setState({ failure: null });
  }

  override render() {
    const Screen = this.props.screen;
    const { failure } = this.state;
    return failure ? <Screen error={failure.error} /> : this.props.children;
  }
}

/** Around the whole app: a failure of the layout shows `RootError`; moving to another page tries again. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary path={pathname} screen={RootError}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Each page's own boundaries: an error stops here (the layout and header stay), and while a page's code or data
 * loads, one `LoadingState` stands in for it. Keyed by path, so moving to another page clears an error and shows
 * the loading state at once instead of leaving the previous page up with no sign that anything is happening.
 */
export function RouteFrame() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} path={pathname} screen={RouteError}>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
