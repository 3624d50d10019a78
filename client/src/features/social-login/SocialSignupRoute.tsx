import { useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { birthDateError } from '../../../../core/age';
import { authPath } from '../../../../core/authPath';
import { EMAIL_INVALID, isValidEmail } from '../../../../core/email';
import { fullNameError } from '../../../../core/fullName';
import { welcomePath } from '../../../../core/interests';
import { PROVIDER_NAMES, SOCIAL_SIGNUP_EXPIRED } from '../../../../core/socialLogin';
import { GENERIC_ERROR } from '../../../../core/texts';
import { useFinishAuth, useNextPath } from '../../apollo/useFinishAuth';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button, ButtonLink } from '../../ui/Button';
import { domainErrorText } from '../../ui/domainErrorText';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid';
import { useViewer } from '../viewer/useViewer';
import { SocialSignupRouteQuery } from './socialSignupQuery';
import { useCompleteSocialSignupMutation } from './useCompleteSocialSignupMutation';

type Field = 'fullName' | 'email' | 'birthDate';
const FIELDS: readonly Field[] = ['fullName', 'email', 'birthDate'];

/** The sign-up form's own rules (core/), checked before anything is sent. */
function clientErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  return {
    fullName: fullNameError(values.fullName) ?? undefined,
    email: isValidEmail(values.email) ? undefined : EMAIL_INVALID,
    birthDate: birthDateError(values.birthDate, new Date()) ?? undefined,
  };
}

/**
 * `/signup/social/`: after a provider confirmed who someone is and no account has them yet, what our sign-up
 * needs on top — the birth date (the same age rule and texts as /signup/), the name and email prefilled.
 */
export function SocialSignupRoute() {
  useDocumentTitle('Finish signing up');
  const { isAuth } = useViewer();
  const next = useNextPath();
  const { data } = useSuspenseQuery(SocialSignupRouteQuery, { fetchPolicy: 'network-only' });

  // Through the welcome, which goes straight on unless the account (just made here) still waits for it.
  if (isAuth) return <Navigate to={welcomePath(next)} replace />;
  const pending = data.pendingSocialSignup;
  if (!pending) {
    return (
      <AuthLayout title="Finish signing up">
        <p className="form-error" role="alert">
          {SOCIAL_SIGNUP_EXPIRED}
        </p>
        <ButtonLink variant="primary" size="lg" to={authPath('signup', next)}>
          Back to sign up
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <FinishForm
      providerName={PROVIDER_NAMES[pending.provider]}
      fullName={pending.fullName}
      email={pending.email ?? ''}
      next={next}
    />
  );
}

function FinishForm({
  providerName,
  fullName,
  email,
  next,
}: {
  providerName: string;
  fullName: string;
  email: string;
  next: string;
}) {
  const finish = useFinishAuth({ welcome: true });
  const [complete, { loading }] = useCompleteSocialSignupMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const { values, invalid, markSubmitted, setServerErrors, formError, setFormError, field } =
    useFieldForm<Field>({ fullName, email, birthDate: '' }, clientErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    try {
      const { data } = await complete({
        variables: {
          input: {
            fullName: values.fullName.trim(),
            email: values.email.trim(),
            birthDate: values.birthDate,
          },
        },
      });
      const result = data?.completeSocialSignup;
      if (result?.__typename === 'MutationCompleteSocialSignupSuccess') {
        await finish();
      } else if (result?.__typename === 'DomainError') {
        const text = domainErrorText(result);
        const known = FIELDS.find((f) => f === result.field);
        if (known) setServerErrors({ [known]: text });
        else setFormError(text);
      }
    } catch {
      setFormError(GENERIC_ERROR);
    }
  };

  return (
    <AuthLayout title="Finish signing up" subtitle={`You're signing up with ${providerName}`}>
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-label="Finish signing up">
        <FormError text={formError} />
        <TextField label="Full name" autoComplete="name" placeholder="Full name" {...field('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" placeholder="Email" {...field('email')} />
        <TextField label="Birthdate" type="date" autoComplete="bday" {...field('birthDate')} />
        <Button type="submit" variant="primary" size="lg" disabled={loading} busy={loading}>
          Continue
        </Button>
      </form>
      <p className="auth-card__switch">
        Already a member? <Link to={authPath('login', next)}>Log in</Link>
      </p>
    </AuthLayout>
  );
}
