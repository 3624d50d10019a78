import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { INVITES_PATH, invitePath } from '../../../../core/paths';
import { LOGIN_PROMPTS } from '../../../../core/texts';
import { ButtonLink } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/toastContext';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import { useAcceptBoardInviteByTokenMutation } from './useAcceptBoardInviteByTokenMutation';
import './board-invites.css';

/**
 * `/invite/{token}/`, the link in an emailed invitation. Signed out, it asks to log in or sign up and comes back
 * here afterwards; signed in, it accepts the invitation and opens the board.
 */
export function AcceptInviteRoute() {
  useDocumentTitle('Board invitation');
  const { token = '' } = useParams();
  const { isAuth } = useViewer();
  const here = invitePath(token);
  if (!isAuth) {
    return (
      <div className="page page--narrow">
        <section className="accept-invite" aria-labelledby="accept-invite-title">
          <h1 id="accept-invite-title">You’re invited to collaborate on a board</h1>
          <p>{LOGIN_PROMPTS.general}</p>
          <p>Log in, or sign up if you’re new here, and you’ll join the board right after.</p>
          <div className="accept-invite__actions">
            <ButtonLink variant="primary" size="lg" to={authPath('login', here)}>
              Log in
            </ButtonLink>
            <ButtonLink variant="secondary" size="lg" to={authPath('signup', here)}>
              Sign up
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }
  return <Accepting token={token} />;
}

function Accepting({ token }: { token: string }) {
  const [accept] = useAcceptBoardInviteByTokenMutation();
  const navigate = useNavigate();
  const showToast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  // NOTE: StrictMode runs effects twice in development; the invitation must be accepted once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void accept(token).then((result) => {
      if (!result.ok) setFailure(result.text);
      else if (result.board) {
        showToast({ text: `You joined ${result.board.name}` });
        navigate(result.board.url, { replace: true });
      } else navigate('/', { replace: true });
    });
  }, [accept, token, navigate, showToast]);

  return (
    <div className="page page--narrow">
      {failure ? (
        <section className="accept-invite" aria-labelledby="accept-invite-title">
          <h1 id="accept-invite-title">This invitation can’t be accepted</h1>
          <p role="alert">{failure}</p>
          <div className="accept-invite__actions">
            <ButtonLink variant="secondary" size="lg" to={INVITES_PATH}>
              Your invitations
            </ButtonLink>
          </div>
        </section>
      ) : (
        <Spinner label="Accepting the invitation" />
      )}
    </div>
  );
}
