import { useState } from 'react';
import { useNavigate } from 'react-router';
import { profilePath } from '../../../../core/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MoreIcon } from '../../ui/icons';
import { MenuButton, type MenuItem } from '../../ui/MenuButton';
import { useToast } from '../../ui/toastContext';
import { OrganizeSectionsModal } from '../section-settings/OrganizeSectionsModal';
import { useViewer } from '../viewer/useViewer';
import { BoardSettingsModal } from './BoardSettingsModal';
import { useArchiveBoardMutation } from './useArchiveBoardMutation';
import { useDeleteBoardMutation } from './useDeleteBoardMutation';
import './board-settings.css';

export const BoardOptionsMenu_board = graphql(`
  fragment BoardOptionsMenu_board on Board {
    id
    entityId
    name
    pinCount
    sectionCount
    boardAccess
    isOwnedByViewer
    archivedByMeAt
    owner {
      id
      username
    }
    ...BoardSettings_board
    ...OrganizeSections_board
  }
`);

interface BoardOptionsMenuProps {
  board: FragmentType<typeof BoardOptionsMenu_board>;
  /** Turns on select mode for moving or deleting pins. */
  onSelectPins: () => void;
}

/**
 * A board's options for its members: select pins, organize sections, archive or restore (anyone on the board),
 * and — for the owner — edit the board or delete it (confirmed).
 */
export function BoardOptionsMenu(props: BoardOptionsMenuProps) {
  const board = getFragmentData(BoardOptionsMenu_board, props.board);
  const { isAuth } = useViewer();
  const navigate = useNavigate();
  const showToast = useToast();
  const [open, setOpen] = useState<'edit' | 'sections' | 'delete' | null>(null);
  const [archiveBoard] = useArchiveBoardMutation();
  const [deleteBoard, { loading: deleting }] = useDeleteBoardMutation();
  const isMember = isAuth && board.boardAccess.includes('write');
  if (!isMember) return null;

  const archive = async (archived: boolean) => {
    const failure = await archiveBoard(board, archived);
    if (failure) showToast({ tone: 'error', text: failure });
    else
      showToast({
        text: archived ? `Archived ${board.name}: it leaves your board picker` : `Restored ${board.name}`,
      });
  };

  const confirmDelete = async () => {
    const failure = await deleteBoard({ id: board.id, entityId: board.entityId, ownerId: board.owner.id });
    setOpen(null);
    if (failure) {
      showToast({ tone: 'error', text: failure });
      return;
    }
    showToast({ text: `Deleted ${board.name}` });
    navigate(profilePath(board.owner.username), { replace: true });
  };

  const items: MenuItem[] = [];
  if (board.isOwnedByViewer) items.push({ label: 'Edit board', onSelect: () => setOpen('edit') });
  if (board.pinCount > 0) items.push({ label: 'Select Pins', onSelect: props.onSelectPins });
  if (board.sectionCount > 0) items.push({ label: 'Organize sections', onSelect: () => setOpen('sections') });
  items.push(
    board.archivedByMeAt
      ? { label: 'Unarchive board', onSelect: () => void archive(false) }
      : { label: 'Archive board', onSelect: () => void archive(true) },
  );
  if (board.isOwnedByViewer)
    items.push({ label: 'Delete board', onSelect: () => setOpen('delete'), danger: true });

  return (
    <>
      <MenuButton label="Board options" items={items}>
        <MoreIcon />
      </MenuButton>
      {open === 'edit' ? <BoardSettingsModal board={board} onClose={() => setOpen(null)} /> : null}
      {open === 'sections' ? <OrganizeSectionsModal board={board} onClose={() => setOpen(null)} /> : null}
      {open === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${board.name}?`}
          confirmLabel="Delete board"
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setOpen(null)}
        >
          The board, its sections and its {board.pinCount === 1 ? 'Pin' : `${board.pinCount} Pins`} are
          deleted for good. This can’t be undone.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
