import { createContext, useContext } from 'react';

/** Opens the save-to-board modal for a pin (its entity id). */
export type OpenSaveToBoard = (pinId: string) => void;

export const SaveToBoardContext = createContext<OpenSaveToBoard | null>(null);

/** The one save flow every Save button opens (pin card and close-up alike). */
export function useSaveToBoard(): OpenSaveToBoard {
  const open = useContext(SaveToBoardContext);
  if (!open) throw new Error('useSaveToBoard must be used inside <SaveToBoardProvider>.');
  return open;
}
