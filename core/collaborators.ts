import { isValidEmail } from './email';

/** Up to 3 collaborator names are listed, then a count of the rest. */
export const COLLABORATOR_NAMES_SHOWN = 3;

/** What an email row of the collaborator search reads. */
export const EMAIL_INVITE_ROW_TEXTS = {
  invalid: 'Keep typing!',
  valid: 'Click to send!',
  selected: 'Done!',
} as const;

export interface CollaboratorLike {
  id: string;
  fullName: string;
}

/**
 * The owner first, then the viewer if collaborating, then everyone else by name (ties by id, so
 * the order is stable). Returns a new array.
 */
export function orderCollaborators<T extends CollaboratorLike>(
  people: readonly T[],
  ownerId: string,
  viewerId: string | null,
): T[] {
  const rank = (person: T) =>
    person.id === ownerId ? 0 : viewerId !== null && person.id === viewerId ? 1 : 2;
  return [...people].sort(
    (a, b) =>
      rank(a) - rank(b) || a.fullName.localeCompare(b.fullName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The names the avatar group lists (up to 3) and how many people are left over. */
export function collaboratorNames(names: readonly string[]): { listed: string[]; rest: number } {
  return {
    listed: names.slice(0, COLLABORATOR_NAMES_SHOWN),
    rest: Math.max(0, names.length - COLLABORATOR_NAMES_SHOWN),
  };
}

/**
 * The line beside the avatar group: "Ava", "Ava and Ben", "Ava, Ben and Chloe", then for more people the first
 * three and a count of the rest — "Ava, Ben, Chloe +1 other", "Ava, Ben, Chloe +4 others".
 */
export function collaboratorSummary(names: readonly string[]): string {
  const { listed, rest } = collaboratorNames(names);
  if (rest > 0) return `${listed.join(', ')} +${rest} ${rest === 1 ? 'other' : 'others'}`;
  if (listed.length <= 1) return listed[0] ?? '';
  return `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
}

/** The collaborator search offers an email row once the typed text has an "@" in it. */
export function looksLikeEmailEntry(text: string): boolean {
  return text.includes('@');
}

/** "Keep typing!" while the text fails the email check, "Click to send!" when it passes, "Done!" once selected. */
export function emailInviteRowText(text: string, selected: boolean): string {
  if (selected) return EMAIL_INVITE_ROW_TEXTS.selected;
  return isValidEmail(text) ? EMAIL_INVITE_ROW_TEXTS.valid : EMAIL_INVITE_ROW_TEXTS.invalid;
}

export const NO_INVITES_WHEN_ACTING = "Boards made for an advertiser you don't own can't have collaborators.";

export interface InvitingViewer {
  isAuth: boolean;
  /** The viewer acts for a business profile (an advertiser someone else owns), not their own account. */
  isActingAs: boolean;
}

/**
 * The one rule for "may the viewer invite collaborators": signed in, and not acting for an
 * advertiser someone else owns (a business's boards are not shared by whoever acts for it).
 */
export function canInviteCollaborators(viewer: InvitingViewer): boolean {
  if (!viewer.isAuth) return false;
  return !viewer.isActingAs;
}
