import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  afterBoardChosen,
  previousSaveStep,
  SAVE_STEP_TITLES,
  type SaveStep,
} from '../../../../core/boardPicker';
import { getFragmentData } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { BoardPicker } from '../board-picker/BoardPicker';
import { BoardPickerRow_board, type PickerBoardData } from '../board-picker/BoardPickerRow';
import { type SavingTarget, SectionPicker } from '../board-picker/SectionPicker';
import { CreateBoardForm } from '../create-board/CreateBoardForm';
import { CreateSectionForm } from '../create-section/CreateSectionForm';
import { usePickerBoards } from './usePickerBoards';

/** Where a new pin goes: a board, and one of its sections or none. */
export interface PinTarget {
  board: PickerBoardData;
  section: { entityId: string; title: string } | null;
}

interface PinBoardPickerOptions {
  /** The person chose where the pin goes (a created board or section counts as chosen). */
  onPick: (target: PinTarget) => void;
  /** The target a create is on its way to; its row shows it and the others wait. */
  saving: SavingTarget | null;
  /** Ends the flow from its first step (Back on Choose board). */
  onExit?: () => void;
  /** Puts the keyboard in the search field when the boards have loaded. */
  autoFocus?: boolean;
}

export interface PinBoardPickerFlow {
  step: Exclude<SaveStep, 'boardCreated'>;
  /** Choose board, Choose section, Create board, Create section. */
  title: string;
  /** Create forms go back to the section list of a board with sections, else to the boards. */
  back: () => void;
  canGoBack: boolean;
  element: ReactNode;
}

/**
 * The board picker flow for a pin being created, built from the save flow's pickers: choose a
 * board, then a section when it has any, or create a board or section on the way. The host shows the title and
 * Back where its layout wants them.
 */
export function usePinBoardPicker({
  onPick,
  saving,
  onExit,
  autoFocus = false,
}: PinBoardPickerOptions): PinBoardPickerFlow {
  const { loaded, allBoards, shortlist, error, refetch } = usePickerBoards();
  const [step, setStep] = useState<PinBoardPickerFlow['step']>('chooseBoard');
  const [query, setQuery] = useState('');
  const [board, setBoard] = useState<PickerBoardData | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const sectionRowRef = useRef<HTMLButtonElement>(null);
  const boardNameRef = useRef<HTMLInputElement>(null);
  const sectionNameRef = useRef<HTMLInputElement>(null);
  const hasSections = (board?.sectionCount ?? 0) > 0;

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
    }[step];
    target.current?.focus();
  }, [step]);

  useEffect(() => {
    if (loaded && autoFocus) searchRef.current?.focus();
  }, [loaded, autoFocus]);

  const back = () => {
    const previous = previousSaveStep(step, hasSections);
    if (previous === null || previous === 'boardCreated') {
      onExit?.();
      return;
    }
    if (previous === 'chooseBoard') setBoard(null);
    setStep(previous);
  };

  const chooseBoard = (chosen: PickerBoardData) => {
    setBoard(chosen);
    if (afterBoardChosen(chosen) === 'chooseSection') setStep('chooseSection');
    else onPick({ board: chosen, section: null });
  };

  let element: ReactNode = null;
  if (!loaded) {
    element = error ? <ErrorState onRetry={() => void refetch()} /> : <Spinner label="Loading your boards" />;
  } else if (step === 'chooseBoard') {
    element = (
      <BoardPicker
        allBoards={allBoards}
        shortlist={shortlist}
        query={query}
        onQueryChange={setQuery}
        savingBoardId={saving?.boardId ?? null}
        onChoose={chooseBoard}
        onCreateBoard={() => setStep('createBoard')}
        searchRef={searchRef}
      />
    );
  } else if (step === 'chooseSection' && board) {
    element = (
      <SectionPicker
        board={board}
        saving={saving}
        firstRowRef={sectionRowRef}
        onSaveToBoard={() => onPick({ board, section: null })}
        onChooseSection={(section) => onPick({ board, section })}
        onCreateSection={() => setStep('createSection')}
      />
    );
  } else if (step === 'createBoard') {
    element = (
      <CreateBoardForm
        nameRef={boardNameRef}
        initialName={query.trim()}
        onCancel={back}
        onCreated={(created) => {
          const row = getFragmentData(BoardPickerRow_board, created);
          setBoard(row);
          setStep('chooseBoard');
          onPick({ board: row, section: null });
        }}
      />
    );
  } else if (step === 'createSection' && board) {
    element = (
      <CreateSectionForm
        boardId={board.entityId}
        nameRef={sectionNameRef}
        onCreated={(section) => {
          setStep('chooseSection');
          onPick({ board, section: { entityId: section.entityId, title: section.name } });
        }}
      />
    );
  }

  return {
    step,
    title: SAVE_STEP_TITLES[step],
    back,
    canGoBack: step !== 'chooseBoard' || Boolean(onExit),
    element,
  };
}
