import { passwordError } from '../../../../core/password';

/** Ours: shown under the confirm field when the two new passwords differ. */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The checks on a new password and its confirmation that can run before anything is sent. */
export function newPasswordErrors(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  return {
    password: passwordError(password) ?? undefined,
    confirm: confirm === password ? undefined : PASSWORDS_DONT_MATCH,
  };
}
