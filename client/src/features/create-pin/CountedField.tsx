import { type ChangeEvent, type Ref, useId } from 'react';
import { charactersLeft } from '../../../../core/pinBuilder';
import { tooLongMessage } from '../../../../core/texts';
import { assignRef } from '../../ui/assignRef';
import { useHashtagAutocomplete } from '../hashtags/useHashtagAutocomplete';
import './counted-field.css';

interface CountedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The limit; past it the counter turns into the error the server would give. */
  max: number;
  multiline?: boolean;
  placeholder?: string;
  name?: string;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** A multiline field that offers hashtags as they are typed (descriptions). */
  hashtags?: boolean;
}

/**
 * A text field with a live count of the characters left (title and description limits). The count
 * is tied to the field for screen readers but not announced on every key.
 */
export function CountedField({
  label,
  value,
  onChange,
  max,
  multiline = false,
  placeholder,
  name,
  rows = 4,
  inputRef,
  hashtags = false,
}: CountedFieldProps) {
  const id = useId();
  const autocomplete = useHashtagAutocomplete(value, onChange);
  const left = charactersLeft(value, max);
  const over = left < 0;
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    ref: inputRef,
    value,
    placeholder,
    className: `field__input${multiline ? ' field__input--multiline' : ''}`,
    'aria-invalid': over || undefined,
    'aria-describedby': over ? `${errorId} ${counterId}` : counterId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field counted-field${over ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {multiline && hashtags ? (
        <>
          <textarea
            rows={rows}
            {...common}
            {...autocomplete.fieldProps}
            ref={(element) => {
              assignRef(inputRef, element as (HTMLInputElement & HTMLTextAreaElement) | null);
              autocomplete.fieldProps.ref(element);
            }}
          />
          {autocomplete.flyout}
        </>
      ) : multiline ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type="text" autoComplete="off" {...common} />
      )}
      <div className="counted-field__footer">
        {over ? (
          <p id={errorId} className="field__error" role="alert">
            {tooLongMessage(max)}
          </p>
        ) : (
          <span />
        )}
        <span id={counterId} className={`counted-field__count${over ? ' counted-field__count--over' : ''}`}>
          {left} {Math.abs(left) === 1 ? 'character' : 'characters'} left
        </span>
      </div>
    </div>
  );
}
