import { useRef, useState } from 'react';
import {
  canInviteCollaborators,
  collaboratorNames,
  collaboratorSummary,
  orderCollaborators,
} from '../../../../core/collaborators';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { PlusIcon } from '../../ui/icons';
import { useViewer } from '../viewer/useViewer';
import { CollaboratorsDialog } from './CollaboratorsDialog';
import './collaborators.css';

export const BoardCollaborators_board = graphql(`
  fragment BoardCollaborators_board on Board {
    id
    entityId
    name
    boardAccess
    shouldShowBoardCollaborators
    owner {
      id
    }
    collaboratingUsers(first: 50) {
      edges {
        node {
          id
          entityId
          fullName
          imageSmallUrl
        }
      }
    }
  }
`);

/**
 * The board's people as an avatar group: the owner first, then the viewer if collaborating,
 * then the rest by name; up to 3 names, then a count of the rest. Opens the collaborators dialog; members who
 * may invite also get an Invite button that opens it on the search.
 */
export function BoardCollaborators(props: { board: FragmentType<typeof BoardCollaborators_board> }) {
  const board = getFragmentData(BoardCollaborators_board, props.board);
  const viewer = useViewer();
  const [open, setOpen] = useState<'people' | 'invite' | null>(null);
  const inviteButtonRef = useRef<HTMLButtonElement>(null);
  const isMember = viewer.isAuth && board.boardAccess.includes('write');
  const mayInvite = isMember && canInviteCollaborators(viewer);
  const people = orderCollaborators(
    board.collaboratingUsers.edges.map((edge) => edge.node),
    board.owner.id,
    viewer.user?.id ?? null,
  );
  const names = people.map((person) => person.fullName);
  const { rest } = collaboratorNames(names);
  const faces = people.slice(0, 3);
  const showGroup = board.shouldShowBoardCollaborators && people.length > 1;

  if (!showGroup && !mayInvite) return null;
  return (
    <div className="board-collaborators">
      {showGroup ? (
        <button
          type="button"
          className="avatar-group"
          aria-label={`Collaborators: ${collaboratorSummary(names)}`}
          onClick={() => setOpen('people')}
        >
          <span className="avatar-group__faces" aria-hidden="true">
            {faces.map((person) => (
              <Avatar key={person.id} name={person.fullName} imageUrl={person.imageSmallUrl} size={32} />
            ))}
            {rest > 0 ? <span className="avatar-group__more">+{rest}</span> : null}
          </span>
          <span className="avatar-group__names" aria-hidden="true">
            {collaboratorSummary(names)}
          </span>
        </button>
      ) : null}
      {mayInvite ? (
        <button
          ref={inviteButtonRef}
          type="button"
          className="icon-button board-collaborators__invite"
          aria-label="Invite collaborators"
          title="Invite collaborators"
          onClick={() => setOpen('invite')}
        >
          <PlusIcon size={20} />
        </button>
      ) : null}
      {open ? (
        <CollaboratorsDialog
          boardId={board.entityId}
          focusSearch={open === 'invite'}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
