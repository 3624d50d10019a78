import { useApolloClient, useSuspenseQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { EMAIL_INVALID, isValidEmail } from '../../../../core/email';
import { CURRENT_PASSWORD_MISSING } from '../../../../core/password';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { mutationOutcome } from '../../apollo/mutationOutcome';
import { type FragmentType, getFragmentData } from '../../gql';
import { Button, ButtonLink } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { CheckIcon } from '../../ui/icons';
import { LoginRequired } from '../../ui/LoginRequired';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { AutoplaySetting } from '../video/AutoplaySetting';
import { useViewer } from '../viewer/useViewer';
import { AccountSettingsRouteQuery, EmailSettings_settings } from './accountSettingsQuery';
import { useChangeEmailMutation } from './useChangeEmailMutation';
import { useResendVerificationEmailMutation } from './useResendVerificationEmailMutation';
import './email-verification.css';

export const ACCOUNT_SETTINGS_PATH = SETTINGS_PATHS.account;

/** `/settings/account/`: the account's email address, whether it is verified, and changing it; video autoplay. */
export function AccountSettingsRoute() {
  useDocumentTitle('Account');
  const { data } = useSuspenseQuery(AccountSettingsRouteQuery);
  if (!data.viewer.isAuth || !data.emailSettings) {
    return <LoginRequired next={ACCOUNT_SETTINGS_PATH} className="account-page" />;
  }
  return <AccountSettings settings={data.emailSettings} hasPassword={data.viewer.hasPassword} />;
}

function AccountSettings({
  settings: settingsRef,
  hasPassword,
}: {
  settings: FragmentType<typeof EmailSettings_settings>;
  hasPassword: boolean;
}) {
  const settings = getFragmentData(EmailSettings_settings, settingsRef);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="page page--narrow account-page">
      <h1>Account</h1>
      <p role="status" className={notice ? 'account-page__notice' : 'visually-hidden'}>
        {notice}
      </p>
      <section className="account-panel" aria-labelledby="account-data-title">
        <h2 id="account-data-title">Your data</h2>
        <p className="account-panel__muted">
          Export everything you made, or import boards and pins from a file.
        </p>
        <ButtonLink to={SETTINGS_PATHS.yourData}>Your data</ButtonLink>
      </section>
      <section className="account-panel" aria-labelledby="account-email-title">
        <h2 id="account-email-title">Email</h2>
        <p className="account-email">{settings.email}</p>
        {settings.verified ? (
          <p className="account-email__status account-email__status--verified">
            <CheckIcon size={18} />
            Verified
          </p>
        ) : (
          <>
            <p className="account-email__status">Not verified</p>
            <p className="account-panel__muted">
              Open the link we emailed to this address to verify it. Until then, board invitations sent to it
              wait for you.
            </p>
            <ResendButton email={settings.email} onSent={setNotice} />
          </>
        )}
      </section>
      <ChangeEmailForm hasPassword={hasPassword} onChanged={setNotice} />
      <AutoplaySetting />
    </div>
  );
}

function ResendButton({ email, onSent }: { email: string; onSent: (notice: string) => void }) {
  const [resend, { loading }] = useResendVerificationEmailMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    const outcome = await mutationOutcome(
      async () => (await resend()).data?.resendVerificationEmail,
      'MutationResendVerificationEmailSuccess',
    );
    if (outcome.ok) onSent(`We sent a new link to ${email}. It works for 24 hours.`);
    else setFailure(outcome.text);
  };
  return (
    <div className="account-panel__actions">
      <FormError text={failure} />
      <Button onClick={() => void send()} disabled={loading} busy={loading}>
        Resend verification email
      </Button>
    </div>
  );
}

type Field = 'email' | 'currentPassword';

function ChangeEmailForm({
  hasPassword,
  onChanged,
}: {
  hasPassword: boolean;
  onChanged: (notice: string) => void;
}) {
  const { user, isActingAs } = useViewer();
  const cache = useApolloClient().cache;
  // The cached User is the viewer's own account only while they act as themselves.
  const userCacheId =
    user && !isActingAs ? (cache.identify({ __typename: 'User', id: user.id }) ?? null) : null;
  const [changeEmail, { loading }] = useChangeEmailMutation(userCacheId);
  const form = useFieldForm<Field>({ email: '', currentPassword: '' }, (v) => ({
    email: isValidEmail(v.email) ? undefined : EMAIL_INVALID,
    currentPassword: !hasPassword || v.currentPassword ? undefined : CURRENT_PASSWORD_MISSING,
  }));
  const { values, field, formError } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const input = { email: values.email, currentPassword: hasPassword ? values.currentPassword : null };
    await form.send(
      async () => (await changeEmail(input)).data?.changeEmail,
      'MutationChangeEmailSuccess',
      (answer) => {
        const { email, verified } = getFragmentData(EmailSettings_settings, answer.data);
        form.reset();
        onChanged(
          verified
            ? 'Your email address is unchanged.'
            : `Email changed. We sent a link to ${email} to verify it.`,
        );
      },
    );
  };

  return (
    <section className="account-panel" aria-labelledby="account-change-email-title">
      <h2 id="account-change-email-title">Change email</h2>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Change email">
        <FormError text={formError} />
        <TextField label="New email" type="email" autoComplete="email" {...field('email')} />
        {hasPassword ? (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        ) : null}
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={loading} busy={loading}>
            Change email
          </Button>
        </div>
      </form>
    </section>
  );
}
