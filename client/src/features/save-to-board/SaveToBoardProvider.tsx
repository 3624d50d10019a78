import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CONFETTI_MS, CONFETTI_PARTICLES, savedToText } from '../../../../core/pinSaved';
import { useToast } from '../../ui/toastContext';
import { SavedToBoardToast } from '../pin-saved/SavedToast';
import { SaveToBoardContext } from './saveToBoardContext';
import type { SavedPin } from './useSavePinMutation';

// Loaded when first opened: the modal, the board picker and the confetti are not part of the first page.
const SaveToBoardModal = lazy(() =>
  import('./SaveToBoardModal').then((m) => ({ default: m.SaveToBoardModal })),
);
const PinSavedModal = lazy(() =>
  import('../pin-saved/PinSavedModal').then((m) => ({ default: m.PinSavedModal })),
);

/**
 * Holds the one save flow of the app: the save-to-board modal for the pin being saved, then, once saved, the
 * confetti, the "Saved to …" toast and the pin-saved confirmation. Leaving the page ends the flow.
 */
export function SaveToBoardProvider({ children }: { children: ReactNode }) {
  const [pinId, setPinId] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedPin | null>(null);
  const showToast = useToast();
  const { pathname } = useLocation();

  const open = useCallback((id: string) => {
    setSaved(null);
    setPinId(id);
  }, []);

  // A toast link or See it now leads to another page: the flow does not follow there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, by design.
  useEffect(() => {
    setPinId(null);
    setSaved(null);
  }, [pathname]);

  const onSaved = useCallback(
    (pin: SavedPin) => {
      setPinId(null);
      setSaved(pin);
      void import('../../ui/confetti').then((m) =>
        m.launchConfetti({ particles: CONFETTI_PARTICLES, durationMs: CONFETTI_MS }),
      );
      showToast({
        text: pin.pinnedToBoard ? (
          <SavedToBoardToast
            boardName={pin.pinnedToBoard.name}
            boardUrl={pin.pinnedToBoard.url}
            section={pin.section}
          />
        ) : (
          savedToText(null)
        ),
      });
    },
    [showToast],
  );

  return (
    <SaveToBoardContext.Provider value={open}>
      {children}
      <Suspense fallback={null}>
        {pinId ? <SaveToBoardModal pinId={pinId} onClose={() => setPinId(null)} onSaved={onSaved} /> : null}
        {saved ? <PinSavedModal pin={saved} onClose={() => setSaved(null)} /> : null}
      </Suspense>
    </SaveToBoardContext.Provider>
  );
}
