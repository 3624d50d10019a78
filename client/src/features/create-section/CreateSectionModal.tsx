import { useRef } from 'react';
import { Modal } from '../../ui/Modal';
import { CreateSectionForm } from './CreateSectionForm';

/** The Add section dialog of a board page. */
export function CreateSectionModal({ boardId, onClose }: { boardId: string; onClose: () => void }) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Modal title="Add section" onClose={onClose} initialFocusRef={nameRef} size="sm">
      <CreateSectionForm boardId={boardId} nameRef={nameRef} onCreated={onClose} />
    </Modal>
  );
}
