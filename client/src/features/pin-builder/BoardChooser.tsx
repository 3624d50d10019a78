import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { BoardCover } from '../board-picker/BoardPickerRow';
import { type PinTarget, useBoardPickerFlow } from '../board-picker/useBoardPickerFlow';
import { usePickerBoards } from '../board-picker/usePickerBoards';

interface BoardChooserProps {
  target: PinTarget | null;
  onChange: (target: PinTarget) => void;
  disabled?: boolean;
}

/**
 * The pin builder's board and section field: shows the choice and opens the board picker (the save flow's
 * picker: search, Top choices, sections, create board or section on the way) to change it.
 */
export function BoardChooser({ target, onChange, disabled }: BoardChooserProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  return (
    <div className="field">
      <span id={labelId} className="field__label">
        Board
      </span>
      <button
        type="button"
        className="board-chooser"
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {target ? (
          <BoardCover
            imageUrl={target.board.imageCoverUrl}
            color={target.board.coverDominantColor}
            size={32}
          />
        ) : null}
        <span id={`${labelId}-value`} className="board-chooser__value">
          {target
            ? target.section
              ? `${target.board.name} / ${target.section.title}`
              : target.board.name
            : 'Choose a board'}
        </span>
        <ChevronDownIcon size={18} />
      </button>
      {open ? (
        <ChooserModal
          onClose={() => setOpen(false)}
          onPick={(picked) => {
            onChange(picked);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function ChooserModal({ onClose, onPick }: { onClose: () => void; onPick: (target: PinTarget) => void }) {
  const flow = useBoardPickerFlow({ boards: usePickerBoards(), pick: (target) => target, onPicked: onPick });
  return (
    <Modal
      title={flow.title}
      onClose={onClose}
      onBack={flow.step !== 'chooseBoard' ? flow.back : undefined}
      className="board-chooser-modal"
    >
      <div className="pin-board-flow">{flow.element}</div>
    </Modal>
  );
}
