import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { groupSecret, isTotpCodeFormat, TOTP_CODE_INPUT_MAX_LENGTH, TOTP_DIGITS } from '../../../../core/mfa';
import { PASSWORD_MISSING } from '../../../../core/password';
import { MFA_CODE_MISSING } from '../../../../core/texts';
import { Button } from '../../ui/Button';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { useFieldForm } from '../../ui/useFieldForm';
import { useConfirmMfaEnrollmentMutation } from './useConfirmMfaEnrollmentMutation';

export interface Enrollment {
  secret: string;
  qrCodeDataUrl: string;
}

interface EnrollmentPanelProps {
  enrollment: Enrollment;
  username: string;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

type Field = 'code' | 'password';

function rules(values: Record<Field, string>): Partial<Record<Field, string>> {
  return {
    code: isTotpCodeFormat(values.code) ? undefined : MFA_CODE_MISSING,
    password: values.password ? undefined : PASSWORD_MISSING,
  };
}

/** Set-up: scan the QR code (or type the key), then prove it with a code and the password. */
export function EnrollmentPanel({ enrollment, username, onConfirmed, onCancel }: EnrollmentPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirm, { loading }] = useConfirmMfaEnrollmentMutation();
  const [copied, setCopied] = useState<string | null>(null);
  const form = useFieldForm<Field>({ code: '', password: '' }, rules);
  const { values, field, formError } = form;
  useEffect(() => headingRef.current?.focus(), []);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(enrollment.secret);
      setCopied('Setup key copied.');
    } catch {
      setCopied("Couldn't copy. Select the key and copy it.");
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const input = { code: values.code.replace(/\s+/g, ''), password: values.password };
    await form.send(
      async () => (await confirm({ variables: { input } })).data?.confirmMfaEnrollment,
      'MutationConfirmMfaEnrollmentSuccess',
      (answer) => onConfirmed(answer.data),
    );
  };

  return (
    <section className="security-panel" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <p className="security-panel__muted">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator,
        1Password or Aegis).
      </p>
      <img
        className="mfa-qr"
        src={enrollment.qrCodeDataUrl}
        width={200}
        height={200}
        alt="QR code for your authenticator app. If you can't scan it, type the setup key shown below instead."
      />
      <div>
        <p>Can't scan it? Type this setup key into the app:</p>
        <div className="mfa-secret">
          <code data-testid="mfa-secret">{groupSecret(enrollment.secret)}</code>
          <Button onClick={() => void copyKey()}>Copy key</Button>
        </div>
        <p role="status" className={copied ? undefined : 'visually-hidden'}>
          {copied}
        </p>
      </div>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={submit}
        aria-label="Turn on two-factor authentication"
      >
        <FormError text={formError} />
        <TextField
          label={`${TOTP_DIGITS}-digit code from the app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TOTP_CODE_INPUT_MAX_LENGTH}
          {...field('code')}
        />
        <CurrentPasswordField username={username} {...field('password')} />
        <div className="form-actions">
          <Button onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            Turn on
          </Button>
        </div>
      </form>
    </section>
  );
}
