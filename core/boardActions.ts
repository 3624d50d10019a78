/** The text for a board action refused because another one is still running on that board. */
export const BOARD_BUSY_TEXT = 'Please wait until the previous board action finishes.';

/**
 * Why a board action was refused while another runs on the same board — 2171: the board the pins
 * are on is busy; 2172: the destination board is busy; 2173: a section change finds its board busy.
 */
export const BOARD_BUSY_CODES = { source: 2171, target: 2172, section: 2173 } as const;

export const BOARD_BUSY_API_ERROR_CODES: readonly number[] = Object.values(BOARD_BUSY_CODES);

/**
 * Board move errors: the busy text for api_error_code 2171, 2172 or 2173, otherwise the server's
 * message (or `fallback` when it sent none).
 */
export function boardMoveErrorText(
  failure: { apiErrorCode?: number | null; message?: string | null },
  fallback: string,
): string {
  if (failure.apiErrorCode != null && BOARD_BUSY_API_ERROR_CODES.includes(failure.apiErrorCode)) {
    return BOARD_BUSY_TEXT;
  }
  return failure.message || fallback;
}
