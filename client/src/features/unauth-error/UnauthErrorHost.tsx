import { lazy, Suspense, useEffect, useState } from 'react';
import { useViewerState } from '../viewer/useViewer';

/**
 * The names of Apollo's errors for a failure the server answered (GraphQL errors, or an HTTP failure with a
 * body). By name rather than Apollo's `is` checks, which would put their module on the first page.
 */
const SERVER_ANSWERS = new Set(['CombinedGraphQLErrors', 'ServerError']);

// Loaded when first needed: most visits never fail.
const UnauthErrorModal = lazy(() =>
  import('./UnauthErrorModal').then((m) => ({ default: m.UnauthErrorModal })),
);

/**
 * The last resort for a signed-out visitor's failed action: a request that failed with nobody waiting for its
 * outcome (an unhandled rejection) shows the unauthenticated error modal rather than failing in silence. Pages
 * show the modal themselves for the failures they have no words for (the log-in and sign-up forms). Signed-in
 * people's failures are the pages' own (toasts, form errors), so this stays off for them.
 */
export function UnauthErrorHost() {
  const { loading, isAuth } = useViewerState();
  // The failure itself (boxed: any value may be thrown); the modal reads its text.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const signedOut = !loading && !isAuth;

  useEffect(() => {
    if (!signedOut) return;
    const onUnhandled = (event: PromiseRejectionEvent) => {
      // Only a failure the server answered: other rejections (a video that may not play yet) are no failed action.
      if (!(event.reason instanceof Error && SERVER_ANSWERS.has(event.reason.name))) return;
      event.preventDefault();
      setFailure({ error: event.reason });
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    return () => window.removeEventListener('unhandledrejection', onUnhandled);
  }, [signedOut]);

  return failure ? (
    <Suspense fallback={null}>
      <UnauthErrorModal error={failure.error} onClose={() => setFailure(null)} />
    </Suspense>
  ) : null;
}
