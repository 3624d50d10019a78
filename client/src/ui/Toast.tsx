import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_MS } from '../../../core/constants';
import { CloseIcon } from './icons';
import { ToastContext, type ToastInput } from './toastContext';
import './toast.css';

interface ShownToast extends ToastInput {
  id: number;
}

/** At most this many toasts stack; an older one makes room for a newer one. */
const MAX_TOASTS = 3;

/**
 * Holds the app's toasts: each shows for TOAST_MS (5 s) unless hovered or focused, and can be
 * dismissed. Errors are announced as alerts, the rest as status messages.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((all) => [...all.slice(-(MAX_TOASTS - 1)), { ...toast, id }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismissRef.current(), toast.durationMs ?? TOAST_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.durationMs]);
  const tone = toast.tone ?? 'info';
  const pause = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  const body = (
    <>
      <div className="toast__text">{toast.text}</div>
      {toast.action ? <div className="toast__action">{toast.action}</div> : null}
      <button type="button" className="icon-button toast__dismiss" aria-label="Dismiss" onClick={onDismiss}>
        <CloseIcon size={16} />
      </button>
    </>
  );
  // Errors interrupt (alert); everything else waits its turn (status).
  return tone === 'error' ? (
    <div className="toast toast--error" role="alert" {...pause}>
      {body}
    </div>
  ) : (
    <div className="toast toast--info" role="status" {...pause}>
      {body}
    </div>
  );
}
