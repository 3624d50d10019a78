import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { VisualPageKind } from '../../../../core/visualCompleteness';

/**
 * Times how long this page takes to look finished and reports it (visualCompletenessMonitor.ts): from the
 * browser's navigation start on the page it loaded, from the move otherwise. The monitor is loaded after the
 * first render, so the first page carries only this hook.
 */
export function useVisualCompleteness(kind: VisualPageKind): void {
  const { key } = useLocation();
  useEffect(() => {
    // React Router names the location the browser loaded 'default'; every later one gets a key of its own.
    const startedAt = key === 'default' ? 0 : performance.now();
    let left = false;
    let stop: (() => void) | null = null;
    void import('./visualCompletenessMonitor').then(({ startVisualCompletenessMonitor }) => {
      if (!left) stop = startVisualCompletenessMonitor(kind, startedAt);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [kind, key]);
}
