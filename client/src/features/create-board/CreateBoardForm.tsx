import { type FormEvent, type RefObject, useState } from 'react';
import { boardNameError } from '../../../../core/boardName';
import {
  defaultBoardPrivacy,
  offersSecretBoards,
  PROTECTED_BOARD_LABEL,
} from '../../../../core/boardPrivacy';
import { canInviteCollaborators } from '../../../../core/collaborators';
import type { CreateBoardMutationMutation } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { SuggestionChips } from '../../ui/SuggestionChips';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { CollaboratorPicker } from '../collaborators/CollaboratorPicker';
import type { CollaboratorCandidate } from '../collaborators/CollaboratorSearch';
import { useInviteChosenCollaborators } from '../collaborators/useInviteChosenCollaborators';
import { useViewer } from '../viewer/useViewer';
import { createBoardErrorText } from './createBoardErrorText';
import { useCreateBoardMutation } from './useCreateBoardMutation';

/** The board the create mutation answered with (the board picker also reads its picker-row fields). */
export type CreatedBoard = Extract<
  NonNullable<CreateBoardMutationMutation['createBoard']>,
  { __typename: 'MutationCreateBoardSuccess' }
>['data'];

interface CreateBoardFormProps {
  onCancel: () => void;
  onCreated: (board: CreatedBoard) => void;
  nameRef?: RefObject<HTMLInputElement | null>;
  /** The name the field starts with (the board picker passes what was being searched for). */
  initialName?: string;
  /** Suggested board names; choosing one fills the name. */
  suggestions?: readonly string[];
}

/**
 * Name (core's board name rule) and a Secret switch — or, acting for a business, the fixed protected
 * board and no collaborators. Create stays disabled while
 * the name is blank or invalid, while saving, and after a failed create until the name is edited.
 */
export function CreateBoardForm({
  onCancel,
  onCreated,
  nameRef,
  initialName = '',
  suggestions = [],
}: CreateBoardFormProps) {
  const [createBoard, { loading: saving }] = useCreateBoardMutation();
  const [name, setName] = useState(initialName);
  const [secret, setSecret] = useState(false);
  const [nameEdited, setNameEdited] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [collaborators, setCollaborators] = useState<readonly CollaboratorCandidate[]>([]);
  const viewer = useViewer();
  const mayInvite = canInviteCollaborators(viewer);
  // Acting for a business, the board is protected and cannot be otherwise: the switch shows it, disabled.
  const offersSecret = offersSecretBoards(viewer.isActingAs);
  const inviteChosen = useInviteChosenCollaborators();

  const nameError = boardNameError(name);
  const shownError = (nameEdited ? nameError : null) ?? createError;
  const disabled = name.trim() === '' || nameError !== null || createError !== null || saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    try {
      const { data } = await createBoard({
        variables: {
          input: {
            name: name.trim(),
            privacy: offersSecret && secret ? 'secret' : defaultBoardPrivacy(viewer.isActingAs),
          },
        },
      });
      const result = data?.createBoard;
      if (result?.__typename === 'MutationCreateBoardSuccess') {
        if (mayInvite) await inviteChosen(result.data, collaborators);
        onCreated(result.data);
      } else setCreateError(createBoardErrorText(result));
    } catch (error) {
      setCreateError(createBoardErrorText(error));
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Create board">
      <TextField
        label="Name"
        name="name"
        inputRef={nameRef}
        placeholder={'Like "Places to Go" or "Recipes to Make"'}
        autoComplete="off"
        value={name}
        error={shownError}
        onChange={(event) => {
          setName(event.target.value);
          setNameEdited(true);
          setCreateError(null);
        }}
        onBlur={() => setNameEdited(true)}
      />
      <SuggestionChips
        label="Suggested names"
        suggestions={suggestions}
        selected={name.trim()}
        onPick={(suggestion) => {
          setName(suggestion);
          setNameEdited(true);
          setCreateError(null);
        }}
      />
      {mayInvite ? <CollaboratorPicker value={collaborators} onChange={setCollaborators} /> : null}
      {offersSecret ? (
        <Switch
          label="Keep this board secret"
          description="So only you and collaborators can see it."
          checked={secret}
          onChange={setSecret}
        />
      ) : (
        <Switch label={PROTECTED_BOARD_LABEL} checked disabled onChange={() => {}} />
      )}
      <div className="form-actions">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" size="lg" disabled={disabled} busy={saving}>
          Create
        </Button>
      </div>
    </form>
  );
}
