import { useQuery } from '@apollo/client/react';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import {
  activeSearchTerm,
  afterBoardChosen,
  alreadySavedText,
  BOARD_CREATED_ANIMATION_MS,
  PIN_PREVIEW_MAX_HEIGHT,
  previousSaveStep,
  SAVE_STEP_TITLES,
  type SaveStep,
  SHORTLIST_SUGGESTIONS,
  saveModalHeightCss,
  sectionNameSuggestions,
} from '../../../../core/boardPicker';
import { saveFailureText } from '../../../../core/pinSaved';
import { GENERIC_ERROR } from '../../../../core/texts';
import { getFragmentData, graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { CheckIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/toastContext';
import { BoardPicker } from '../board-picker/BoardPicker';
import { BoardPickerRow_board, type PickerBoardData, pickerBoards } from '../board-picker/BoardPickerRow';
import { type SavingTarget, SectionPicker, useBoardSections } from '../board-picker/SectionPicker';
import { CreateBoardForm } from '../create-board/CreateBoardForm';
import { CreateSectionForm } from '../create-section/CreateSectionForm';
import { PinSavedPreview } from '../pin-saved/PinSavedPreview';
import { type SavedPin, useSavePinMutation } from './useSavePinMutation';
import './save-to-board.css';

const SaveToBoardQuery = graphql(`
  query SaveToBoardQuery($pinId: String!, $shortlist: Int!) {
    pin(id: $pinId) {
      id
      entityId
      alreadySavedTo {
        id
        name
        layout
      }
      boardTitleSuggestions
      ...PinSavedPreview_pin
    }
    boardPicker(shortlistSuggestions: $shortlist) {
      allBoards {
        id
        ...BoardPickerRow_board
      }
      boardsShortlist {
        id
        ...BoardPickerRow_board
      }
    }
  }
`);

interface SaveToBoardModalProps {
  /** The entity id of the pin being saved. */
  pinId: string;
  onClose: () => void;
  /** The pin was saved; the modal's part is done. */
  onSaved: (pin: SavedPin) => void;
}

/**
 * The save-to-board modal: choose a board (and a section when it has any), or create a board or
 * a section on the way, then save. Back and close step back through the flow; a created board shows "Board
 * created" for 2600 ms while the pin is saved to it. A failed save clears the saving state and shows an error
 * toast with the server's message_detail or message.
 */
export function SaveToBoardModal({ pinId, onClose, onSaved }: SaveToBoardModalProps) {
  const { data, error, refetch } = useQuery(SaveToBoardQuery, {
    variables: { pinId, shortlist: SHORTLIST_SUGGESTIONS },
    // The boards can change in another tab or by a collaborator: show what is cached, then what is current.
    fetchPolicy: 'cache-and-network',
  });
  const [savePin] = useSavePinMutation();
  const showToast = useToast();

  const [step, setStep] = useState<SaveStep>('chooseBoard');
  const [query, setQuery] = useState('');
  /** The board whose sections are shown, or that was just created. */
  const [board, setBoard] = useState<PickerBoardData | null>(null);
  const [saving, setSaving] = useState<SavingTarget | null>(null);
  const [animating, setAnimating] = useState(false);
  /** A save that finished while the board-created animation still runs waits here for it to end. */
  const [heldPin, setHeldPin] = useState<SavedPin | null>(null);
  // The save's answer arrives after renders its closure did not see: it reads these instead.
  const animatingRef = useRef(false);
  animatingRef.current = animating;
  const stepRef = useRef<SaveStep>(step);
  stepRef.current = step;

  const searchRef = useRef<HTMLInputElement>(null);
  const sectionRowRef = useRef<HTMLButtonElement>(null);
  const boardNameRef = useRef<HTMLInputElement>(null);
  const sectionNameRef = useRef<HTMLInputElement>(null);
  const createdRef = useRef<HTMLDivElement>(null);

  const pin = data?.pin;
  const allBoards = useMemo(() => pickerBoards(data?.boardPicker.allBoards ?? []), [data]);
  const shortlist = useMemo(() => pickerBoards(data?.boardPicker.boardsShortlist ?? []), [data]);
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
      boardCreated: createdRef,
    }[step];
    target.current?.focus();
  }, [step]);

  // The search field appears once the boards have loaded: that is where the keyboard starts.
  const loaded = Boolean(data?.pin);
  useEffect(() => {
    if (loaded && stepRef.current === 'chooseBoard') searchRef.current?.focus();
  }, [loaded]);

  // The board-created animation is dismissed after 2600 ms.
  useEffect(() => {
    if (!animating) return;
    const timer = setTimeout(() => setAnimating(false), BOARD_CREATED_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [animating]);

  // Once the animation is over: a board with sections opens its section picker; a held save is delivered.
  useEffect(() => {
    if (animating || step !== 'boardCreated') return;
    if (heldPin) onSaved(heldPin);
    else if (hasSections) setStep('chooseSection');
  }, [animating, step, heldPin, hasSections, onSaved]);

  const back = () => {
    const previous = previousSaveStep(step, hasSections);
    if (previous === null) {
      onClose();
      return;
    }
    setAnimating(false);
    if (previous === 'chooseBoard') setBoard(null);
    setStep(previous);
  };

  const save = async (target: PickerBoardData, section: { entityId: string } | null) => {
    if (saving) return;
    setSaving({ boardId: target.entityId, sectionId: section?.entityId ?? null });
    let failure: { message?: string | null; messageDetail?: string | null } | null = null;
    try {
      const { data: answer } = await savePin({
        variables: { input: { pinId, boardId: target.entityId, sectionId: section?.entityId ?? null } },
      });
      const result = answer?.savePin;
      if (result?.__typename === 'MutationSavePinSuccess') {
        if (animatingRef.current) setHeldPin(result.data);
        else onSaved(result.data);
        return;
      }
      if (result?.__typename === 'DomainError') failure = result;
    } catch {
      failure = null;
    }
    // The save state clears and an error toast tells why.
    setSaving(null);
    if (stepRef.current === 'boardCreated') {
      setAnimating(false);
      setBoard(null);
      setStep('chooseBoard');
    }
    showToast({ tone: 'error', text: saveFailureText(failure, GENERIC_ERROR) });
  };

  const chooseBoard = (chosen: PickerBoardData) => {
    setBoard(chosen);
    if (afterBoardChosen(chosen) === 'chooseSection') setStep('chooseSection');
    else void save(chosen, null);
  };

  const title = SAVE_STEP_TITLES[step];
  const notice = alreadySavedText(pin?.alreadySavedTo);
  const searchTerm = activeSearchTerm(query);

  let content: ReactNode;
  if (!data) {
    content = error ? <ErrorState onRetry={() => void refetch()} /> : <Spinner label="Loading your boards" />;
  } else if (!pin) {
    content = <p className="save-modal__gone">This Pin is no longer available.</p>;
  } else if (step === 'chooseBoard') {
    content = (
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
    content = (
      <SectionPicker
        board={board}
        saving={saving}
        firstRowRef={sectionRowRef}
        onSaveToBoard={() => void save(board, null)}
        onChooseSection={(section) => void save(board, section)}
        onCreateSection={() => setStep('createSection')}
      />
    );
  } else if (step === 'createBoard') {
    content = (
      <CreateBoardForm
        nameRef={boardNameRef}
        initialName={searchTerm ?? ''}
        suggestions={pin.boardTitleSuggestions}
        onCancel={back}
        onCreated={(created) => {
          const row = getFragmentData(BoardPickerRow_board, created);
          setBoard(row);
          setAnimating(true);
          setStep('boardCreated');
          if (afterBoardChosen(row) === 'save') void save(row, null);
        }}
      />
    );
  } else if (step === 'createSection' && board) {
    content = (
      <CreateSectionStep
        boardId={board.entityId}
        nameRef={sectionNameRef}
        suggestions={pin.boardTitleSuggestions}
        onCreated={(section) => {
          // The new section joins the list (the create mutation patches it in), where its save shows.
          setStep('chooseSection');
          void save(board, section);
        }}
      />
    );
  } else if (step === 'boardCreated' && board) {
    content = (
      <div ref={createdRef} className="board-created" role="status" tabIndex={-1}>
        <span className="board-created__check" aria-hidden="true">
          <CheckIcon size={40} />
        </span>
        <p className="board-created__name">{board.name}</p>
        <p className="board-created__text">
          {hasSections ? 'Choose a section next' : heldPin ? 'Pin saved' : 'Saving your Pin…'}
        </p>
      </div>
    );
  }

  return (
    <Modal
      title={title}
      onClose={back}
      onBack={step !== 'chooseBoard' ? back : undefined}
      initialFocusRef={searchRef}
      className="save-modal"
      style={{ height: saveModalHeightCss() }}
    >
      <div className="save-modal__layout">
        {pin ? (
          <div className="save-modal__preview" style={{ maxHeight: PIN_PREVIEW_MAX_HEIGHT }}>
            <PinSavedPreview pin={pin} />
          </div>
        ) : null}
        <div className="save-modal__main">
          {notice && (step === 'chooseBoard' || step === 'chooseSection') ? (
            <Notice tone="info">{notice}</Notice>
          ) : null}
          {content}
        </div>
      </div>
    </Modal>
  );
}

interface CreateSectionStepProps {
  boardId: string;
  nameRef: RefObject<HTMLInputElement | null>;
  suggestions: readonly string[];
  onCreated: (section: { entityId: string }) => void;
}

/** The Add section panel inside the modal, offering the pin's name ideas the board does not use yet. */
function CreateSectionStep({ boardId, nameRef, suggestions, onCreated }: CreateSectionStepProps) {
  const { sections } = useBoardSections(boardId);
  const names = sectionNameSuggestions(
    suggestions,
    (sections ?? []).map((section) => section.title),
  );
  return <CreateSectionForm boardId={boardId} nameRef={nameRef} suggestions={names} onCreated={onCreated} />;
}
