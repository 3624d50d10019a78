import { useQuery } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { boardNameError } from '../../../../core/boardName';
import { offersSecretBoards } from '../../../../core/boardPrivacy';
import { BOARD_DESCRIPTION_MAX_LENGTH } from '../../../../core/constants';
import { GENERIC_ERROR } from '../../../../core/texts';
import { failureText } from '../../apollo/failureText';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toastContext';
import { useViewer } from '../viewer/useViewer';
import { useUpdateBoardMutation } from './useUpdateBoardMutation';
import './board-settings.css';

export const BoardSettings_board = graphql(`
  fragment BoardSettings_board on Board {
    id
    entityId
    name
    description
    privacy
    url
    imageCoverUrl
  }
`);

const BoardCoverChoicesQuery = graphql(`
  query BoardCoverChoicesQuery($boardId: String!, $first: Int!) {
    board(id: $boardId) {
      id
      coverChoices: pins(first: $first) {
        edges {
          node {
            id
            entityId
            title
            imageSpec_236x {
              url
            }
          }
        }
      }
    }
  }
`);

/** How many of the board's newest pins are offered as its cover. */
const COVER_CHOICES = 24;

interface BoardSettingsModalProps {
  board: FragmentType<typeof BoardSettings_board>;
  onClose: () => void;
}

/**
 * The owner's board settings: name (the create form's rules), description, Secret, and the cover picked from
 * the board's newest pins. A renamed board gets a new address, which the page follows.
 */
export function BoardSettingsModal(props: BoardSettingsModalProps) {
  const board = getFragmentData(BoardSettings_board, props.board);
  const nameRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const showToast = useToast();
  const [updateBoard, { loading: saving }] = useUpdateBoardMutation();
  const [name, setName] = useState(board.name);
  const [description, setDescription] = useState(board.description);
  const [secret, setSecret] = useState(board.privacy === 'secret');
  const [coverPinId, setCoverPinId] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; field: string | null } | null>(null);
  const covers = useQuery(BoardCoverChoicesQuery, {
    variables: { boardId: board.entityId, first: COVER_CHOICES },
  });
  const choices = covers.data?.board?.coverChoices.edges.map((edge) => edge.node) ?? [];

  const nameError = boardNameError(name);
  const protectedBoard = board.privacy === 'protected';
  const { isActingAs } = useViewer();
  const changed =
    name.trim() !== board.name ||
    description.trim() !== board.description ||
    (!protectedBoard && secret !== (board.privacy === 'secret')) ||
    coverPinId !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameError || !changed || saving) return;
    try {
      const { data } = await updateBoard({
        variables: {
          input: {
            boardId: board.entityId,
            name: name.trim(),
            description: description.trim(),
            ...(protectedBoard ? {} : { privacy: secret ? 'secret' : 'public' }),
            ...(coverPinId ? { coverPinId } : {}),
          },
        },
      });
      const result = data?.updateBoard;
      if (result?.__typename === 'MutationUpdateBoardSuccess') {
        props.onClose();
        showToast({ text: 'Board saved' });
        if (result.data.url !== board.url) navigate(result.data.url, { replace: true });
      } else {
        setError({
          text: failureText(result),
          field: result?.__typename === 'DomainError' ? (result.field ?? null) : null,
        });
      }
    } catch {
      setError({ text: GENERIC_ERROR, field: null });
    }
  };

  return (
    <Modal title="Edit your board" onClose={props.onClose} initialFocusRef={nameRef}>
      <form className="form" noValidate onSubmit={submit} aria-label="Edit board">
        <TextField
          label="Name"
          name="name"
          inputRef={nameRef}
          autoComplete="off"
          value={name}
          error={nameError ?? (error?.field === 'name' ? error.text : null)}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <div className="field">
          <label htmlFor="board-settings-description" className="field__label">
            Description
          </label>
          <textarea
            id="board-settings-description"
            className="field__input board-settings__description"
            maxLength={BOARD_DESCRIPTION_MAX_LENGTH}
            placeholder="What’s your board about?"
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              setError(null);
            }}
          />
        </div>
        {/* Acting for a business, a board may not become secret (one that is already may be made public). */}
        {protectedBoard || !(offersSecretBoards(isActingAs) || board.privacy === 'secret') ? null : (
          <Switch
            label="Keep this board secret"
            description="So only you and collaborators can see it."
            checked={secret}
            onChange={setSecret}
          />
        )}
        {choices.length > 0 ? (
          <fieldset className="board-settings__covers">
            <legend className="field__label">Cover</legend>
            <div className="board-settings__cover-grid">
              {choices.map((pin) => (
                <label key={pin.id} className="board-settings__cover">
                  <input
                    type="radio"
                    name="cover"
                    className="visually-hidden"
                    value={pin.entityId}
                    checked={coverPinId === pin.entityId}
                    onChange={() => setCoverPinId(pin.entityId)}
                  />
                  <img src={pin.imageSpec_236x.url} alt={pin.title || 'Pin'} loading="lazy" />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {error && error.field !== 'name' ? (
          <p className="form-error" role="alert">
            {error.text}
          </p>
        ) : null}
        <div className="form-actions">
          <Button size="lg" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={!changed || nameError !== null || saving}
            busy={saving}
          >
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
