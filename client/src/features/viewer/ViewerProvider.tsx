import { type ReactNode, useMemo } from 'react';
import { useViewerQuery, ViewerContext } from './useViewer';

/**
 * Asks who is looking once and shares the answer, so the many components that depend on it (every pin card's
 * Save button, board links lower-cased for signed-out viewers) do not each watch the query.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { loading, isAuth, user, profileSwitch } = useViewerQuery();
  const value = useMemo(
    () => ({ loading, isAuth, user, profileSwitch }),
    [loading, isAuth, user, profileSwitch],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}
