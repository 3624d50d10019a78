import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LOGIN_PATH } from '../../../../core/paths';
import { GENERIC_ERROR, LOGIN_ASSIST_LINK_INVALID } from '../../../../core/texts';
import { signInAnswer } from '../../apollo/signInAnswer';
import { graphql } from '../../gql';
import { AuthLayout } from '../../ui/AuthLayout';
import { Button, ButtonLink } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LoginCodeStep } from '../mfa/LoginCodeStep';

const FinishLoginAssistanceMutation = graphql(`
  mutation FinishLoginAssistanceMutation($token: String!) {
    finishLoginAssistance(token: $token) {
      __typename
      ...SignInAnswer_codeStep
      ...SignInAnswer_refusal
    }
  }
`);

/**
 * `/login/assist/{token}/`, the link mailed when a right password came from a new browser while others were
 * guessing at the account. A button finishes the log-in — never the page load itself, so a mail scanner that
 * opens links cannot use it up.
 */
export function LoginAssistRoute() {
  useDocumentTitle('Finish logging in');
  const { token = '' } = useParams();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [finish, { loading }] = useMutation(FinishLoginAssistanceMutation);
  const [state, setState] = useState<
    { kind: 'ready' | 'signingIn' | 'invalid' } | { kind: 'code'; ticket: string } | { kind: 'failed' }
  >({ kind: 'ready' });

  const signedIn = async () => {
    setState({ kind: 'signingIn' });
    // A new session: as after log in, nothing cached can be trusted.
    await client.resetStore();
    navigate('/', { replace: true });
  };

  const submit = async () => {
    try {
      const { data } = await finish({ variables: { token } });
      const answer = signInAnswer(data?.finishLoginAssistance);
      if (answer.kind === 'signedIn') await signedIn();
      else if (answer.kind === 'codeNeeded') setState({ kind: 'code', ticket: answer.ticket });
      else if (answer.kind === 'refused' && answer.refusal.code === 'NOT_FOUND')
        setState({ kind: 'invalid' });
      else setState({ kind: 'failed' });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  if (state.kind === 'signingIn') {
    return (
      <div className="page page--narrow">
        <Spinner label="Signing you in" />
      </div>
    );
  }
  if (state.kind === 'code') {
    return (
      <AuthLayout title="Two-factor authentication" subtitle="One more step to log in.">
        <LoginCodeStep
          ticket={state.ticket}
          onSignedIn={signedIn}
          onBack={() => navigate(LOGIN_PATH, { replace: true })}
        />
      </AuthLayout>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <AuthLayout title="Finish logging in">
        <p className="form-error" role="alert">
          {LOGIN_ASSIST_LINK_INVALID}
        </p>
        <ButtonLink variant="primary" size="lg" to={LOGIN_PATH}>
          Log in
        </ButtonLink>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Finish logging in"
      subtitle="You logged in with your password from a browser new to your account. Confirm it was you."
    >
      <FormError text={state.kind === 'failed' ? GENERIC_ERROR : null} />
      <Button variant="primary" size="lg" disabled={loading} busy={loading} onClick={() => void submit()}>
        Finish logging in
      </Button>
    </AuthLayout>
  );
}
