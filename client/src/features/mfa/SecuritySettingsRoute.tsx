import { useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { authPath } from '../../../../core/authPath';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { GENERIC_ERROR, LOGIN_PROMPTS } from '../../../../core/texts';
import { Button, ButtonLink } from '../../ui/Button';
import { domainErrorText } from '../../ui/domainErrorText';
import { CheckIcon } from '../../ui/icons';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid';
import { type Enrollment, EnrollmentPanel } from './EnrollmentPanel';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SecuritySettingsRouteQuery } from './securitySettingsQuery';
import { useDisableMfaMutation } from './useDisableMfaMutation';
import { useRegenerateRecoveryCodesMutation } from './useRegenerateRecoveryCodesMutation';
import { useStartMfaEnrollmentMutation } from './useStartMfaEnrollmentMutation';
import './mfa.css';
import { FormError } from '../../ui/FormError';

const HERE = SETTINGS_PATHS.security;

/** `/settings/security/`: two-factor authentication on or off, and new recovery codes. */
export function SecuritySettingsRoute() {
  useDocumentTitle('Security');
  const { data } = useSuspenseQuery(SecuritySettingsRouteQuery);
  if (!data.viewer.isAuth || !data.viewer.user) {
    return (
      <div className="page page--narrow security-page">
        <h1>{LOGIN_PROMPTS.general}</h1>
        <ButtonLink variant="primary" size="lg" to={authPath('login', HERE)}>
          Log in
        </ButtonLink>
      </div>
    );
  }
  return <SecuritySettings mfaEnabled={data.viewer.mfaEnabled} username={data.viewer.user.username} />;
}

type Phase =
  | { kind: 'overview' }
  | { kind: 'setup'; enrollment: Enrollment }
  | { kind: 'codes'; codes: string[] };

function SecuritySettings({ mfaEnabled, username }: { mfaEnabled: boolean; username: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'overview' });
  const [notice, setNotice] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [start, { loading: starting }] = useStartMfaEnrollmentMutation();

  const turnOn = async () => {
    setNotice(null);
    setStartError(null);
    try {
      const { data } = await start();
      const result = data?.startMfaEnrollment;
      if (result?.__typename === 'MutationStartMfaEnrollmentSuccess')
        setPhase({ kind: 'setup', enrollment: result.data });
      else setStartError(result?.__typename === 'DomainError' ? domainErrorText(result) : GENERIC_ERROR);
    } catch {
      setStartError(GENERIC_ERROR);
    }
  };

  return (
    <div className="page page--narrow security-page">
      <h1>Security</h1>
      <h2>Two-factor authentication</h2>
      <p className={`security-page__status${mfaEnabled ? ' security-page__status--on' : ''}`}>
        {mfaEnabled ? <CheckIcon size={18} /> : null}
        {mfaEnabled
          ? 'On: logging in asks for a code from your authenticator app.'
          : 'Off: logging in asks only for your password.'}
      </p>
      <p role="status" className={notice ? undefined : 'visually-hidden'}>
        {notice}
      </p>
      {phase.kind === 'codes' ? (
        <RecoveryCodesPanel
          codes={phase.codes}
          onDone={() => {
            setPhase({ kind: 'overview' });
            setNotice('Two-factor authentication is on. Keep your recovery codes safe.');
          }}
        />
      ) : phase.kind === 'setup' ? (
        <EnrollmentPanel
          enrollment={phase.enrollment}
          username={username}
          onConfirmed={(codes) => setPhase({ kind: 'codes', codes })}
          onCancel={() => setPhase({ kind: 'overview' })}
        />
      ) : mfaEnabled ? (
        <>
          <DisableMfaForm
            username={username}
            onDisabled={() => setNotice('Two-factor authentication is off.')}
          />
          <RegenerateCodesForm username={username} onCodes={(codes) => setPhase({ kind: 'codes', codes })} />
        </>
      ) : (
        <section className="security-panel" aria-label="Turn on two-factor authentication">
          <p className="security-panel__muted">
            Protect your account with a second step: after your password, enter a code from an authenticator
            app on your phone.
          </p>
          {startError ? (
            <p className="form-error" role="alert">
              {startError}
            </p>
          ) : null}
          <div>
            <Button variant="primary" onClick={() => void turnOn()} disabled={starting} busy={starting}>
              Turn on two-factor authentication
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

type DisableField = 'password' | 'code';

function DisableMfaForm({ username, onDisabled }: { username: string; onDisabled: () => void }) {
  const [disable, { loading }] = useDisableMfaMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const { values, invalid, field, markSubmitted, showRefusal, formError, setFormError } =
    useFieldForm<DisableField>({ password: '', code: '' }, (v) => ({
      password: v.password ? undefined : 'Enter your password.',
      code: v.code.trim() ? undefined : 'Enter a code from your authenticator app, or a recovery code.',
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    try {
      const { data } = await disable({
        variables: { input: { password: values.password, code: values.code.trim() } },
      });
      const result = data?.disableMfa;
      if (result?.__typename === 'MutationDisableMfaSuccess') onDisabled();
      else if (showRefusal(result)) focusFirstInvalid();
    } catch {
      setFormError(GENERIC_ERROR);
    }
  };

  return (
    <section className="security-panel" aria-labelledby="mfa-disable-title">
      <h3 id="mfa-disable-title">Turn off two-factor authentication</h3>
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-labelledby="mfa-disable-title">
        <FormError text={formError} />
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <TextField
          label="Code from your app, or a recovery code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          {...field('code')}
        />
        <div className="form-actions">
          <Button type="submit" disabled={loading} busy={loading}>
            Turn off
          </Button>
        </div>
      </form>
    </section>
  );
}

function RegenerateCodesForm({
  username,
  onCodes,
}: {
  username: string;
  onCodes: (codes: string[]) => void;
}) {
  const [regenerate, { loading }] = useRegenerateRecoveryCodesMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const { values, invalid, field, markSubmitted, setServerErrors, formError, setFormError } =
    useFieldForm<'password'>({ password: '' }, (v) => ({
      password: v.password ? undefined : 'Enter your password.',
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    try {
      const { data } = await regenerate({ variables: { input: { password: values.password } } });
      const result = data?.regenerateRecoveryCodes;
      if (result?.__typename === 'MutationRegenerateRecoveryCodesSuccess') onCodes(result.data);
      else if (result?.__typename === 'DomainError') {
        if (result.field === 'password') {
          setServerErrors({ password: domainErrorText(result) });
          focusFirstInvalid();
        } else setFormError(domainErrorText(result));
      } else setFormError(GENERIC_ERROR);
    } catch {
      setFormError(GENERIC_ERROR);
    }
  };

  return (
    <section className="security-panel" aria-labelledby="mfa-codes-title">
      <h3 id="mfa-codes-title">Recovery codes</h3>
      <p className="security-panel__muted">New codes replace the ones you saved before.</p>
      <form ref={formRef} className="form" noValidate onSubmit={submit} aria-labelledby="mfa-codes-title">
        <FormError text={formError} />
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="form-actions">
          <Button type="submit" disabled={loading} busy={loading}>
            Get new recovery codes
          </Button>
        </div>
      </form>
    </section>
  );
}
