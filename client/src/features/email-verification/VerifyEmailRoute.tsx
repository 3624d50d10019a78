import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { AuthLayout } from '../../ui/AuthLayout';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ACCOUNT_SETTINGS_PATH } from './AccountSettingsRoute';
import { useVerifyEmailMutation } from './useVerifyEmailMutation';
import './email-verification.css';

type Outcome = { kind: 'verified' } | { kind: 'refused'; text: string };

/**
 * `/verify-email/{token}/`, the link in a verification email: opening it verifies the address, signed in or not
 * (the link itself proves the mailbox).
 */
export function VerifyEmailRoute() {
  useDocumentTitle('Verify your email');
  const { token = '' } = useParams();
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // NOTE: StrictMode runs effects twice in development; a link works once, so it must be sent once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void mutationOutcome(
      async () => (await verify({ variables: { token } })).data?.verifyEmail,
      'MutationVerifyEmailSuccess',
    ).then((answer) => setOutcome(answer.ok ? { kind: 'verified' } : { kind: 'refused', text: answer.text }));
  }, [verify, token]);

  if (!outcome) {
    return (
      <div className="page page--narrow">
        <Spinner label="Verifying your email address" />
      </div>
    );
  }
  return (
    <AuthLayout title="Verify your email">
      {outcome.kind === 'verified' ? (
        <p className="email-verified" role="status">
          Your email address is verified.
        </p>
      ) : (
        <p className="form-error email-verify-refused" role="alert">
          {outcome.text}
        </p>
      )}
      <ButtonLink variant="primary" size="lg" to={ACCOUNT_SETTINGS_PATH} className="email-verify__action">
        Account settings
      </ButtonLink>
    </AuthLayout>
  );
}
