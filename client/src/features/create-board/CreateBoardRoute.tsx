import { useNavigate } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { CREATE_BOARD_PATH, HOME_PATH, profilePath } from '../../../../core/paths';
import { LOGIN_PROMPTS } from '../../../../core/texts';
import { ButtonLink } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useViewer } from '../viewer/useViewer';
import { CreateBoardForm } from './CreateBoardForm';
import { usePinCreateReturn } from './usePinCreateReturn';
import './create-board.css';

/** `/board/create/`: the create-board form as a page (where the header's Create leads). */
export function CreateBoardRoute() {
  useDocumentTitle('Create board');
  const { isAuth, user } = useViewer();
  const navigate = useNavigate();
  // Opened from the mobile pin-create page: the new board is where that pin goes.
  const { returnPath, returnWith } = usePinCreateReturn();
  return (
    <div className="page page--narrow">
      <section className="create-board-page" aria-labelledby="create-board-title">
        <h1 id="create-board-title" className="create-board-page__title">
          {isAuth ? 'Create board' : LOGIN_PROMPTS.create}
        </h1>
        {isAuth ? (
          <CreateBoardForm
            onCancel={() =>
              returnPath ? navigate(-1) : navigate(user ? profilePath(user.username) : HOME_PATH)
            }
            onCreated={(board) =>
              returnPath ? returnWith({ boardId: board.entityId, sectionId: null }) : navigate(board.url)
            }
          />
        ) : (
          <div className="create-board-page__login">
            <p>{LOGIN_PROMPTS.general}</p>
            <ButtonLink variant="primary" size="lg" to={authPath('login', CREATE_BOARD_PATH)}>
              Log in
            </ButtonLink>
            <ButtonLink variant="secondary" size="lg" to={authPath('signup', CREATE_BOARD_PATH)}>
              Sign up
            </ButtonLink>
          </div>
        )}
      </section>
    </div>
  );
}
