import { useApolloClient, useQuery } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NEW_PASSWORD_HINT } from '../../../../core/password';
import { LOGIN_PATH, PASSWORD_RESET_PATH } from '../../../../core/paths';
import { GENERIC_ERROR, PASSWORD_RESET_LINK_INVALID } from '../../../../core/texts';
import { signInAnswer } from '../../apollo/signInAnswer';
import { graphql } from '../../gql';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button, ButtonLink } from '../../ui/Button';
import { domainErrorText } from '../../ui/domainErrorText';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid';
import { LoginCodeStep } from '../mfa/LoginCodeStep';
import { newPasswordErrors } from './newPasswordErrors';
import { useResetPasswordMutation } from './useResetPasswordMutation';
import './password.css';
import { FormError } from '../../ui/FormError';

const ResetPasswordRouteQuery = graphql(`
  query ResetPasswordRouteQuery($token: String!) {
    passwordResetLinkUsable(token: $token)
  }
`);

/**
 * `/password/reset/{token}/`, the link in a reset email: says at once when the link no longer works, otherwise
 * asks for the new password twice. Saving signs the person in and takes them home.
 */
export function ResetPasswordRoute() {
  useDocumentTitle('Choose a new password');
  const { token = '' } = useParams();
  // NOTE: a link's answer changes once it is used, so it is always asked afresh. This page keeps useQuery and its
  // own waiting states rather than the route's suspense: saving resets the store, which refetches this query, and a
  // suspense query let go during that refetch (the form leaving) is torn down mid-flight, so the reset never ends.
  const { data, error, refetch } = useQuery(ResetPasswordRouteQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [outcome, setOutcome] = useState<'saved' | 'refused' | null>(null);

  // Once saved, the page only waits for the signed-in app to load: the link is used up by then, and the
  // refetch after the store reset must not show it as invalid.
  if (outcome === 'saved') {
    return (
      <div className="page page--narrow">
        <Spinner label="Signing you in" />
      </div>
    );
  }
  if (outcome === 'refused' || data?.passwordResetLinkUsable === false) return <LinkInvalid />;
  if (!data) {
    return (
      <div className="page page--narrow">
        {error ? <ErrorState onRetry={() => void refetch()} /> : <Spinner label="Checking your link" />}
      </div>
    );
  }
  return <NewPasswordForm token={token} onOutcome={setOutcome} />;
}

function LinkInvalid() {
  return (
    <AuthLayout title="Reset your password">
      <p className="form-error password-invalid" role="alert">
        {PASSWORD_RESET_LINK_INVALID}
      </p>
      <ButtonLink variant="primary" size="lg" to={PASSWORD_RESET_PATH} className="password-invalid__action">
        Get a new link
      </ButtonLink>
    </AuthLayout>
  );
}

type Field = 'password' | 'confirm';

interface NewPasswordFormProps {
  token: string;
  /** The link was used: saved (the person is signed in now) or refused as expired or already used. */
  onOutcome: (outcome: 'saved' | 'refused') => void;
}

function NewPasswordForm({ token, onOutcome }: NewPasswordFormProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const { values, invalid, field, markSubmitted, setServerErrors, formError, setFormError } =
    useFieldForm<Field>({ password: '', confirm: '' }, (v) => newPasswordErrors(v.password, v.confirm));

  const [ticket, setTicket] = useState<string | null>(null);

  const signedIn = async () => {
    onOutcome('saved');
    // The server ended every session and started a new one: as after log in, nothing cached can be trusted.
    await client.resetStore();
    navigate('/', { replace: true });
    showToast({ text: 'Password changed' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    try {
      const { data } = await resetPassword({ variables: { input: { token, password: values.password } } });
      const answer = signInAnswer(data?.resetPassword);
      if (answer.kind === 'signedIn') {
        await signedIn();
      } else if (answer.kind === 'codeNeeded') {
        // The link proved the mailbox, not the authenticator: the code step comes before any session.
        setTicket(answer.ticket);
      } else if (answer.kind === 'refused') {
        const { refusal } = answer;
        if (refusal.code === 'NOT_FOUND') onOutcome('refused');
        else if (refusal.field === 'password') {
          setServerErrors({ password: domainErrorText(refusal) });
          focusFirstInvalid();
        } else setFormError(domainErrorText(refusal));
      } else setFormError(GENERIC_ERROR);
    } catch {
      setFormError(GENERIC_ERROR);
    }
  };

  if (ticket) {
    return (
      <AuthLayout title="Two-factor authentication" subtitle="Password changed. One more step to log in.">
        <LoginCodeStep
          ticket={ticket}
          onSignedIn={signedIn}
          onBack={() => navigate(LOGIN_PATH, { replace: true })}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="You'll be signed in, and signed out everywhere else.">
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-label="Choose a new password">
        <FormError text={formError} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          hint={NEW_PASSWORD_HINT}
          {...field('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          placeholder="Type it again"
          {...field('confirm')}
        />
        <Button type="submit" variant="primary" size="lg" disabled={loading} busy={loading}>
          Save
        </Button>
      </form>
    </AuthLayout>
  );
}
