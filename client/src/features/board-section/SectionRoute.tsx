import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { boardHref } from '../../../../core/boardHref';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { useLoadMore, useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BoardHeader } from '../board/BoardHeader';
import { SelectionBar } from '../move-pins/SelectionBar';
import { usePinSelection } from '../move-pins/usePinSelection';
import { NotFoundRedirect } from '../not-found/NotFoundRedirect';
import { PinGrid } from '../pin-grid/PinGrid';
import { PinGridSkeleton } from '../pin-grid/PinGridSkeleton';
import { SectionOptionsMenu } from '../section-settings/SectionOptionsMenu';
import { useViewer } from '../viewer/useViewer';
import '../board/board.css';

// NOTE: the schema finds a section only by board id and slug, so the page first resolves the board from the
// url. A `Board.section(slug)` field would fold this into SectionRouteQuery.
const SectionRouteBoardQuery = graphql(`
  query SectionRouteBoardQuery($username: String!, $slug: String!) {
    board(username: $username, slug: $slug) {
      id
      entityId
    }
  }
`);

const SectionRouteQuery = graphql(`
  query SectionRouteQuery($boardId: String!, $slug: String!, $first: Int!, $after: String) {
    boardSection(boardId: $boardId, slug: $slug) {
      id
      entityId
      name
      pinCount
      board {
        id
        name
        url
        entityId
        boardAccess
        ...BoardHeader_board
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

/** `/:username/:slug/:sectionSlug`: one section of a board and its pins. */
export function SectionRoute() {
  return (
    <Suspense
      fallback={
        <div className="page">
          <PinGridSkeleton />
        </div>
      }
    >
      <SectionOfBoard />
    </Suspense>
  );
}

function SectionOfBoard() {
  const { username = '', slug = '', sectionSlug = '' } = useParams();
  const { data } = useSuspenseQuery(SectionRouteBoardQuery, { variables: { username, slug } });
  if (!data.board) return <NotFoundRedirect />;
  return <Section boardId={data.board.entityId} sectionSlug={sectionSlug} />;
}

function Section({ boardId, sectionSlug }: { boardId: string; sectionSlug: string }) {
  const { isAuth } = useViewer();
  const variables = { boardId, slug: sectionSlug, first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(SectionRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(SectionRouteQuery, variables);
  const section = data.boardSection;
  const pager = useLoadMore(section?.pins.pageInfo, fetchMore);
  const selection = usePinSelection();
  useDocumentTitle(section ? `${section.name} · ${section.board.name}` : null);

  if (!section) return <NotFoundRedirect />;

  const pins = section.pins.edges;
  return (
    <div className="page">
      <BoardHeader
        board={section.board}
        title={section.name}
        pinCount={section.pinCount}
        crumb={<Link to={boardHref(section.board.url, isAuth)}>{section.board.name}</Link>}
        actions={
          isAuth && section.board.boardAccess.includes('write') ? (
            <SectionOptionsMenu
              section={section}
              board={section.board}
              onSelectPins={pins.length > 0 ? selection.start : undefined}
            />
          ) : null
        }
      />
      {pins.length === 0 ? (
        <EmptyState title="No Pins in this section yet" />
      ) : (
        <PinGrid
          label={`Pins in ${section.name}`}
          pins={pins.map((edge) => edge.node)}
          hasMore={pager.hasMore}
          loadingMore={pager.loadingMore}
          onLoadMore={pager.loadMore}
          selection={selection.selecting ? selection : undefined}
        />
      )}
      {selection.selecting ? (
        <SelectionBar selection={selection} boardEntityId={section.board.entityId} sectionId={section.id} />
      ) : null}
    </div>
  );
}
