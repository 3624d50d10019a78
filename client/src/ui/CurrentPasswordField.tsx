import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type CurrentPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'> & {
  /** Whose password it is, in a hidden field password managers read. */
  username: string;
  label?: string;
};

/** The account's password, asked again before a change to the account. */
export function CurrentPasswordField({
  username,
  label = 'Your password',
  ...field
}: CurrentPasswordFieldProps) {
  return (
    <>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField label={label} type="password" autoComplete="current-password" {...field} />
    </>
  );
}
