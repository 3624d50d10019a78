import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

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
  hideLabel,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hideLabel={hideLabel}>
      {(control) => (
        <select {...control} ref={selectRef} className="field__input field__select" {...selectProps}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
