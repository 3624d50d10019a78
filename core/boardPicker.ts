import { alreadySavedNotice, QUICK_CREATES_LAYOUT } from './pinCreate';

/** The picker asks the server for this many recently used boards ("Top choices"). */
export const SHORTLIST_SUGGESTIONS = 2;

/** With this many boards or fewer the picker shows one list, without groups. */
export const SINGLE_LIST_MAX_BOARDS = 3;

/**
 * The shortest search term that filters the list. One character: a picker that does not react to
 * the first letter typed feels broken, and names are short enough that one letter already narrows the list.
 */
export const BOARD_SEARCH_MIN_LENGTH = 1;

/** The save modal is 90vh minus 97 px tall, at most 703 px. */
export const SAVE_MODAL_HEIGHT_OFFSET_PX = 97;
export const SAVE_MODAL_MAX_HEIGHT_PX = 703;
/** The pin preview beside the picker is at most this tall. */
export const PIN_PREVIEW_MAX_HEIGHT = 335;

/** The save modal's height in pixels for a viewport height. */
export function saveModalHeight(viewportHeight: number): number {
  return Math.min(viewportHeight * 0.9 - SAVE_MODAL_HEIGHT_OFFSET_PX, SAVE_MODAL_MAX_HEIGHT_PX);
}

/** The same rule as a CSS length, so the stylesheet cannot drift from the constants. */
export function saveModalHeightCss(): string {
  return `min(calc(90vh - ${SAVE_MODAL_HEIGHT_OFFSET_PX}px), ${SAVE_MODAL_MAX_HEIGHT_PX}px)`;
}

/** What the picker needs to know about a board to place it. */
export interface PickerBoard {
  entityId: string;
  name: string;
}

export type PickerGroupId = 'all' | 'top' | 'results';

export interface PickerGroup<B extends PickerBoard> {
  id: PickerGroupId;
  /** The visible heading; null for the single list, which needs none. */
  title: string | null;
  boards: B[];
}

export type PickerLayoutKind = 'single' | 'filtered' | 'grouped';

export interface PickerLayout<B extends PickerBoard> {
  kind: PickerLayoutKind;
  groups: PickerGroup<B>[];
}

export const TOP_CHOICES_TITLE = 'Top choices';
export const ALL_BOARDS_TITLE = 'All boards';

function startsWithDigit(name: string): boolean {
  return /^\d/u.test(name.trim());
}

/**
 * Boards whose names start with a digit come after the others. Otherwise the order is kept
 * (the server sends the most recently arranged boards first), so this is a stable partition, not a sort.
 */
export function digitNamesLast<B extends PickerBoard>(boards: readonly B[]): B[] {
  return [
    ...boards.filter((b) => !startsWithDigit(b.name)),
    ...boards.filter((b) => startsWithDigit(b.name)),
  ];
}

/** The search term the picker filters by: trimmed, and only once it is at least the minimum length. */
export function activeSearchTerm(query: string): string | null {
  const term = query.trim();
  return [...term].length >= BOARD_SEARCH_MIN_LENGTH ? term : null;
}

/**
 * Boards whose name contains the term, case- and accent-insensitively. Names that start with the term come
 * first (what someone typing the start of a name is looking for), then the digit rule applies within each part.
 */
export function filterBoards<B extends PickerBoard>(boards: readonly B[], term: string): B[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const needle = fold(term.trim());
  const matches = boards.filter((b) => fold(b.name).includes(needle));
  const prefix = matches.filter((b) => fold(b.name.trim()).startsWith(needle));
  const inner = matches.filter((b) => !fold(b.name.trim()).startsWith(needle));
  return [...digitNamesLast(prefix), ...digitNamesLast(inner)];
}

/**
 * Board list layout. A search term of at least the minimum length gives a filtered list (with three
 * boards or fewer that is still the single list, narrowed); otherwise three boards or fewer give a single list,
 * and more give "Top choices" (the shortlist, when there is one) and "All boards". Every list puts names that
 * start with a digit last. "All boards" keeps the shortlisted boards too: it is the complete list.
 */
export function boardPickerLayout<B extends PickerBoard>(input: {
  allBoards: readonly B[];
  shortlist: readonly B[];
  query: string;
}): PickerLayout<B> {
  const term = activeSearchTerm(input.query);
  if (term !== null) {
    return {
      kind: 'filtered',
      groups: [{ id: 'results', title: null, boards: filterBoards(input.allBoards, term) }],
    };
  }
  if (input.allBoards.length <= SINGLE_LIST_MAX_BOARDS) {
    return { kind: 'single', groups: [{ id: 'all', title: null, boards: digitNamesLast(input.allBoards) }] };
  }
  // Only boards still offered can be suggested (an archived or removed board may linger in a stale shortlist).
  const offered = new Set(input.allBoards.map((b) => b.entityId));
  const shortlist = digitNamesLast(input.shortlist.filter((b) => offered.has(b.entityId)));
  const groups: PickerGroup<B>[] = [];
  if (shortlist.length > 0) groups.push({ id: 'top', title: TOP_CHOICES_TITLE, boards: shortlist });
  groups.push({ id: 'all', title: ALL_BOARDS_TITLE, boards: digitNamesLast(input.allBoards) });
  return { kind: 'grouped', groups };
}

/** One row of the listbox: a board in a group, with an id unique across groups (a board may be in two). */
export interface PickerOption<B extends PickerBoard> {
  key: string;
  groupId: PickerGroupId;
  board: B;
}

/** The layout's rows in reading order, which is the order arrow keys move through. */
export function pickerOptions<B extends PickerBoard>(layout: PickerLayout<B>): PickerOption<B>[] {
  return layout.groups.flatMap((group) =>
    group.boards.map((board) => ({ key: `${group.id}-${board.entityId}`, groupId: group.id, board })),
  );
}

export type PickerKeyAction = { type: 'move'; index: number } | { type: 'choose'; index: number } | null;

/**
 * The search field's arrow-up, arrow-down and Enter keys. Arrows move the active row and wrap
 * around at either end; with no active row, down starts at the first and up at the last. Enter chooses the
 * active row, or the only row left when the list has been narrowed to one. Anything else is left to the field.
 */
export function pickerKeyAction(key: string, active: number | null, count: number): PickerKeyAction {
  if (count === 0) return null;
  const current = active !== null && active >= 0 && active < count ? active : null;
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: current === null ? 0 : (current + 1) % count };
    case 'ArrowUp':
      return { type: 'move', index: current === null ? count - 1 : (current - 1 + count) % count };
    case 'Enter':
      if (current !== null) return { type: 'choose', index: current };
      return count === 1 ? { type: 'choose', index: 0 } : null;
    default:
      return null;
  }
}

/** The steps of the save-to-board modal. */
export type SaveStep = 'chooseBoard' | 'chooseSection' | 'createBoard' | 'createSection' | 'boardCreated';

/** The modal's title at each step. */
export const SAVE_STEP_TITLES: Record<SaveStep, string> = {
  chooseBoard: 'Choose board',
  chooseSection: 'Choose section',
  createBoard: 'Create board',
  createSection: 'Create section',
  boardCreated: 'Board created',
};

/** The section step's panel is also titled this way, besides "Create section". */
export const ADD_SECTION_TITLE = 'Add section';

/**
 * Where Back (or close) leads from a step; null closes the modal. A create form opened while a board
 * with sections is selected goes back to that board's section list; the section list goes back to the boards;
 * the board list closes. The board-created animation is not a place to return to, so it leaves like the board
 * list's create form would.
 */
export function previousSaveStep(step: SaveStep, selectedBoardHasSections: boolean): SaveStep | null {
  switch (step) {
    case 'createBoard':
    case 'createSection':
    case 'boardCreated':
      return selectedBoardHasSections ? 'chooseSection' : 'chooseBoard';
    case 'chooseSection':
      return 'chooseBoard';
    case 'chooseBoard':
      return null;
  }
}

/** After a board is created from the picker, its success animation is dismissed after 2600 ms. */
export const BOARD_CREATED_ANIMATION_MS = 2600;

/**
 * What choosing a board leads to, and likewise a board just created from the picker. A board that
 * has sections opens the section picker; one without is saved to at once.
 */
export function afterBoardChosen(board: { sectionCount: number }): 'chooseSection' | 'save' {
  return board.sectionCount > 0 ? 'chooseSection' : 'save';
}

/**
 * "Psst! You already saved this Pin to {board_name}", shown when the pin is already on one of
 * the viewer's boards whose layout is not quick_creates; null when there is nothing to say.
 */
export function alreadySavedText(board: { name: string; layout: string } | null | undefined): string | null {
  if (!board || board.layout === QUICK_CREATES_LAYOUT) return null;
  return alreadySavedNotice(board.name);
}

/**
 * Suggested names for a new section (name source 1/2), taken from the pin's board-name suggestions:
 * without the names the board's sections already have, compared case-insensitively.
 */
export function sectionNameSuggestions(
  suggestions: readonly string[],
  existingSectionNames: readonly string[],
  limit = 5,
): string[] {
  const taken = new Set(existingSectionNames.map((n) => n.trim().toLocaleLowerCase()));
  return suggestions.filter((s) => !taken.has(s.trim().toLocaleLowerCase())).slice(0, limit);
}
