import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The error under the field; announced when it appears. */
  error?: string | null;
  /** Help under the field when there is no error. */
  hint?: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
  hideLabel?: boolean;
  children: ReactNode;
}

/** A labelled native select, its error and hint tied to it like TextField's. */
export function SelectField({
  label,
  error,
  hint,
  selectRef,
  hideLabel = false,
  children,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, !error && hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...selectProps}
      >
        {children}
      </select>
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
