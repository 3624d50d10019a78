import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pinCreateExit } from '../../../../core/pinCreatePage';

/**
 * Leaving the page after a create: the window closes when another page opened it or when there is
 * nothing of ours to go back to; otherwise it goes back one step, or two after a create-board or create-section
 * page. The page may wait a little first, so its toast is read before it goes. A browser may refuse to close a window it did not open by script: the page then simply stays.
 */
export function usePinCreateExit() {
  const navigate = useNavigate();
  return useCallback(
    (options: { returnedFromCreateStep?: boolean; delayMs?: number } = {}) => {
      const decision = pinCreateExit({
        openedByAnotherPage: window.opener !== null && window.opener !== window,
        historyLength: window.history.length,
        returnedFromCreateStep: options.returnedFromCreateStep ?? false,
      });
      const leave = () => (decision.kind === 'back' ? navigate(-decision.steps) : window.close());
      if (options.delayMs) setTimeout(leave, options.delayMs);
      else leave();
    },
    [navigate],
  );
}
