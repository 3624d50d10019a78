import { type ChangeEvent, useRef, useState } from 'react';
import { GENERIC_ERROR } from '../../../core/texts';
import { mutationOutcome } from '../apollo/mutationOutcome';
import { domainErrorText } from './domainErrorText';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

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
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const checks = rules(values);
  const errorFor = (field: Field): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? checks[field] : undefined);
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };
  const blur = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  /**
   * Shows a refused send: under its field when this form has that field, else above the form; an answer that
   * is no refusal shows the generic text. True when it went under a field, so the caller can move focus there.
   */
  const showRefusal = (refusal: Refusal | null | undefined): boolean => {
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
  };
  return {
    /** The form element's ref: the first invalid field in it takes the focus when the form is refused. */
    formRef,
    focusFirstInvalid,
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
    showRefusal,
    /**
     * Marks the form as sent, so every field's rule shows; when one is broken, moves the focus to it and answers
     * false (nothing is to be sent).
     */
    checkAll: (): boolean => {
      setSubmitted(true);
      if (!Object.values(checks).some(Boolean)) return true;
      focusFirstInvalid();
      return false;
    },
    /**
     * Sends the mutation and runs `onSuccess` with its success branch; a refusal shows as `showRefusal` puts it
     * (the focus going to its field), anything else, a failed request or a failing `onSuccess`, as the generic
     * text above the form. `onRefusal` sees a refusal first (a refused bot-check token is counted).
     */
    send: async <TAnswer extends { __typename: string }, TSuccess extends TAnswer['__typename']>(
      mutate: () => Promise<TAnswer | null | undefined>,
      success: TSuccess,
      onSuccess: (answer: Extract<TAnswer, { __typename: TSuccess }>) => void | Promise<void>,
      onRefusal?: (refusal: Refusal) => void,
    ): Promise<void> => {
      try {
        const outcome = await mutationOutcome(mutate, success);
        if (outcome.ok) {
          await onSuccess(outcome.answer);
          return;
        }
        if (outcome.refusal) onRefusal?.(outcome.refusal);
        if (showRefusal(outcome.refusal)) focusFirstInvalid();
      } catch {
        setFormError(GENERIC_ERROR);
      }
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
