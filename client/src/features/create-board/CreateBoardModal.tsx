import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../ui/Modal';
import { CreateBoardForm } from './CreateBoardForm';

/** The create-board form in a dialog; on success the new board opens. */
export function CreateBoardModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Modal title="Create board" onClose={onClose} initialFocusRef={nameRef}>
      <CreateBoardForm
        nameRef={nameRef}
        onCancel={onClose}
        onCreated={(board) => {
          onClose();
          navigate(board.url);
        }}
      />
    </Modal>
  );
}
