import { type ReactNode, type RefObject, useEffect, useReducer, useRef } from 'react';
import {
  activeSearchTerm,
  afterBoardChosen,
  BOARD_CREATED_ANIMATION_MS,
  SAVE_STEP_TITLES,
  type SaveStep,
  sectionNameSuggestions,
} from '../../../../core/boardPicker';
import {
  type BoardPickerFlowState,
  boardPickerFlow,
  boardPickerFlowBack,
  initialBoardPickerFlow,
} from '../../../../core/boardPickerFlow';
import { getFragmentData } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { CheckIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { CreateBoardForm } from '../create-board/CreateBoardForm';
import { CreateSectionForm } from '../create-section/CreateSectionForm';
import { BoardPicker } from './BoardPicker';
import { BoardPickerRow_board, type PickerBoardData } from './BoardPickerRow';
import { SectionPicker, useBoardSections } from './SectionPicker';
import type { PickerBoards } from './usePickerBoards';

/** Where the pin goes: a board, and one of its sections or none. */
export interface PinTarget {
  board: PickerBoardData;
  section: { entityId: string; title: string } | null;
}

interface BoardPickerFlowOptions<R> {
  boards: PickerBoards;
  /**
   * Carries out a pick (saves or creates the pin there): its answer, or null when it failed and the host has told
   * the person why. Choosing a board without sections, a section, or creating either is a pick.
   */
  pick: (target: PinTarget) => R | null | Promise<R | null>;
  /** A pick succeeded (after the board-created animation, when it showed); the host ends the flow. */
  onPicked: (result: R) => void;
  /** Ends the flow from its first step (Back on Choose board). */
  onExit?: () => void;
  /** Name ideas for a new board, and (without the names a board's sections have) for a new section. */
  suggestions?: readonly string[];
  /** Show "Board created" for a while after a board is created, while the pin is saved to it. */
  celebrateCreatedBoard?: boolean;
}

export interface BoardPickerFlow {
  step: SaveStep;
  /** Choose board, Choose section, Create board, Create section, Board created. */
  title: string;
  /** Create forms go back to the section list of a board with sections, else to the boards. */
  back: () => void;
  canGoBack: boolean;
  element: ReactNode;
  /** The search field, where the keyboard starts. */
  searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * The board picker flow for the save modal, the pin-create page and the pin builder: choose a
 * board, then a section when it has any, or create a board or section on the way. Its transitions are the pure
 * `boardPickerFlow` in core; the host carries out picks and shows the title and Back where its layout wants them.
 */
export function useBoardPickerFlow<R>({
  boards,
  pick,
  onPicked,
  onExit,
  suggestions,
  celebrateCreatedBoard = false,
}: BoardPickerFlowOptions<R>): BoardPickerFlow {
  const [state, dispatch] = useReducer(
    boardPickerFlow<PickerBoardData, R>,
    undefined,
    initialBoardPickerFlow<PickerBoardData, R>,
  );
  const { step, query, board, saving, animating, finished } = state;
  const searchRef = useRef<HTMLInputElement>(null);
  const sectionRowRef = useRef<HTMLButtonElement>(null);
  const boardNameRef = useRef<HTMLInputElement>(null);
  const sectionNameRef = useRef<HTMLInputElement>(null);
  const createdRef = useRef<HTMLDivElement>(null);

  // Each step puts the keyboard where its work is.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const target = {
      chooseBoard: searchRef,
      chooseSection: sectionRowRef,
      createBoard: boardNameRef,
      createSection: sectionNameRef,
      boardCreated: createdRef,
    }[step];
    target.current?.focus();
  }, [step]);

  // The search field appears once the boards have loaded: that is where the keyboard starts.
  useEffect(() => {
    if (boards.loaded) searchRef.current?.focus();
  }, [boards.loaded]);

  // The board-created animation is dismissed after 2600 ms.
  useEffect(() => {
    if (!animating) return;
    const timer = setTimeout(() => dispatch({ type: 'animationEnded' }), BOARD_CREATED_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [animating]);

  // A finished pick is handed over once.
  useEffect(() => {
    if (finished === null) return;
    dispatch({ type: 'handedOver' });
    onPicked(finished);
  }, [finished, onPicked]);

  const runPick = async (target: PinTarget) => {
    if (saving) return;
    dispatch({
      type: 'pickStarted',
      target: { boardId: target.board.entityId, sectionId: target.section?.entityId ?? null },
    });
    const result = await pick(target);
    dispatch(result === null ? { type: 'pickFailed' } : { type: 'pickSucceeded', result });
  };

  const back = () => {
    if (boardPickerFlowBack(state) === null) onExit?.();
    else dispatch({ type: 'back' });
  };

  const chooseBoard = (chosen: PickerBoardData) => {
    dispatch({ type: 'chooseBoard', board: chosen });
    if (afterBoardChosen(chosen) === 'save') void runPick({ board: chosen, section: null });
  };

  let element: ReactNode = null;
  if (!boards.loaded) {
    element = boards.error ? (
      <ErrorState onRetry={() => void boards.refetch()} />
    ) : (
      <Spinner label="Loading your boards" />
    );
  } else if (step === 'chooseBoard') {
    element = (
      <BoardPicker
        allBoards={boards.allBoards}
        shortlist={boards.shortlist}
        query={query}
        onQueryChange={(next) => dispatch({ type: 'search', query: next })}
        savingBoardId={saving?.boardId ?? null}
        onChoose={chooseBoard}
        onCreateBoard={() => dispatch({ type: 'openCreateBoard' })}
        searchRef={searchRef}
      />
    );
  } else if (step === 'chooseSection' && board) {
    element = (
      <SectionPicker
        board={board}
        saving={saving}
        firstRowRef={sectionRowRef}
        onSaveToBoard={() => void runPick({ board, section: null })}
        onChooseSection={(section) => void runPick({ board, section })}
        onCreateSection={() => dispatch({ type: 'openCreateSection' })}
      />
    );
  } else if (step === 'createBoard') {
    element = (
      <CreateBoardForm
        nameRef={boardNameRef}
        initialName={activeSearchTerm(query) ?? ''}
        suggestions={suggestions}
        onCancel={back}
        onCreated={(created) => {
          const row = getFragmentData(BoardPickerRow_board, created);
          dispatch({ type: 'boardCreated', board: row, celebrate: celebrateCreatedBoard });
          if (afterBoardChosen(row) === 'save') void runPick({ board: row, section: null });
        }}
      />
    );
  } else if (step === 'createSection' && board) {
    element = (
      <CreateSectionStep
        boardId={board.entityId}
        nameRef={sectionNameRef}
        suggestions={suggestions ?? []}
        onCreated={(section) => {
          dispatch({ type: 'sectionCreated' });
          void runPick({ board, section: { entityId: section.entityId, title: section.name } });
        }}
      />
    );
  } else if (step === 'boardCreated' && board) {
    element = <BoardCreated state={state} statusRef={createdRef} />;
  }

  return {
    step,
    title: SAVE_STEP_TITLES[step],
    back,
    canGoBack: step !== 'chooseBoard' || Boolean(onExit),
    element,
    searchRef,
  };
}

/** The board just created, while the pin is saved to it. */
function BoardCreated<R>({
  state,
  statusRef,
}: {
  state: BoardPickerFlowState<PickerBoardData, R>;
  statusRef: RefObject<HTMLDivElement | null>;
}) {
  const hasSections = (state.board?.sectionCount ?? 0) > 0;
  return (
    <div ref={statusRef} className="board-created" role="status" tabIndex={-1}>
      <span className="board-created__check" aria-hidden="true">
        <CheckIcon size={40} />
      </span>
      <p className="board-created__name">{state.board?.name}</p>
      <p className="board-created__text">
        {hasSections ? 'Choose a section next' : state.held !== null ? 'Pin saved' : 'Saving your Pin…'}
      </p>
    </div>
  );
}

interface CreateSectionStepProps {
  boardId: string;
  nameRef: RefObject<HTMLInputElement | null>;
  suggestions: readonly string[];
  onCreated: (section: { entityId: string; name: string }) => void;
}

/** The Add section panel, offering the pin's name ideas the board does not use yet. */
function CreateSectionStep({ boardId, nameRef, suggestions, onCreated }: CreateSectionStepProps) {
  const { sections } = useBoardSections(boardId);
  const names = sectionNameSuggestions(
    suggestions,
    (sections ?? []).map((section) => section.title),
  );
  return <CreateSectionForm boardId={boardId} nameRef={nameRef} suggestions={names} onCreated={onCreated} />;
}
