import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The error under the field; announced when it appears. */
  error?: string | null;
  /** Help under the field when there is no error. */
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  hideLabel?: boolean;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  inputRef,
  hideLabel = false,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, !error && hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
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
