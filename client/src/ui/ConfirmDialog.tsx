import { type ReactNode, useRef } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/**
 * Asks before something hard to undo (blocking someone, deleting a board). Focus starts on Cancel, so Enter
 * right after opening does no harm.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={title} onClose={onCancel} initialFocusRef={cancelRef} size="sm">
      {children ? <div className="confirm-dialog__text">{children}</div> : null}
      <div className="form-actions">
        <button ref={cancelRef} type="button" className="btn btn--secondary btn--lg" onClick={onCancel}>
          {cancelLabel}
        </button>
        <Button variant="primary" size="lg" onClick={onConfirm} disabled={busy} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
