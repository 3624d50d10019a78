import { useSuspenseQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { authPath } from '../../../../core/authPath';
import { createSectionPath, sectionPath } from '../../../../core/paths';
import { LOGIN_PROMPTS } from '../../../../core/texts';
import { graphql } from '../../gql';
import { ButtonLink } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { usePinCreateReturn } from '../create-board/usePinCreateReturn';
import { NotFoundRedirect } from '../not-found/NotFoundRedirect';
import { useViewer } from '../viewer/useViewer';
import { CreateSectionForm } from './CreateSectionForm';

const CreateSectionRouteQuery = graphql(`
  query CreateSectionRouteQuery($id: String!) {
    board(id: $id) {
      id
      entityId
      name
      url
    }
  }
`);

/**
 * `/board/{id}/create_section/`: the Add section form as a page. The mobile pin-create page links here with the
 * pin it is making and gets the new section back; otherwise the board opens with its new section.
 */
export function CreateSectionRoute() {
  useDocumentTitle('Create section');
  const { id = '' } = useParams();
  const { isAuth } = useViewer();

  if (!isAuth) {
    return (
      <div className="page page--narrow create-board-page">
        <h1 className="create-board-page__title">{LOGIN_PROMPTS.create}</h1>
        <ButtonLink variant="primary" size="lg" to={authPath('login', createSectionPath(id))}>
          Log in
        </ButtonLink>
      </div>
    );
  }
  if (!/^\d+$/.test(id)) return <NotFoundRedirect />;
  return <CreateSectionPage id={id} />;
}

function CreateSectionPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { returnPath, returnWith } = usePinCreateReturn();
  const nameRef = useRef<HTMLInputElement>(null);
  const { data } = useSuspenseQuery(CreateSectionRouteQuery, { variables: { id } });
  const board = data.board;
  if (!board) return <NotFoundRedirect />;
  return (
    <div className="page page--narrow">
      <section className="create-board-page" aria-labelledby="create-section-title">
        <h1 id="create-section-title" className="create-board-page__title">
          Create section
        </h1>
        <p className="create-board-page__board">in {board.name}</p>
        <CreateSectionForm
          boardId={board.entityId}
          nameRef={nameRef}
          // From the pin-create page, back to its section list with the pin as it was; otherwise to the board.
          onCancel={() => (returnPath ? navigate(-1) : navigate(board.url))}
          onCreated={(section) =>
            returnPath
              ? returnWith({ boardId: board.entityId, sectionId: section.entityId })
              : navigate(sectionPath(board.url, section.slug))
          }
        />
      </section>
    </div>
  );
}
