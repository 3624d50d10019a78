import type { RefObject } from 'react';
import { UNAUTH_ERROR_TITLE } from '../../../../core/texts';
import { unauthErrorText } from '../../../../core/unauthError';
import { failureAnswerOf } from '../../apollo/failureAnswer';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import './unauth-error.css';

interface UnauthErrorModalProps {
  /** The failed action's error: its text is the server's, when the server gave one. */
  error: unknown;
  onClose: () => void;
  /**
   * The form whose sending failed. Its submit button was off while the request ran, so focus could not stay
   * there for the modal to give back: closing puts it there again.
   */
  form?: RefObject<HTMLFormElement | null>;
}

/** The unauthenticated error modal: the error text, announced as it opens, and a way to close it. */
export function UnauthErrorModal({ error, onClose, form }: UnauthErrorModalProps) {
  const text = unauthErrorText(failureAnswerOf(error)?.message);
  const close = () => {
    onClose();
    form?.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  };
  return (
    <Modal title={UNAUTH_ERROR_TITLE} onClose={close} size="sm">
      <div className="unauth-error">
        <p className="unauth-error__text" role="alert">
          {text}
        </p>
        <Button variant="primary" size="lg" onClick={close}>
          OK
        </Button>
      </div>
    </Modal>
  );
}
