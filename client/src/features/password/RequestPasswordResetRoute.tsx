import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { EMAIL_INVALID, isValidEmail } from '../../../../core/email';
import { LOGIN_PATH } from '../../../../core/paths';
import { GENERIC_ERROR, PASSWORD_RESET_SENT } from '../../../../core/texts';
import { AuthLayout } from '../../ui/AuthLayout';
import { domainErrorText } from '../../ui/domainErrorText';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid';
import { BotCheckNotice } from '../bot-check/BotCheckNotice';
import { BotCheckSubmitButton } from '../bot-check/BotCheckSubmitButton';
import { isBotCheckRefusal } from '../bot-check/isBotCheckRefusal';
import { takeTokenForSend } from '../bot-check/takeTokenForSend';
import { useBotCheckToken } from '../bot-check/useBotCheckToken';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';
import './password.css';
import { FormError } from '../../ui/FormError';

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email.';
  return isValidEmail(email) ? undefined : EMAIL_INVALID;
}

/**
 * `/password/reset/`: asks for a reset link by email. The page says the same thing whatever the email, so it
 * does not tell who has an account.
 */
export function RequestPasswordResetRoute() {
  useDocumentTitle('Reset your password');
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const botCheck = useBotCheckToken('requestPasswordReset');
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  // The form goes away once sent; the answer takes the focus so it is read and keyboard users are not lost.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    setFormError(null);
    if (problem) {
      focusFirstInvalid();
      return;
    }
    const check = await takeTokenForSend(botCheck);
    if (!check) return;
    try {
      const { data } = await requestReset({ variables: { email: email.trim(), botCheckToken: check.token } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'DomainError') {
        if (isBotCheckRefusal(result)) botCheck.reportRefused();
        setFormError(domainErrorText(result));
      } else setSent(true);
    } catch {
      setFormError(GENERIC_ERROR);
    }
  };

  return (
    <AuthLayout
      title="Reset your password"
      subtitle={
        sent ? undefined : "Enter the email on your account and we'll send you a link to choose a new one."
      }
    >
      <p ref={sentRef} role="status" tabIndex={-1} className={sent ? 'password-sent' : 'visually-hidden'}>
        {sent ? PASSWORD_RESET_SENT : null}
      </p>
      {sent ? null : (
        <form ref={formRef} className="form" noValidate onSubmit={submit} aria-label="Reset your password">
          <FormError text={formError} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
              setFormError(null);
            }}
          />
          <BotCheckNotice botCheck={botCheck} />
          <BotCheckSubmitButton botCheck={botCheck} label="Send reset link" loading={loading} size="lg" />
        </form>
      )}
      <p className="auth-card__switch">
        <Link to={LOGIN_PATH}>Back to log in</Link>
      </p>
    </AuthLayout>
  );
}
