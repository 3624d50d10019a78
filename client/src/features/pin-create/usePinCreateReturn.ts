import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PIN_CREATE_RETURN_PARAM, pinCreateReturnPath } from '../../../../core/pinCreatePage';

/** What the create-board and create-section pages hand back to the pin-create page: where the pin goes now. */
export interface PinCreateTarget {
  boardId: string;
  sectionId: string | null;
}

/** The target in a pin-create page's history state, when it came back from creating a board or section. */
export function returnedPinCreateTarget(state: unknown): PinCreateTarget | null {
  const target = (state as { pinCreateTarget?: Partial<PinCreateTarget> } | null)?.pinCreateTarget;
  return target && typeof target.boardId === 'string'
    ? { boardId: target.boardId, sectionId: typeof target.sectionId === 'string' ? target.sectionId : null }
    : null;
}

/**
 * For the create-board and create-section pages opened from the mobile pin-create page (spec 000 §2, carrying
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
