import { type ChangeEvent, useState } from 'react';
import { GENERIC_ERROR } from '../../../core/texts';
import { domainErrorText } from './domainErrorText';

type Errors<Field extends string> = Partial<Record<Field, string | undefined>>;

/** What a mutation answered when it did not succeed: a refusal (its DomainError branch) or nothing usable. */
interface Refusal {
  __typename?: string;
  message?: string;
  messageDetail?: string | null;
  field?: string | null;
}

/**
 * The state of a form whose fields are checked as people go (the log-in helpers: sign up, reset and change
 * password): a field's own rule shows once it was left or the form was sent, a server refusal shows until the
 * field is edited, and any edit clears the form-level error.
 */
export function useFieldForm<Field extends string>(
  initial: Record<Field, string>,
  rules: (values: Record<Field, string>) => Errors<Field>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const checks = rules(values);
  const errorFor = (field: Field): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? checks[field] : undefined);
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };
  const blur = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  return {
    values,
    /** The fields' own rules, whether shown yet or not. */
    checks,
    /** Whether any field breaks its own rule (sending would be refused). */
    invalid: Object.values(checks).some(Boolean),
    errorFor,
    change,
    blur,
    /** What a TextField for the field takes: its name, value, shown error and the handlers. */
    field: (name: Field) => ({
      name,
      value: values[name],
      error: errorFor(name),
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.target.value),
      onBlur: () => blur(name),
    }),
    /**
     * Shows a refused send: under its field when this form has that field, else above the form; an answer that
     * is no refusal shows the generic text. True when it went under a field, so the caller can move focus there.
     */
    showRefusal: (refusal: Refusal | null | undefined): boolean => {
      if (refusal?.__typename !== 'DomainError' || !refusal.message) {
        setFormError(GENERIC_ERROR);
        return false;
      }
      const text = domainErrorText({ message: refusal.message, messageDetail: refusal.messageDetail });
      const field = refusal.field;
      if (field && field in initial) {
        setServerErrors((e) => ({ ...e, [field]: text }));
        return true;
      }
      setFormError(text);
      return false;
    },
    /** Marks the form as sent, so every field's rule shows. */
    markSubmitted: () => setSubmitted(true),
    setServerErrors,
    formError,
    setFormError,
    /** Back to the initial values with nothing shown (after a successful save that keeps the form). */
    reset: () => {
      setValues(initial);
      setTouched({});
      setSubmitted(false);
    },
  };
}
