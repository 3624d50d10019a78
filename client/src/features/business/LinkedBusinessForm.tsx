import { type FormEvent, useId, useRef } from 'react';
import { BUSINESS_EMAIL_FREE_MAIL, businessNameError, isFreeMailAddress } from '../../../../core/business';
import { EMAIL_INVALID, isValidEmail } from '../../../../core/email';
import { GENERIC_ERROR } from '../../../../core/texts';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { useFieldForm } from '../../ui/useFieldForm';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid';
import { CountrySelect } from './CountrySelect';
import { switchProfile } from './switchProfile';
import { useCreateLinkedBusinessMutation } from './useCreateLinkedBusinessMutation';

type Field = 'businessName' | 'email' | 'website' | 'country';
const EMPTY: Record<Field, string> = { businessName: '', email: '', website: '', country: '' };

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter the business’s email.';
  if (!isValidEmail(email)) return EMAIL_INVALID;
  return isFreeMailAddress(email) ? BUSINESS_EMAIL_FREE_MAIL : undefined;
}

function clientErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  return {
    businessName: businessNameError(values.businessName) ?? undefined,
    email: emailError(values.email),
  };
}

/**
 * "Create a linked business profile": a new business the person owns and reaches by switching to it. The
 * free-mail rule shows while typing, since it is the one people do not expect.
 */
export function LinkedBusinessForm() {
  const headingId = useId();
  const showToast = useToast();
  const [create, { loading }] = useCreateLinkedBusinessMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const {
    values,
    invalid,
    field,
    change,
    errorFor,
    markSubmitted,
    showRefusal,
    formError,
    setFormError,
    reset,
  } = useFieldForm(EMPTY, clientErrors);
  const emailField = field('email');
  const freeMail = isFreeMailAddress(values.email) ? BUSINESS_EMAIL_FREE_MAIL : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    try {
      const { data } = await create({
        variables: {
          input: {
            businessName: values.businessName.trim(),
            email: values.email.trim(),
            website: values.website.trim() || null,
            country: values.country || null,
          },
        },
      });
      const result = data?.createLinkedBusiness;
      if (result?.__typename === 'MutationCreateLinkedBusinessSuccess') {
        reset();
        const profileId = result.data.id;
        showToast({
          text: `${result.data.user.businessName ?? 'The business'} is ready. Switch to it from your account menu.`,
          action: (
            <button type="button" className="link-button" onClick={() => switchProfile(profileId)}>
              Switch now
            </button>
          ),
        });
      } else if (showRefusal(result)) focusFirstInvalid();
    } catch {
      setFormError(GENERIC_ERROR);
    }
  };

  return (
    <section className="business-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="business-section__title">
        Create a linked business profile
      </h2>
      <p className="business-section__intro">
        A separate profile for another brand or shop. You own it and act for it by switching profiles; it has
        no password of its own.
      </p>
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={submit}
        aria-label="Create a linked business profile"
      >
        <FormError text={formError} />
        <TextField label="Business name" autoComplete="organization" required {...field('businessName')} />
        <TextField
          label="Business email"
          type="email"
          autoComplete="email"
          required
          hint="An address at the business’s own domain"
          {...emailField}
          error={emailField.error ?? freeMail}
        />
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com"
          {...field('website')}
        />
        <CountrySelect
          value={values.country}
          error={errorFor('country')}
          onChange={(event) => change('country', event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            Create profile
          </Button>
        </div>
      </form>
    </section>
  );
}
