import { useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MISSING } from '../../../../core/password';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { Button } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { type Enrollment, EnrollmentPanel } from './EnrollmentPanel';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SecuritySettingsRouteQuery } from './securitySettingsQuery';
import { useDisableMfaMutation } from './useDisableMfaMutation';
import { useRegenerateRecoveryCodesMutation } from './useRegenerateRecoveryCodesMutation';
import { useStartMfaEnrollmentMutation } from './useStartMfaEnrollmentMutation';
import './mfa.css';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { FormError } from '../../ui/FormError';
import { LoginRequired } from '../../ui/LoginRequired';

const HERE = SETTINGS_PATHS.security;

/** `/settings/security/`: two-factor authentication on or off, and new recovery codes. */
export function SecuritySettingsRoute() {
  useDocumentTitle('Security');
  const { data } = useSuspenseQuery(SecuritySettingsRouteQuery);
  if (!data.viewer.isAuth || !data.viewer.user) {
    return <LoginRequired next={HERE} className="security-page" />;
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
    const outcome = await mutationOutcome(
      async () => (await start()).data?.startMfaEnrollment,
      'MutationStartMfaEnrollmentSuccess',
    );
    if (outcome.ok) setPhase({ kind: 'setup', enrollment: outcome.answer.data });
    else setStartError(outcome.text);
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
  const form = useFieldForm<DisableField>({ password: '', code: '' }, (v) => ({
    password: v.password ? undefined : PASSWORD_MISSING,
    code: v.code.trim() ? undefined : 'Enter a code from your authenticator app, or a recovery code.',
  }));
  const { values, field, formError } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const input = { password: values.password, code: values.code.trim() };
    await form.send(
      async () => (await disable({ variables: { input } })).data?.disableMfa,
      'MutationDisableMfaSuccess',
      onDisabled,
    );
  };

  return (
    <section className="security-panel" aria-labelledby="mfa-disable-title">
      <h3 id="mfa-disable-title">Turn off two-factor authentication</h3>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="mfa-disable-title"
      >
        <FormError text={formError} />
        <CurrentPasswordField username={username} {...field('password')} />
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
  const form = useFieldForm<'password'>({ password: '' }, (v) => ({
    password: v.password ? undefined : PASSWORD_MISSING,
  }));
  const { values, field, formError } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    await form.send(
      async () =>
        (await regenerate({ variables: { input: { password: values.password } } })).data
          ?.regenerateRecoveryCodes,
      'MutationRegenerateRecoveryCodesSuccess',
      (answer) => onCodes(answer.data),
    );
  };

  return (
    <section className="security-panel" aria-labelledby="mfa-codes-title">
      <h3 id="mfa-codes-title">Recovery codes</h3>
      <p className="security-panel__muted">New codes replace the ones you saved before.</p>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="mfa-codes-title"
      >
        <FormError text={formError} />
        <CurrentPasswordField username={username} {...field('password')} />
        <div className="form-actions">
          <Button type="submit" disabled={loading} busy={loading}>
            Get new recovery codes
          </Button>
        </div>
      </form>
    </section>
  );
}
