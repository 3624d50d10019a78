import type { UpdatePinInput } from '../../gql/graphql';

/** The edit form's fields, as typed. */
export interface PinDraft {
  title: string;
  description: string;
  link: string;
  altText: string;
}

export type PinDraftField = keyof PinDraft;

/** The fields a save may change, in form order; their names are the ones the server's errors give. */
export const PIN_DRAFT_FIELDS: readonly PinDraftField[] = ['title', 'description', 'link', 'altText'];

export function draftOf(pin: {
  title: string;
  description: string;
  link: string | null;
  altText: string;
}): PinDraft {
  return { title: pin.title, description: pin.description, link: pin.link ?? '', altText: pin.altText };
}

/**
 * What a save sends: only the fields whose text (trimmed, as the server stores it) differs from the pin's, so
 * an edit never overwrites a field someone else changed meanwhile. Empty when nothing changed.
 */
export function changedFields(draft: PinDraft, saved: PinDraft): Omit<UpdatePinInput, 'pinId'> {
  const changes: Omit<UpdatePinInput, 'pinId'> = {};
  for (const field of PIN_DRAFT_FIELDS) {
    const value = draft[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  return changes;
}
