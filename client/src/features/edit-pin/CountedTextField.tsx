import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import { tooLongMessage } from '../../../../core/texts';
import { useHashtagAutocomplete } from '../hashtags/useHashtagAutocomplete';

interface CountedTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** With a limit, a live "used/limit" count; past it, the error the server would give. */
  max?: number;
  /** The server's refusal of this field from the last save. */
  error?: string | null;
  /** Help under the field when there is no error. */
  hint?: ReactNode;
  multiline?: boolean;
  type?: 'text' | 'url';
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A multiline field that offers hashtags as they are typed (descriptions). */
  hashtags?: boolean;
}

/**
 * A labelled input or textarea for the edit form: its count, hint and error are tied to it for screen readers;
 * the count is not announced on every key, the error is.
 */
export function CountedTextField({
  label,
  name,
  value,
  onChange,
  max,
  error,
  hint,
  multiline = false,
  type = 'text',
  placeholder,
  inputRef,
  hashtags = false,
}: CountedTextFieldProps) {
  const id = useId();
  const autocomplete = useHashtagAutocomplete(value, onChange);
  const over = max !== undefined && value.length > max;
  const shownError = over ? tooLongMessage(max) : (error ?? null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const describedBy = [shownError ? errorId : hint ? hintId : null, max !== undefined ? countId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    value,
    placeholder,
    className: `field__input${multiline ? ' edit-pin__textarea' : ''}`,
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${shownError ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {multiline && hashtags ? (
        <>
          <textarea rows={3} {...common} {...autocomplete.fieldProps} />
          {autocomplete.flyout}
        </>
      ) : multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          ref={inputRef}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          autoComplete="off"
          spellCheck={type === 'url' ? false : undefined}
          {...common}
        />
      )}
      <div className="edit-pin__field-footer">
        {shownError ? (
          <p id={errorId} className="field__error" role="alert">
            {shownError}
          </p>
        ) : hint ? (
          <p id={hintId} className="field__hint edit-pin__hint">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {max !== undefined ? (
          <span id={countId} className={`edit-pin__count${over ? ' edit-pin__count--over' : ''}`}>
            {value.length}/{max}
            <span className="visually-hidden"> characters</span>
          </span>
        ) : null}
      </div>
    </div>
  );
}
