import { tooLongMessage } from './texts';

/** Longest board name we accept. Ours: 50 matches what people expect from pin boards. */
export const BOARD_NAME_MAX_LENGTH = 50;

export const BOARD_NAME_REQUIRED = "Don't forget to name your board!";

/** Returns the error text a board name earns, or null when it is acceptable. */
export function boardNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return BOARD_NAME_REQUIRED;
  if ([...trimmed].length > BOARD_NAME_MAX_LENGTH) return tooLongMessage(BOARD_NAME_MAX_LENGTH);
  return null;
}
