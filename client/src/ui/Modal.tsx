import { type CSSProperties, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeftIcon, CloseIcon } from './icons';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Receives focus when the modal opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Shown under the title. */
  subtitle?: ReactNode;
  size?: 'sm' | 'md';
  /** Hide the visible title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Shows a Back button before the title (multi-step dialogs). */
  onBack?: () => void;
  /** Extra class and inline style on the dialog box, for dialogs with their own size rules. */
  className?: string;
  style?: CSSProperties;
  /** Clicking the dimmed page closes the dialog (default). Off for dialogs that must be answered. */
  closeOnScrimClick?: boolean;
  /** Shows the close button and lets Escape close (default). Off while a dialog may not be dismissed yet. */
  closable?: boolean;
}

/**
 * An accessible dialog: focus moves in and is trapped while open, Escape and the close button dismiss it,
 * and focus returns to whatever opened it.
 */
export function Modal({
  title,
  subtitle,
  onClose,
  children,
  initialFocusRef,
  size = 'md',
  hideTitle = false,
  onBack,
  className,
  style,
  closeOnScrimClick = true,
  closable = true,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closableRef = useRef(closable);
  closableRef.current = closable;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = initialFocusRef?.current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (closableRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      if (
        event.shiftKey &&
        (document.activeElement === firstEl || !dialog.contains(document.activeElement))
      ) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [initialFocusRef]);

  return createPortal(
    <div className="modal-backdrop">
      {/* Clicking the dimmed page closes the dialog; keyboard users have Escape and the close button. */}
      <div
        className="modal-scrim"
        aria-hidden="true"
        onClick={() => {
          if (closeOnScrimClick && closableRef.current) onCloseRef.current();
        }}
      />
      <div
        ref={dialogRef}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        style={style}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          {onBack ? (
            <button type="button" className="icon-button modal__back" aria-label="Back" onClick={onBack}>
              <ChevronLeftIcon size={22} />
            </button>
          ) : null}
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          {subtitle ? <p className="modal__subtitle">{subtitle}</p> : null}
          {closable ? (
            <button type="button" className="icon-button modal__close" aria-label="Close" onClick={onClose}>
              <CloseIcon size={20} />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
