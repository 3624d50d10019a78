import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { birthDateError } from '../../../../core/age';
import { authPath } from '../../../../core/authPath';
import { EMAIL_INVALID, emailTypoSuggestion, isValidEmail } from '../../../../core/email';
import { welcomePath } from '../../../../core/interests';
import { NEW_PASSWORD_HINT, passwordError } from '../../../../core/password';
import { useFinishAuth, useNextPath } from '../../apollo/useFinishAuth';
import { AuthLayout } from '../../ui/AuthLayout';
import { domainErrorText } from '../../ui/domainErrorText';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { BotCheckNotice } from '../bot-check/BotCheckNotice';
import { BotCheckSubmitButton } from '../bot-check/BotCheckSubmitButton';
import { isBotCheckRefusal } from '../bot-check/isBotCheckRefusal';
import { takeTokenForSend } from '../bot-check/takeTokenForSend';
import { useBotCheckToken } from '../bot-check/useBotCheckToken';
import { SocialLoginButtons } from '../social-login/SocialLoginButtons';
import { UnauthErrorModal } from '../unauth-error/UnauthErrorModal';
import { useViewer } from '../viewer/useViewer';
import { useSignUpMutation } from './useSignUpMutation';

type Field = 'email' | 'password' | 'fullName' | 'birthDate';
const FIELDS: readonly Field[] = ['email', 'password', 'fullName', 'birthDate'];

/** The rules from core/ that can be checked before anything is sent. */
function clientErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  return {
    email: isValidEmail(values.email) ? undefined : EMAIL_INVALID,
    password: passwordError(values.password) ?? undefined,
    birthDate: birthDateError(values.birthDate, new Date()) ?? undefined,
  };
}

/** `/signup/`: email, password, name and birth date, checked as you go and again by the server. */
export function SignupRoute() {
  useDocumentTitle('Sign up');
  const { isAuth } = useViewer();
  // An administrator's invite link (sign-ups by invitation) brings its token along.
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite');
  const next = useNextPath();
  const finish = useFinishAuth({ welcome: true });
  const [signUp, { loading }] = useSignUpMutation();
  const botCheck = useBotCheckToken('signUp');
  // A failure outside the typed refusals, for the unauthenticated error modal (boxed: any value may be thrown).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const form = useFieldForm<Field>({ email: '', password: '', fullName: '', birthDate: '' }, clientErrors);
  const { values, change, setServerErrors, formError, setFormError, field } = form;

  // Signed in (this form's account just made, or one from before): through the welcome, which goes straight on
  // unless the account still waits for it — so the re-render after signing up cannot skip it.
  if (isAuth && !loading) return <Navigate to={welcomePath(next)} replace />;

  const typoSuggestion = isValidEmail(values.email) ? emailTypoSuggestion(values.email.trim()) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const check = await takeTokenForSend(botCheck);
    if (!check) return;
    try {
      const { data } = await signUp({
        variables: {
          input: {
            email: values.email.trim(),
            password: values.password,
            fullName: values.fullName.trim(),
            birthDate: values.birthDate,
            botCheckToken: check.token,
            inviteToken,
          },
        },
      });
      const result = data?.signUp;
      if (result?.__typename === 'MutationSignUpSuccess') {
        await finish();
      } else if (result?.__typename === 'DomainError') {
        if (isBotCheckRefusal(result)) botCheck.reportRefused();
        const text = domainErrorText(result);
        const field = FIELDS.find((f) => f === result.field);
        if (field) setServerErrors({ [field]: text });
        else setFormError(text);
      }
    } catch (error) {
      // A failure outside the typed refusals (a rate limit, the server down) is the unauthenticated error modal's.
      setFailure({ error });
    }
  };

  return (
    <AuthLayout title="Welcome to Tackboard" subtitle="Find new ideas to try">
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Sign up">
        <FormError text={formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Email"
          hint={
            typoSuggestion ? (
              <span>
                Did you mean{' '}
                <button type="button" className="link-button" onClick={() => change('email', typoSuggestion)}>
                  {typoSuggestion}
                </button>
                ?
              </span>
            ) : null
          }
          {...field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          hint={NEW_PASSWORD_HINT}
          {...field('password')}
        />
        <TextField label="Full name" autoComplete="name" placeholder="Full name" {...field('fullName')} />
        <TextField label="Birthdate" type="date" autoComplete="bday" {...field('birthDate')} />
        <BotCheckNotice botCheck={botCheck} />
        <BotCheckSubmitButton botCheck={botCheck} label="Sign up" loading={loading} size="lg" />
      </form>
      <SocialLoginButtons next={next} />
      <p className="auth-card__switch">
        Already a member? <Link to={authPath('login', next)}>Log in</Link>
      </p>
      {failure ? (
        <UnauthErrorModal error={failure.error} onClose={() => setFailure(null)} form={form.formRef} />
      ) : null}
    </AuthLayout>
  );
}
