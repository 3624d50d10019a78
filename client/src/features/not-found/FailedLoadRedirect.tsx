import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { failedLoadDestination, type LoadFailure } from '../../../../core/failedLoad';
import { failureAnswerOf } from '../../apollo/failureAnswer';
import { useViewerState } from '../viewer/useViewer';

/**
 * Where a page whose data failed to load sends the person (core/failedLoad.ts decides), or null when the page
 * stays and shows its error screen.
 */
export function useFailedLoadDestination(failure: LoadFailure | null): string | null {
  const { pathname } = useLocation();
  const { isAuth } = useViewerState();
  if (!failure) return null;
  return failedLoadDestination(failure, { pathname, origin: window.location.origin, signedIn: isAuth });
}

interface FailedLoadRedirectProps {
  to: string;
  failure: LoadFailure;
}

/**
 * Leaves a page whose data failed to load for `to`. After a 401 the session is over, whatever the header still
 * shows, so the viewer is asked again: the page arrived at draws the person as signed out.
 */
export function FailedLoadRedirect({ to, failure }: FailedLoadRedirectProps) {
  const client = useApolloClient();
  const sessionEnded = failure.status === 401;
  useEffect(() => {
    if (sessionEnded) void client.refetchQueries({ include: ['ViewerQuery'] });
  }, [sessionEnded, client]);
  return <Navigate to={to} replace />;
}

interface FailedLoadRedirectOrProps {
  /** What the page's load threw. */
  error: unknown;
  /** What the page shows when the failure sends nobody anywhere: its error screen. */
  otherwise: ReactNode;
}

/**
 * The one place a page's failed load is read: the server's answer (GraphQL error extensions or a failure
 * envelope) and where it sends the person, or `otherwise` when it does not.
 */
export function FailedLoadRedirectOr({ error, otherwise }: FailedLoadRedirectOrProps) {
  const answer = failureAnswerOf(error);
  const destination = useFailedLoadDestination(answer);
  return answer && destination ? <FailedLoadRedirect to={destination} failure={answer} /> : otherwise;
}
