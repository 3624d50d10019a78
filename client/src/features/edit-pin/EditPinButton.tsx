import { useState } from 'react';
import type { FragmentType } from '../../gql';
import { PencilIcon } from '../../ui/icons';
import { EditPinDialog, type EditPinDialog_pin } from './EditPinDialog';

interface EditPinButtonProps {
  pin: FragmentType<typeof EditPinDialog_pin>;
}

/** The close-up's Edit Pin action, for people who may edit the pin (`Pin.canEdit`): opens "Edit this Pin". */
export function EditPinButton({ pin }: EditPinButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button edit-pin__button"
        aria-label="Edit Pin"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PencilIcon />
      </button>
      {open ? <EditPinDialog pin={pin} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
