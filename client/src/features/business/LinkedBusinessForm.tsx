import { type FormEvent, useId } from 'react';
import { BUSINESS_EMAIL_FREE_MAIL, businessNameError, isFreeMailAddress } from '../../../../core/business';
import { EMAIL_INVALID, isValidEmail } from '../../../../core/email';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { useFieldForm } from '../../ui/useFieldForm';
import { BusinessFields, businessDetailsInput } from './BusinessFields';
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
  const form = useFieldForm(EMPTY, clientErrors);
  const emailField = form.field('email');
  const freeMail = isFreeMailAddress(form.values.email) ? BUSINESS_EMAIL_FREE_MAIL : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const input = { ...businessDetailsInput(form.values), email: form.values.email.trim() };
    await form.send(
      async () => (await create({ variables: { input } })).data?.createLinkedBusiness,
      'MutationCreateLinkedBusinessSuccess',
      (answer) => {
        form.reset();
        const profileId = answer.data.id;
        showToast({
          text: `${answer.data.user.businessName ?? 'The business'} is ready. Switch to it from your account menu.`,
          action: (
            <button type="button" className="link-button" onClick={() => switchProfile(profileId)}>
              Switch now
            </button>
          ),
        });
      },
    );
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
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={submit}
        aria-label="Create a linked business profile"
      >
        <FormError text={form.formError} />
        <BusinessFields form={form}>
          <TextField
            label="Business email"
            type="email"
            autoComplete="email"
            required
            hint="An address at the business’s own domain"
            {...emailField}
            error={emailField.error ?? freeMail}
          />
        </BusinessFields>
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            Create profile
          </Button>
        </div>
      </form>
    </section>
  );
}
