/** What the create-board and create-section pages hand back to the pin-create page: where the pin goes now. */
export interface PinCreateTarget {
  boardId: string;
  sectionId: string | null;
}

/** The target in a pin-create page's history state, when it came back from creating a board or section. */
export function returnedPinCreateTarget(state: unknown): PinCreateTarget | null {
  const target = (state as { pinCreateTarget?: Partial<PinCreateTarget> } | null)?.pinCreateTarget;
  return target && typeof target.boardId === 'string'
    ? { boardId: target.boardId, sectionId: typeof target.sectionId === 'string' ? target.sectionId : null }
    : null;
}

/**
 * The pin as the person left the pin-create page for the create-board or create-section page, kept in that
 * page's history entry so that Back or Cancel there finds it unchanged: the description as edited, the image
 * picked and the board whose sections were showing.
 */
export interface PinCreateDraft {
  description: string;
  media: string | null;
  sectionsOf: string | null;
}

/** The draft in a pin-create page's history state, when the person left it for a create page. */
export function leftPinCreateDraft(state: unknown): PinCreateDraft | null {
  const draft = (state as { pinCreateDraft?: Partial<PinCreateDraft> } | null)?.pinCreateDraft;
  return draft && typeof draft.description === 'string'
    ? {
        description: draft.description,
        media: typeof draft.media === 'string' ? draft.media : null,
        sectionsOf: typeof draft.sectionsOf === 'string' ? draft.sectionsOf : null,
      }
    : null;
}
