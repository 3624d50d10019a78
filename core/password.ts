export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_TOO_SHORT = `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
/** Under a field where a new password is made. */
export const NEW_PASSWORD_HINT = `Use ${PASSWORD_MIN_LENGTH} or more characters`;
/** Forms that ask for the password someone has, checked before anything is sent. */
export const PASSWORD_MISSING = 'Enter your password.';
export const CURRENT_PASSWORD_MISSING = 'Enter your current password.';

export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}
