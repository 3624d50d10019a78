import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sectionPath } from '../../../../core/paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MoreIcon } from '../../ui/icons';
import { MenuButton } from '../../ui/MenuButton';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toastContext';
import { SectionNameForm } from './SectionNameForm';
import { useDeleteSectionMutation } from './useDeleteSectionMutation';

interface SectionOptionsMenuProps {
  section: { id: string; entityId: string; name: string };
  board: { id: string; url: string };
  /** Select mode for moving or deleting this section's pins. */
  onSelectPins?: () => void;
}

/** A section page's options for board members: select pins, rename, delete (the pins stay on the board). */
export function SectionOptionsMenu({ section, board, onSelectPins }: SectionOptionsMenuProps) {
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const showToast = useToast();
  const [deleteSection, { loading: deleting }] = useDeleteSectionMutation();

  const confirmDelete = async () => {
    const failure = await deleteSection(section, board.id);
    setOpen(null);
    if (failure) {
      showToast({ tone: 'error', text: failure });
      return;
    }
    showToast({ text: `Deleted ${section.name}; its Pins stay on the board` });
    navigate(board.url, { replace: true });
  };

  return (
    <>
      <MenuButton
        label="Section options"
        items={[
          ...(onSelectPins ? [{ label: 'Select Pins', onSelect: onSelectPins }] : []),
          { label: 'Rename section', onSelect: () => setOpen('rename') },
          { label: 'Delete section', onSelect: () => setOpen('delete'), danger: true },
        ]}
      >
        <MoreIcon />
      </MenuButton>
      {open === 'rename' ? (
        <Modal title="Rename section" onClose={() => setOpen(null)} initialFocusRef={nameRef} size="sm">
          <SectionNameForm
            section={section}
            inputRef={nameRef}
            onDone={(renamed) => {
              setOpen(null);
              if (renamed) navigate(sectionPath(board.url, renamed.slug), { replace: true });
            }}
          />
        </Modal>
      ) : null}
      {open === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${section.name}?`}
          confirmLabel="Delete section"
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setOpen(null)}
        >
          The section goes away; its Pins stay on the board.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
