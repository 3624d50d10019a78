import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { boardHref } from '../../../../core/boardHref';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { useLoadMore, useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon, SendIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BoardOptionsMenu } from '../board-settings/BoardOptionsMenu';
import { BoardCollaborators } from '../collaborators/BoardCollaborators';
import { CreateSectionModal } from '../create-section/CreateSectionModal';
import { FollowBoardButton } from '../follow/FollowBoardButton';
import { SelectionBar } from '../move-pins/SelectionBar';
import { usePinSelection } from '../move-pins/usePinSelection';
import { NotFoundRedirect } from '../not-found/NotFoundRedirect';
import { PinGrid } from '../pin-grid/PinGrid';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';
import { ReportButton } from '../report/ReportButton';
import { ShareSheet } from '../share/ShareSheet';
import { useViewer } from '../viewer/useViewer';
import { BoardHeader } from './BoardHeader';
import { SectionCard } from './SectionCard';
import './board.css';

/** Sections are few per board; one page shows them all. */
const SECTIONS_PAGE_SIZE = 50;

const BoardRouteQuery = graphql(`
  query BoardRouteQuery($username: String!, $slug: String!, $sections: Int!, $first: Int!, $after: String) {
    board(username: $username, slug: $slug) {
      id
      entityId
      name
      url
      privacy
      boardAccess
      ...BoardHeader_board
      ...FollowBoardButton_board
      ...BoardCollaborators_board
      ...BoardOptionsMenu_board
      sections(first: $sections) {
        edges {
          node {
            id
            ...SectionCard_section
          }
        }
        pageInfo {
          hasNextPage
        }
      }
      pins(first: $first, after: $after) {
        edges {
          node {
            id
            ...PinGrid_pin
            ...MovablePin_pin
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** `/:username/:slug`: a board with its sections and pins; writers can add a section. */
export function BoardRoute() {
  return (
    <Suspense fallback={<BoardSkeleton />}>
      <Board />
    </Suspense>
  );
}

function BoardSkeleton() {
  return (
    <div className="page">
      <div className="board-header" role="status" aria-label="Loading board">
        <div className="skeleton" style={{ width: 280, height: 40 }} />
        <div className="skeleton" style={{ width: 160, height: 18, marginTop: 14 }} />
      </div>
      <PinGridSkeleton />
    </div>
  );
}

function Board() {
  const { username = '', slug = '' } = useParams();
  const { isAuth } = useViewer();
  const variables = { username, slug, sections: SECTIONS_PAGE_SIZE, first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(BoardRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(BoardRouteQuery, variables);
  const board = data.board;
  const pager = useLoadMore(board?.pins.pageInfo, fetchMore);
  const [addingSection, setAddingSection] = useState(false);
  const [sharing, setSharing] = useState(false);
  const selection = usePinSelection();
  useDocumentTitle(board?.name);

  if (!board) return <NotFoundRedirect />;

  const canWrite = isAuth && board.boardAccess.includes('write');
  const href = boardHref(board.url, isAuth);
  const sections = board.sections.edges;
  const pins = board.pins.edges;
  return (
    <div className="page">
      <BoardHeader
        board={board}
        actions={
          <div className="board-toolbar">
            <BoardCollaborators board={board} />
            <FollowBoardButton board={board} />
            <Button onClick={() => setSharing(true)} aria-haspopup="dialog">
              <SendIcon />
              Share
            </Button>
            {canWrite ? (
              <Button onClick={() => setAddingSection(true)}>
                <PlusIcon />
                Add section
              </Button>
            ) : (
              <ReportButton target={{ boardId: board.entityId }} what="board" />
            )}
            <BoardOptionsMenu board={board} onSelectPins={selection.start} />
          </div>
        }
      />
      {sections.length > 0 ? (
        <section className="board-sections" aria-labelledby="board-sections-title">
          <h2 id="board-sections-title" className="board-sections__title">
            Sections
          </h2>
          <ul className="board-sections__list">
            {sections.map((edge) => (
              <li key={edge.node.id}>
                <SectionCard section={edge.node} boardHref={href} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pins.length === 0 ? (
        <EmptyState title="No Pins yet">
          {canWrite
            ? 'Pins you save to this board will show up here.'
            : 'This board doesn’t have any Pins yet.'}
        </EmptyState>
      ) : (
        <PinGrid
          label={`Pins on ${board.name}`}
          pins={pins.map((edge) => edge.node)}
          hasMore={pager.hasMore}
          loadingMore={pager.loadingMore}
          onLoadMore={pager.loadMore}
          selection={selection.selecting ? selection : undefined}
        />
      )}
      {selection.selecting ? <SelectionBar selection={selection} boardEntityId={board.entityId} /> : null}
      {addingSection ? (
        <CreateSectionModal boardId={board.entityId} onClose={() => setAddingSection(false)} />
      ) : null}
      {sharing ? (
        <ShareSheet
          path={board.url}
          title={board.name}
          embed={board.privacy === 'public' ? { kind: 'board', id: board.entityId } : null}
          onClose={() => setSharing(false)}
        />
      ) : null}
    </div>
  );
}
