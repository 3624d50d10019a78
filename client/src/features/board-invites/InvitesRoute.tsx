import { useSuspenseQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { INVITES_PATH, profilePath } from '../../../../core/paths';
import { LOGIN_PROMPTS } from '../../../../core/texts';
import { Avatar } from '../../ui/Avatar';
import { Button, ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import { MyBoardInvitesQuery } from './myBoardInvitesQuery';
import { useRespondToBoardInviteMutation } from './useRespondToBoardInviteMutation';
import './board-invites.css';

/** `/invites/`: the viewer's pending board invitations, each with Accept and Decline. */
export function InvitesRoute() {
  useDocumentTitle('Board invitations');
  const { isAuth } = useViewer();
  if (!isAuth) {
    return (
      <div className="page page--narrow">
        <EmptyState
          title={LOGIN_PROMPTS.general}
          action={
            <ButtonLink variant="primary" size="lg" to={authPath('login', INVITES_PATH)}>
              Log in
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return <Invites />;
}

function Invites() {
  const { data } = useSuspenseQuery(MyBoardInvitesQuery, { fetchPolicy: 'cache-and-network' });
  const [respond] = useRespondToBoardInviteMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const navigate = useNavigate();
  const showToast = useToast();
  const invites = data.myBoardInvites;

  const answer = async (inviteId: string, boardName: string, accept: boolean) => {
    setBusy(inviteId);
    const result = await respond(inviteId, accept);
    setBusy(null);
    if (!result.ok) {
      showToast({ tone: 'error', text: result.text });
    } else if (accept) {
      showToast({ text: `You joined ${boardName}` });
      if (result.board) navigate(result.board.url);
    } else {
      showToast({ text: `Declined the invitation to ${boardName}` });
    }
  };

  return (
    <div className="page page--narrow">
      <h1 className="invites-page__title">Board invitations</h1>
      {invites.length === 0 ? (
        <EmptyState title="No invitations right now">
          When someone invites you to collaborate on a board, it shows up here.
        </EmptyState>
      ) : (
        <ul className="invites-list" aria-label="Pending invitations">
          {invites.map((invite) => (
            <li key={invite.entityId} className="invite-row">
              <Avatar name={invite.inviter.fullName} imageUrl={invite.inviter.imageSmallUrl} size={48} />
              <p className="invite-row__text">
                <Link to={profilePath(invite.inviter.username)}>{invite.inviter.fullName}</Link> invited you
                to collaborate on <strong>{invite.boardName}</strong>
              </p>
              <div className="invite-row__actions">
                <Button
                  onClick={() => void answer(invite.entityId, invite.boardName, false)}
                  disabled={busy === invite.entityId}
                  aria-label={`Decline ${invite.boardName}`}
                >
                  Decline
                </Button>
                <Button
                  variant="primary"
                  onClick={() => void answer(invite.entityId, invite.boardName, true)}
                  disabled={busy === invite.entityId}
                  busy={busy === invite.entityId}
                  aria-label={`Accept ${invite.boardName}`}
                >
                  Accept
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
