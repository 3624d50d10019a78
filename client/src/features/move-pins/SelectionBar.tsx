import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toastContext';
import { MovePinsDialog } from './MovePinsDialog';
import type { MoveDestination } from './movablePin';
import { useDeletePinsMutation } from './useDeletePinsMutation';
import { useMovePinsMutation } from './useMovePinsMutation';
import type { PinSelectionState } from './usePinSelection';
import './move-pins.css';

interface SelectionBarProps {
  selection: PinSelectionState;
  /** The board the pins are on (entity id), offered first in the move picker. */
  boardEntityId: string;
  /** The section page the pins are shown on, if any (cache id), so the picker can mark it. */
  sectionId?: string | null;
}

function pinsLabel(count: number): string {
  return count === 1 ? '1 Pin' : `${count} Pins`;
}

/**
 * The bar of select mode: how many pins are picked, Move (to a board or section chosen in the picker) and
 * Delete (confirmed), and Done to leave select mode.
 */
export function SelectionBar({ selection, boardEntityId, sectionId = null }: SelectionBarProps) {
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  const [movePins] = useMovePinsMutation();
  const [deletePins, { loading: deleting }] = useDeletePinsMutation();
  const showToast = useToast();
  const count = selection.selected.length;

  const move = async (to: MoveDestination) => {
    const ids = selection.selected;
    setDialog(null);
    selection.stop();
    const where = to.sectionName ? `${to.sectionName} in ${to.boardName}` : to.boardName;
    if (await movePins(ids, to)) showToast({ text: `Moved ${pinsLabel(ids.length)} to ${where}` });
  };

  const remove = async () => {
    const ids = selection.selected;
    const deleted = await deletePins(ids);
    setDialog(null);
    selection.stop();
    if (deleted > 0) showToast({ text: `Deleted ${pinsLabel(deleted)}` });
  };

  return (
    <>
      <section className="selection-bar" aria-label="Selected Pins">
        <p className="selection-bar__count" aria-live="polite">
          {count === 0 ? 'Select Pins to move or delete' : `${pinsLabel(count)} selected`}
        </p>
        <div className="selection-bar__actions">
          <Button variant="primary" disabled={count === 0} onClick={() => setDialog('move')}>
            Move
          </Button>
          <Button disabled={count === 0} onClick={() => setDialog('delete')}>
            Delete
          </Button>
          <Button variant="tertiary" onClick={selection.stop}>
            Done
          </Button>
        </div>
      </section>
      {dialog === 'move' ? (
        <MovePinsDialog
          count={count}
          currentBoardId={boardEntityId}
          currentSectionId={sectionId}
          onChoose={(to) => void move(to)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${pinsLabel(count)}?`}
          confirmLabel="Delete"
          busy={deleting}
          onConfirm={() => void remove()}
          onCancel={() => setDialog(null)}
        >
          {count === 1 ? 'This Pin is' : 'These Pins are'} removed from the board for good.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
