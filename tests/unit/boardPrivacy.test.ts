import { describe, expect, it } from 'vitest';
import {
  boardPrivacyRefusal,
  defaultBoardPrivacy,
  offersSecretBoards,
  PROTECTED_BOARD_NOT_ACTING,
  SECRET_BOARD_WHEN_ACTING,
} from '../../core/boardPrivacy';

describe('board privacy while acting for a business', () => {
  it('offers a fixed protected board and no secret option while acting', () => {
    expect(defaultBoardPrivacy(true)).toBe('protected');
    expect(offersSecretBoards(true)).toBe(false);
  });

  it('offers public by default and the secret option to people acting as themselves', () => {
    expect(defaultBoardPrivacy(false)).toBe('public');
    expect(offersSecretBoards(false)).toBe(true);
  });

  it('refuses secret boards while acting and protected ones while not', () => {
    expect(boardPrivacyRefusal('secret', true)).toBe(SECRET_BOARD_WHEN_ACTING);
    expect(boardPrivacyRefusal('protected', false)).toBe(PROTECTED_BOARD_NOT_ACTING);
    expect(boardPrivacyRefusal('public', true)).toBeNull();
    expect(boardPrivacyRefusal('protected', true)).toBeNull();
    expect(boardPrivacyRefusal('secret', false)).toBeNull();
  });
});
