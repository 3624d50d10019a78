import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { PASSWORD_MISSING } from '../../../../core/password';
import { PASSWORD_RESET_PATH } from '../../../../core/paths';
import { GENERIC_ERROR } from '../../../../core/texts';
import { signInAnswer } from '../../apollo/signInAnswer';
import { useFinishAuth, useNextPath } from '../../apollo/useFinishAuth';
import { AuthLayout } from '../../ui/AuthLayout';
import { domainErrorText } from '../../ui/domainErrorText';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BotCheckNotice } from '../bot-check/BotCheckNotice';
import { BotCheckSubmitButton } from '../bot-check/BotCheckSubmitButton';
import { isBotCheckRefusal } from '../bot-check/isBotCheckRefusal';
import { takeTokenForSend } from '../bot-check/takeTokenForSend';
import { useBotCheckToken } from '../bot-check/useBotCheckToken';
import { LoginCodeStep } from '../mfa/LoginCodeStep';
import { SocialLoginButtons } from '../social-login/SocialLoginButtons';
import { useSocialLoginMfaTicket } from '../social-login/socialLoginReturn';
import { UnauthErrorModal } from '../unauth-error/UnauthErrorModal';
import { useViewer } from '../viewer/useViewer';
import { useLogInMutation } from './useLogInMutation';

interface LoginErrors {
  login?: string;
  password?: string;
  form?: string;
}

interface LoginRouteProps {
  /**
   * `/add-account/`: logs in to one more account while the one signed in now stays signed in
   * (multi-account switching); only email or username and password, and no redirect away when signed in.
   */
  addAccount?: boolean;
}

/** `/login/`: email or username plus password; returns to `?next=` afterwards. */
export function LoginRoute({ addAccount = false }: LoginRouteProps) {
  useDocumentTitle(addAccount ? 'Add an account' : 'Log in');
  const { isAuth } = useViewer();
  const next = useNextPath();
  const finish = useFinishAuth({ reload: addAccount });
  const [logIn, { loading }] = useLogInMutation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  // A social log-in of an account with two-factor on comes back here at the code step (`?mfa=`).
  const [ticket, setTicket] = useState<string | null>(useSocialLoginMfaTicket());
  const botCheck = useBotCheckToken('logIn');
  // A failure outside the typed refusals, for the unauthenticated error modal (boxed: any value may be thrown).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  if (isAuth && !addAccount && !loading && !ticket) return <Navigate to={next} replace />;

  if (ticket) {
    return (
      <AuthLayout title="Two-factor authentication" subtitle="One more step to log in">
        <LoginCodeStep
          ticket={ticket}
          addAccount={addAccount}
          onSignedIn={finish}
          onBack={() => {
            setTicket(null);
            setPassword('');
            setErrors({});
          }}
        />
      </AuthLayout>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: LoginErrors = {};
    if (!login.trim()) missing.login = 'Enter your email or username.';
    if (!password) missing.password = PASSWORD_MISSING;
    setErrors(missing);
    if (missing.login || missing.password) return;
    const check = await takeTokenForSend(botCheck);
    if (!check) return;
    try {
      const { data } = await logIn({
        variables: { input: { login: login.trim(), password, botCheckToken: check.token, addAccount } },
      });
      const answer = signInAnswer(data?.logIn);
      if (answer.kind === 'signedIn') {
        await finish();
      } else if (answer.kind === 'codeNeeded') {
        setTicket(answer.ticket);
      } else if (answer.kind === 'refused') {
        const { refusal } = answer;
        if (isBotCheckRefusal(refusal)) botCheck.reportRefused();
        const text = domainErrorText(refusal);
        setErrors(
          refusal.field === 'login' || refusal.field === 'password'
            ? { [refusal.field]: text }
            : { form: text },
        );
      }
    } catch (error) {
      // A failure outside the typed refusals (a rate limit, the server down): signed out, the unauthenticated
      // error modal says what the server said; adding an account, the person is signed in and the form says it.
      if (addAccount) setErrors({ form: GENERIC_ERROR });
      else setFailure({ error });
    }
  };

  return (
    <AuthLayout
      title={addAccount ? 'Add an account' : 'Welcome to Tackboard'}
      subtitle={
        addAccount ? 'Log in to another account; you stay logged in to this one' : 'Log in to see more'
      }
    >
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-label="Log in">
        <FormError text={errors.form} />
        <TextField
          label="Email or username"
          name="login"
          autoComplete="username"
          placeholder="Email or username"
          value={login}
          error={errors.login}
          onChange={(event) => {
            setLogin(event.target.value);
            setErrors((e) => ({ ...e, login: undefined, form: undefined }));
          }}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((e) => ({ ...e, password: undefined, form: undefined }));
          }}
        />
        <p className="auth-card__forgot">
          <Link to={PASSWORD_RESET_PATH}>Forgot your password?</Link>
        </p>
        <BotCheckNotice botCheck={botCheck} />
        <BotCheckSubmitButton botCheck={botCheck} label="Log in" loading={loading} size="lg" />
      </form>
      {addAccount ? null : (
        <>
          <SocialLoginButtons next={next} />
          <p className="auth-card__switch">
            Not on Tackboard yet? <Link to={authPath('signup', next)}>Sign up</Link>
          </p>
        </>
      )}
      {failure ? (
        <UnauthErrorModal error={failure.error} onClose={() => setFailure(null)} form={formRef} />
      ) : null}
    </AuthLayout>
  );
}
