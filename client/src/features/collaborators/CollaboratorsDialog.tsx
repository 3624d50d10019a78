import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { canInviteCollaborators, orderCollaborators } from '../../../../core/collaborators';
import { profilePath } from '../../../../core/paths';
import { getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/toastContext';
import { useViewer } from '../viewer/useViewer';
import {
  type CollaboratorCandidate,
  CollaboratorSearch,
  candidateKey,
  userCandidateKey,
} from './CollaboratorSearch';
import { PendingInvite_invite, useInviteCollaboratorsMutation } from './useInviteCollaboratorsMutation';
import { useRemoveCollaboratorMutation } from './useRemoveCollaboratorMutation';

const CollaboratorsDialogQuery = graphql(`
  query CollaboratorsDialogQuery($boardId: String!) {
    board(id: $boardId) {
      id
      entityId
      name
      privacy
      boardAccess
      isOwnedByViewer
      collaboratedByMe
      owner {
        id
      }
      collaboratingUsers(first: 50) {
        edges {
          node {
            id
            entityId
            fullName
            username
            imageSmallUrl
          }
        }
      }
      pendingInvites {
        ...PendingInvite_invite
      }
    }
  }
`);

interface CollaboratorsDialogProps {
  /** The board's entity id. */
  boardId: string;
  /** Open with the search focused (the Invite button) rather than the list. */
  focusSearch: boolean;
  onClose: () => void;
}

/**
 * A board's people: invite by name, username or email (members who may invite; choosing someone sends the
 * invitation at once), the invitations still pending, and the collaborators — the owner may remove them, and a
 * collaborator may leave (asked once more first).
 */
export function CollaboratorsDialog({ boardId, focusSearch, onClose }: CollaboratorsDialogProps) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const showToast = useToast();
  const searchRef = useRef<HTMLInputElement>(null);
  const { data, loading } = useQuery(CollaboratorsDialogQuery, { variables: { boardId } });
  const [invite] = useInviteCollaboratorsMutation();
  const [removeCollaborator] = useRemoveCollaboratorMutation();
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const board = data?.board;
  const loaded = Boolean(board);

  // The search only exists once the board has loaded, after the dialog has placed its first focus.
  useEffect(() => {
    if (loaded && focusSearch) searchRef.current?.focus();
  }, [loaded, focusSearch]);

  const isMember = Boolean(board && viewer.isAuth && board.boardAccess.includes('write'));
  const mayInvite = isMember && canInviteCollaborators(viewer);
  const people = board
    ? orderCollaborators(
        board.collaboratingUsers.edges.map((edge) => edge.node),
        board.owner.id,
        viewer.user?.id ?? null,
      )
    : [];
  const pending = board ? getFragmentData(PendingInvite_invite, board.pendingInvites) : [];
  // People already on the board or invited earlier are not offered again; someone invited from this search
  // stays in its results, marked "Invited", rather than vanishing once the pending list refreshes.
  const excluded = new Set(
    [
      ...people.map((person) => person.entityId),
      ...pending.flatMap((i) => (i.invitee ? [i.invitee.entityId] : [])),
    ].filter((id) => !sent.has(userCandidateKey(id))),
  );

  const choose = async (candidate: CollaboratorCandidate) => {
    if (!board) return;
    const key = candidateKey(candidate);
    setSent((keys) => new Set(keys).add(key));
    const failure = await invite(
      board,
      candidate.kind === 'user' ? { userIds: [candidate.user.entityId] } : { emails: [candidate.email] },
    );
    if (failure) {
      setSent((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
      showToast({ tone: 'error', text: failure });
    }
  };

  const remove = async (person: { id: string; entityId: string; fullName: string }, leaving: boolean) => {
    if (!board) return;
    const failure = await removeCollaborator(board, person, { leaving });
    if (failure) {
      showToast({ tone: 'error', text: failure });
      return;
    }
    if (leaving) {
      onClose();
      showToast({ text: `You left ${board.name}` });
      // A secret board is no longer the viewer's to see.
      if (board.privacy === 'secret' && viewer.user) navigate(profilePath(viewer.user.username));
    } else {
      showToast({ text: `${person.fullName} was removed from ${board.name}` });
    }
  };

  if (confirmingLeave && board) {
    return (
      <Modal title={`Leave ${board.name}?`} onClose={() => setConfirmingLeave(false)} size="sm">
        <p className="confirm-dialog__text">
          You won’t be able to save to this board anymore{board.privacy === 'secret' ? ' or see it' : ''}. The
          owner can invite you again.
        </p>
        <div className="form-actions">
          <Button size="lg" onClick={() => setConfirmingLeave(false)}>
            Cancel
          </Button>
          <Button variant="primary" size="lg" onClick={() => viewer.user && void remove(viewer.user, true)}>
            Leave board
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title={mayInvite ? 'Invite collaborators' : 'Collaborators'}
      onClose={onClose}
      initialFocusRef={focusSearch ? searchRef : undefined}
    >
      {!board ? (
        loading ? (
          <Spinner label="Loading collaborators" />
        ) : (
          <p>Sorry, this board isn’t available.</p>
        )
      ) : (
        <div className="collaborators-dialog">
          {mayInvite ? (
            <CollaboratorSearch
              inputRef={searchRef}
              isChosen={(candidate) => sent.has(candidateKey(candidate))}
              onChoose={(candidate) => void choose(candidate)}
              userStatus={(chosen) => (chosen ? 'Invited' : 'Invite')}
              excludeUserIds={excluded}
            />
          ) : null}
          {pending.length > 0 ? (
            <section aria-labelledby="collaborators-pending">
              <h3 id="collaborators-pending" className="collaborators-dialog__section-title">
                Invited
              </h3>
              <ul className="collaborators-dialog__list" aria-label="Pending invitations">
                {pending.map((invite) => (
                  <li key={invite.entityId} className="collaborators-dialog__row">
                    <Avatar
                      name={invite.invitee?.fullName ?? invite.email ?? '?'}
                      imageUrl={invite.invitee?.imageSmallUrl}
                      size={36}
                    />
                    <span className="collaborators-dialog__row-text">
                      <span>{invite.invitee?.fullName ?? invite.email}</span>
                      <span className="collaborators-dialog__row-sub">Invitation pending</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="collaborators-people">
            <h3 id="collaborators-people" className="collaborators-dialog__section-title">
              On this board
            </h3>
            <ul className="collaborators-dialog__list" aria-label="Collaborators">
              {people.map((person) => {
                const isOwner = person.id === board.owner.id;
                const isViewer = person.id === viewer.user?.id;
                return (
                  <li key={person.id} className="collaborators-dialog__row">
                    <Avatar name={person.fullName} imageUrl={person.imageSmallUrl} size={36} />
                    <span className="collaborators-dialog__row-text">
                      <span>
                        {person.fullName}
                        {isViewer ? ' (you)' : ''}
                      </span>
                      <span className="collaborators-dialog__row-sub">
                        {isOwner ? 'Owner' : 'Collaborator'}
                      </span>
                    </span>
                    {!isOwner && isViewer && board.collaboratedByMe ? (
                      <Button onClick={() => setConfirmingLeave(true)}>Leave board</Button>
                    ) : null}
                    {!isOwner && !isViewer && board.isOwnedByViewer ? (
                      <Button
                        aria-label={`Remove ${person.fullName}`}
                        onClick={() => void remove(person, false)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      )}
    </Modal>
  );
}
