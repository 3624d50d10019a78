import { tooLongMessage } from './texts';

export const FULL_NAME_MAX_LENGTH = 100;
export const FULL_NAME_REQUIRED = 'Please enter your name.';

/** The error text a person's full name earns (measured with its spaces tidied), or null when it is acceptable. */
export function fullNameError(fullName: string): string | null {
  const tidy = fullName.trim().replace(/\s+/g, ' ');
  if (tidy.length === 0) return FULL_NAME_REQUIRED;
  if (tidy.length > FULL_NAME_MAX_LENGTH) return tooLongMessage(FULL_NAME_MAX_LENGTH);
  return null;
}

/** The first word is the first name; the rest is the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
