import { afterBoardChosen, previousSaveStep, type SaveStep } from './boardPicker';

/** A board as the flow needs it: to name the pick, and to know whether a section must be chosen. */
export interface FlowBoard {
  entityId: string;
  sectionCount: number;
}

/** What is being saved where, so the matching row can show it and the others wait. */
export interface FlowPickTarget {
  boardId: string;
  sectionId: string | null;
}

/**
 * The board picker's steps as one state: choose a board, then a section when it has any, or create a board or a
 * section on the way. `R` is what the host's pick (a save, a create) answers.
 */
export interface BoardPickerFlowState<B extends FlowBoard, R> {
  step: SaveStep;
  /** The search field's text; it also seeds the name of a board created from the list. */
  query: string;
  /** The board whose sections are shown, or that was just created. */
  board: B | null;
  /** The pick on its way. */
  saving: FlowPickTarget | null;
  /** The board-created animation is showing. */
  animating: boolean;
  /** A pick that succeeded while the animation showed: it is handed over when the animation ends. */
  held: R | null;
  /** A pick that succeeded and is ready to hand to the host, which then ends the flow. */
  finished: R | null;
}

export type BoardPickerFlowEvent<B extends FlowBoard, R> =
  | { type: 'search'; query: string }
  | { type: 'chooseBoard'; board: B }
  | { type: 'openCreateBoard' }
  | { type: 'openCreateSection' }
  /** `celebrate`: show the board-created animation before going on (the save modal does; the create pages move on). */
  | { type: 'boardCreated'; board: B; celebrate: boolean }
  | { type: 'sectionCreated' }
  | { type: 'back' }
  | { type: 'pickStarted'; target: FlowPickTarget }
  | { type: 'pickSucceeded'; result: R }
  | { type: 'pickFailed' }
  | { type: 'animationEnded' }
  /** The host has been given the finished pick. */
  | { type: 'handedOver' };

export function initialBoardPickerFlow<B extends FlowBoard, R>(): BoardPickerFlowState<B, R> {
  return {
    step: 'chooseBoard',
    query: '',
    board: null,
    saving: null,
    animating: false,
    held: null,
    finished: null,
  };
}

/** Where Back leads from this state; null means the flow ends (the host closes or leaves). */
export function boardPickerFlowBack<B extends FlowBoard, R>(
  state: BoardPickerFlowState<B, R>,
): SaveStep | null {
  return previousSaveStep(state.step, (state.board?.sectionCount ?? 0) > 0);
}

/**
 * The flow's transitions. Choosing a board without sections, choosing a section, and creating a board or a
 * section are picks: the host carries them out (pickStarted … pickSucceeded or pickFailed) while the flow shows
 * where. A failed pick clears the saving state so the person can choose again; one that failed on a board just
 * created goes back to the board list, since the animation has nothing left to show.
 */
export function boardPickerFlow<B extends FlowBoard, R>(
  state: BoardPickerFlowState<B, R>,
  event: BoardPickerFlowEvent<B, R>,
): BoardPickerFlowState<B, R> {
  switch (event.type) {
    case 'search':
      return { ...state, query: event.query };
    case 'chooseBoard':
      return {
        ...state,
        board: event.board,
        step: afterBoardChosen(event.board) === 'chooseSection' ? 'chooseSection' : state.step,
      };
    case 'openCreateBoard':
      return { ...state, step: 'createBoard' };
    case 'openCreateSection':
      return { ...state, step: 'createSection' };
    case 'boardCreated':
      if (event.celebrate) return { ...state, board: event.board, step: 'boardCreated', animating: true };
      return {
        ...state,
        board: event.board,
        step: afterBoardChosen(event.board) === 'chooseSection' ? 'chooseSection' : 'chooseBoard',
      };
    case 'sectionCreated':
      // The new section joins the list (its create mutation patches it in), where its save shows.
      return { ...state, step: 'chooseSection' };
    case 'back': {
      const previous = boardPickerFlowBack(state);
      if (previous === null) return state;
      return {
        ...state,
        step: previous,
        animating: false,
        board: previous === 'chooseBoard' ? null : state.board,
      };
    }
    case 'pickStarted':
      return { ...state, saving: event.target };
    case 'pickSucceeded':
      return state.animating ? { ...state, held: event.result } : { ...state, finished: event.result };
    case 'pickFailed':
      if (state.step !== 'boardCreated') return { ...state, saving: null };
      return { ...state, saving: null, animating: false, board: null, step: 'chooseBoard' };
    case 'animationEnded': {
      const ended = { ...state, animating: false };
      if (state.step !== 'boardCreated') return ended;
      if (state.held !== null) return { ...ended, held: null, finished: state.held };
      if ((state.board?.sectionCount ?? 0) > 0) return { ...ended, step: 'chooseSection' };
      return ended;
    }
    case 'handedOver':
      return { ...state, finished: null };
  }
}
