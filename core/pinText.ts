import { PIN_ALT_TEXT_MAX_LENGTH, PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from './constants';
import { tooLongMessage } from './texts';

/** The pin texts that have a limit, each with the longest it may be. */
export const PIN_TEXT_MAX_LENGTHS = {
  title: PIN_TITLE_MAX_LENGTH,
  description: PIN_DESCRIPTION_MAX_LENGTH,
  altText: PIN_ALT_TEXT_MAX_LENGTH,
} as const;

export type PinTextField = keyof typeof PIN_TEXT_MAX_LENGTHS;

/**
 * The error text a pin's title, description or alt text earns, or null when it fits. The server refuses with it
 * and the pin forms show it as people type.
 */
export function pinTextError(field: PinTextField, text: string): string | null {
  const max = PIN_TEXT_MAX_LENGTHS[field];
  return text.length > max ? tooLongMessage(max) : null;
}
