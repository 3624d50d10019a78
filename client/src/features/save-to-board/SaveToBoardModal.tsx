import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  alreadySavedText,
  PIN_PREVIEW_MAX_HEIGHT,
  SHORTLIST_SUGGESTIONS,
  saveModalHeightCss,
} from '../../../../core/boardPicker';
import { saveFailureText } from '../../../../core/pinSaved';
import { GENERIC_ERROR } from '../../../../core/texts';
import { graphql } from '../../gql';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { useToast } from '../../ui/toastContext';
import { pickerBoards } from '../board-picker/BoardPickerRow';
import { type PinTarget, useBoardPickerFlow } from '../board-picker/useBoardPickerFlow';
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
  const pin = data?.pin;
  const allBoards = useMemo(() => pickerBoards(data?.boardPicker.allBoards ?? []), [data]);
  const shortlist = useMemo(() => pickerBoards(data?.boardPicker.boardsShortlist ?? []), [data]);

  const save = async ({ board, section }: PinTarget): Promise<SavedPin | null> => {
    let failure: { message?: string | null; messageDetail?: string | null } | null = null;
    try {
      const { data: answer } = await savePin({
        variables: { input: { pinId, boardId: board.entityId, sectionId: section?.entityId ?? null } },
      });
      const result = answer?.savePin;
      if (result?.__typename === 'MutationSavePinSuccess') return result.data;
      if (result?.__typename === 'DomainError') failure = result;
    } catch {
      failure = null;
    }
    // The save state clears and an error toast tells why.
    showToast({ tone: 'error', text: saveFailureText(failure, GENERIC_ERROR) });
    return null;
  };

  const flow = useBoardPickerFlow({
    boards: { loaded: Boolean(data), allBoards, shortlist, error, refetch },
    pick: save,
    onPicked: onSaved,
    onExit: onClose,
    suggestions: pin?.boardTitleSuggestions,
    celebrateCreatedBoard: true,
  });
  const notice = alreadySavedText(pin?.alreadySavedTo);

  return (
    <Modal
      title={flow.title}
      onClose={flow.back}
      onBack={flow.step !== 'chooseBoard' ? flow.back : undefined}
      initialFocusRef={flow.searchRef}
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
          {notice && (flow.step === 'chooseBoard' || flow.step === 'chooseSection') ? (
            <Notice tone="info">{notice}</Notice>
          ) : null}
          {data && !pin ? <p className="save-modal__gone">This Pin is no longer available.</p> : flow.element}
        </div>
      </div>
    </Modal>
  );
}
