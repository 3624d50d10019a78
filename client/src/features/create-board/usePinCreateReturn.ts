import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PIN_CREATE_RETURN_PARAM, pinCreateReturnPath } from '../../../../core/pinCreatePage';
import type { PinCreateTarget } from '../../../../core/pinCreateReturn';

/**
 * For the create-board and create-section pages opened from the mobile pin-create page (carrying
 * the pin state): the page to return to, if any, and the way back with the board or section just made. The way
 * back replaces the create page in the history, so the pin-create page later steps back over both.
 */
export function usePinCreateReturn() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = pinCreateReturnPath(search.get(PIN_CREATE_RETURN_PARAM), window.location.origin);
  const returnWith = useCallback(
    (target: PinCreateTarget) => {
      if (returnPath) navigate(returnPath, { replace: true, state: { pinCreateTarget: target } });
    },
    [navigate, returnPath],
  );
  return { returnPath, returnWith };
}
