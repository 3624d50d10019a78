import { type FormEvent, useState } from 'react';
import { CURRENT_PASSWORD_MISSING, NEW_PASSWORD_HINT } from '../../../../core/password';
import { SETTINGS_PATHS } from '../../../../core/paths';
import { TextField } from '../../ui/TextField';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useFieldForm } from '../../ui/useFieldForm';
import { BotCheckNotice } from '../bot-check/BotCheckNotice';
import { BotCheckSubmitButton } from '../bot-check/BotCheckSubmitButton';
import { isBotCheckRefusal } from '../bot-check/isBotCheckRefusal';
import { takeTokenForSend } from '../bot-check/takeTokenForSend';
import { useBotCheckToken } from '../bot-check/useBotCheckToken';
import { useViewer } from '../viewer/useViewer';
import { newPasswordErrors } from './newPasswordErrors';
import { useChangePasswordMutation } from './useChangePasswordMutation';
import './password.css';
import { CurrentPasswordField } from '../../ui/CurrentPasswordField';
import { FormError } from '../../ui/FormError';
import { LoginRequired } from '../../ui/LoginRequired';

const HERE = SETTINGS_PATHS.password;
const PASSWORD_CHANGED = "Password changed. You're still signed in here; other devices were signed out.";

/** `/settings/password/`: the signed-in person changes their password, giving the current one first. */
export function ChangePasswordRoute() {
  useDocumentTitle('Change password');
  const { isAuth, user } = useViewer();
  if (!isAuth || !user) {
    return <LoginRequired next={HERE} className="password-page" />;
  }
  return <ChangePasswordForm username={user.username} />;
}

type Field = 'currentPassword' | 'newPassword' | 'confirm';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirm: '' };

function clientErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const fresh = newPasswordErrors(values.newPassword, values.confirm);
  return {
    currentPassword: values.currentPassword ? undefined : CURRENT_PASSWORD_MISSING,
    newPassword: fresh.password,
    confirm: fresh.confirm,
  };
}

function ChangePasswordForm({ username }: { username: string }) {
  const [changePassword, { loading }] = useChangePasswordMutation();
  const botCheck = useBotCheckToken('changePassword');
  const form = useFieldForm(EMPTY, clientErrors);
  const { values, formError, field } = form;
  const [changed, setChanged] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    if (!form.checkAll()) return;
    const check = await takeTokenForSend(botCheck);
    if (!check) return;
    const input = {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      botCheckToken: check.token,
    };
    await form.send(
      async () => (await changePassword({ variables: { input } })).data?.changePassword,
      'MutationChangePasswordSuccess',
      () => {
        form.reset();
        setChanged(true);
      },
      (refusal) => {
        if (isBotCheckRefusal(refusal)) botCheck.reportRefused();
      },
    );
  };

  return (
    <div className="page page--narrow password-page">
      <h1 className="password-page__title">Change password</h1>
      <p className="password-page__intro">
        Your other devices will be signed out. You'll stay signed in here.
      </p>
      <p role="status" className={changed ? 'password-changed' : 'visually-hidden'}>
        {changed ? PASSWORD_CHANGED : null}
      </p>
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label="Change password">
        <FormError text={formError} />
        <CurrentPasswordField username={username} label="Current password" {...field('currentPassword')} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          {...field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('confirm')}
        />
        <BotCheckNotice botCheck={botCheck} />
        <div className="form-actions">
          <BotCheckSubmitButton botCheck={botCheck} label="Save" loading={loading} />
        </div>
      </form>
    </div>
  );
}
