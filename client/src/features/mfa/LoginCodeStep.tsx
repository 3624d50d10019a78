import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  RECOVERY_CODE_INPUT_MAX_LENGTH,
  TOTP_CODE_INPUT_MAX_LENGTH,
  TOTP_DIGITS,
} from '../../../../core/mfa';
import { GENERIC_ERROR, MFA_CODE_MISSING } from '../../../../core/texts';
import { Button } from '../../ui/Button';
import { domainErrorText } from '../../ui/domainErrorText';
import { TextField } from '../../ui/TextField';
import { useVerifyLoginCodeMutation } from './useVerifyLoginCodeMutation';
import './mfa.css';
import { FormError } from '../../ui/FormError';

const RECOVERY_CODE_MISSING = 'Enter one of your recovery codes.';

interface LoginCodeStepProps {
  /** From LogInMfaRequired: the password step passed. */
  ticket: string;
  /** Back to the password step (also the way out once the ticket has expired). */
  onBack: () => void;
  /** The session has started: reset the store and move on. */
  onSignedIn: () => Promise<void>;
  /** Add account: the account signed in now stays signed in among the others. */
  addAccount?: boolean;
}

/**
 * The log-in's second step, when the account has two-factor on: a
 * code from the authenticator app, or a recovery code instead. Focus lands in the code field when the step
 * appears and whenever the kind of code changes.
 */
export function LoginCodeStep({ ticket, onBack, onSignedIn, addAccount = false }: LoginCodeStepProps) {
  const [verify, { loading }] = useVerifyLoginCodeMutation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The field mounts afresh for each kind of code (it is keyed by it), so focusing on mount covers both the
  // step appearing and the switch between app and recovery codes.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    input?.focus();
  }, []);
  // After a refused code, the old one is selected so typing replaces it.
  useEffect(() => {
    if (error) inputRef.current?.select();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(useRecovery ? RECOVERY_CODE_MISSING : MFA_CODE_MISSING);
      inputRef.current?.focus();
      return;
    }
    try {
      const { data } = await verify({ variables: { input: { ticket, code: code.trim(), addAccount } } });
      const result = data?.verifyLoginCode;
      if (result?.__typename === 'MutationVerifyLoginCodeSuccess') {
        setFinishing(true);
        await onSignedIn();
      } else if (result?.__typename === 'DomainError') {
        const text = domainErrorText(result);
        if (result.field === 'code') {
          setError(text);
          inputRef.current?.focus();
        } else {
          if (result.field === 'ticket') setExpired(true);
          setFormError(text);
        }
      } else setFormError(GENERIC_ERROR);
    } catch {
      setFormError(GENERIC_ERROR);
    }
  };

  const switchKind = () => {
    setUseRecovery((r) => !r);
    setCode('');
    setError(undefined);
    setFormError(null);
  };

  return (
    <form className="form mfa-step" noValidate onSubmit={submit} aria-label="Two-factor authentication">
      <p className="mfa-step__intro" id="mfa-step-intro">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
          : `Open your authenticator app and enter the ${TOTP_DIGITS}-digit code it shows for Tackboard.`}
      </p>
      <FormError text={formError} />
      {expired ? null : (
        <>
          <TextField
            key={useRecovery ? 'recovery' : 'app'}
            label={useRecovery ? 'Recovery code' : 'Authentication code'}
            name="code"
            inputRef={focusOnMount}
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={useRecovery ? RECOVERY_CODE_INPUT_MAX_LENGTH : TOTP_CODE_INPUT_MAX_LENGTH}
            placeholder={useRecovery ? 'xxxxx-xxxxx' : `${TOTP_DIGITS}-digit code`}
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
              setFormError(null);
            }}
          />
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={loading || finishing}
            busy={loading || finishing}
          >
            Verify
          </Button>
          <button type="button" className="link-button mfa-step__switch" onClick={switchKind}>
            {useRecovery ? 'Use a code from your authenticator app instead' : 'Use a recovery code instead'}
          </button>
        </>
      )}
      <Button type="button" variant={expired ? 'primary' : 'secondary'} size="lg" onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
