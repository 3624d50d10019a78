import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

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
export function TextField({ label, error, hint, inputRef, hideLabel, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {(control) => <input {...control} ref={inputRef} className="field__input" {...inputProps} />}
    </FieldFrame>
  );
}
