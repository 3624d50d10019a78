import { describe, expect, it } from 'vitest';
import { BOARD_BUSY_TEXT, boardMoveErrorText } from '../../core/boardActions';

describe('board move error texts', () => {
  it('shows the busy text for api_error_code 2171, 2172 and 2173', () => {
    for (const apiErrorCode of [2171, 2172, 2173]) {
      expect(boardMoveErrorText({ apiErrorCode, message: 'Board is locked' }, 'fallback')).toBe(
        'Please wait until the previous board action finishes.',
      );
    }
    expect(BOARD_BUSY_TEXT).toBe('Please wait until the previous board action finishes.');
  });

  it('shows the server message for any other error', () => {
    expect(
      boardMoveErrorText({ apiErrorCode: 40, message: "Sorry, we couldn't find that section." }, 'x'),
    ).toBe("Sorry, we couldn't find that section.");
  });

  it('falls back when the server sent no message', () => {
    expect(boardMoveErrorText({ apiErrorCode: null, message: '' }, 'Uh oh! Something went wrong')).toBe(
      'Uh oh! Something went wrong',
    );
  });
});
