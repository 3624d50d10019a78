import type { ReactNode } from 'react';
import { AlertIcon, CloseIcon } from './icons';

interface NoticeProps {
  children: ReactNode;
  onDismiss?: () => void;
  tone?: 'error' | 'info';
}

/** A banner message; errors are announced as alerts. */
export function Notice({ children, onDismiss, tone = 'error' }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <AlertIcon className="notice__icon" />
      <div className="notice__text">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          className="icon-button notice__dismiss"
          aria-label="Dismiss"
          onClick={onDismiss}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
