import { type ReactNode, useId } from 'react';

/** What the control inside a FieldFrame spreads onto itself, so its label, error and hint are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The error under the field; announced when it appears. */
  error?: string | null;
  /** Help under the field when there is no error. */
  hint?: ReactNode;
  hideLabel?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, error and hint around one form control (TextField, SelectField), tied to it for screen readers. */
export function FieldFrame({ label, error, hint, hideLabel = false, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, !error && hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
