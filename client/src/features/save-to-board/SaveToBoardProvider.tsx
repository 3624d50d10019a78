import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CONFETTI_MS, CONFETTI_PARTICLES } from '../../../../core/pinSaved';
import { launchConfetti } from '../../ui/confetti';
import { useToast } from '../../ui/toastContext';
import { PinSavedModal } from '../pin-saved/PinSavedModal';
import { SavedToBoardToast } from '../pin-saved/SavedToast';
import { SaveToBoardModal } from './SaveToBoardModal';
import { SaveToBoardContext } from './saveToBoardContext';
import type { SavedPin } from './useSavePinMutation';

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
      launchConfetti({ particles: CONFETTI_PARTICLES, durationMs: CONFETTI_MS });
      showToast({
        text: (
          <SavedToBoardToast
            boardName={pin.pinnedToBoard.name}
            boardUrl={pin.pinnedToBoard.url}
            section={pin.section}
          />
        ),
      });
    },
    [showToast],
  );

  return (
    <SaveToBoardContext.Provider value={open}>
      {children}
      {pinId ? <SaveToBoardModal pinId={pinId} onClose={() => setPinId(null)} onSaved={onSaved} /> : null}
      {saved ? <PinSavedModal pin={saved} onClose={() => setSaved(null)} /> : null}
    </SaveToBoardContext.Provider>
  );
}
