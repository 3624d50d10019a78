import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { GENERIC_ERROR } from '../../../../core/texts';
import { AuthLayout } from '../../ui/AuthLayout';
import { ButtonLink } from '../../ui/Button';
import { domainErrorText } from '../../ui/domainErrorText';
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
    verify({ variables: { token } })
      .then(({ data }) => {
        const result = data?.verifyEmail;
        if (result?.__typename === 'MutationVerifyEmailSuccess') setOutcome({ kind: 'verified' });
        else
          setOutcome({
            kind: 'refused',
            text: result?.__typename === 'DomainError' ? domainErrorText(result) : GENERIC_ERROR,
          });
      })
      .catch(() => setOutcome({ kind: 'refused', text: GENERIC_ERROR }));
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
