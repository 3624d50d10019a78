/**
 * Which privacy a new or edited board may take, by whether the viewer acts for a business profile. Someone acting
 * for a business someone else owns keeps what they make for it off its profile (protected) and may not hide boards
 * from the business's owners (secret), so the create form offers only the protected board then.
 */
export type BoardPrivacyChoice = 'public' | 'secret' | 'protected';

export const PROTECTED_BOARD_LABEL = "Protected board (not listed on user's profile)";

export const SECRET_BOARD_WHEN_ACTING = "Boards made for an advertiser you don't own can't be secret.";

export const PROTECTED_BOARD_NOT_ACTING = 'Protected boards are made while acting for a business profile.';

/** The privacy the create-board form starts with and cannot change while acting: protected; otherwise public. */
export function defaultBoardPrivacy(isActingAs: boolean): BoardPrivacyChoice {
  return isActingAs ? 'protected' : 'public';
}

/** Whether the create-board form offers the Secret switch: only when not acting for a business. */
export function offersSecretBoards(isActingAs: boolean): boolean {
  return !isActingAs;
}

/**
 * Why a board may not be given this privacy, or null when it may: secret while acting for a business, or
 * protected while not acting.
 */
export function boardPrivacyRefusal(privacy: BoardPrivacyChoice, isActingAs: boolean): string | null {
  if (privacy === 'secret' && isActingAs) return SECRET_BOARD_WHEN_ACTING;
  if (privacy === 'protected' && !isActingAs) return PROTECTED_BOARD_NOT_ACTING;
  return null;
}
