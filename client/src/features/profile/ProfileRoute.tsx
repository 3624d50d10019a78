import { useSuspenseQuery } from '@apollo/client/react';
import { Suspense, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../../../core/constants';
import { useLoadMore, useNextPageFetcher } from '../../apollo/useLoadMore';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';
import { CreateBoardModal } from '../create-board/CreateBoardModal';
import { NotFoundRedirect } from '../not-found/NotFoundRedirect';
import { BoardCard } from './BoardCard';
import { ProfileHeader } from './ProfileHeader';
import './profile.css';

const ProfileRouteQuery = graphql(`
  query ProfileRouteQuery($username: String!, $first: Int!, $after: String) {
    user(username: $username) {
      id
      fullName
      isViewer
      ...ProfileHeader_user
      boards(first: $first, after: $after) {
        edges {
          node {
            id
            ...BoardCard_board
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

/** `/:username`: a person's header and their boards. */
export function ProfileRoute() {
  return (
    <Suspense
      fallback={
        <div className="page">
          <ProfileSkeleton />
        </div>
      }
    >
      <Profile />
    </Suspense>
  );
}

function Profile() {
  const { username = '' } = useParams();
  const variables = { username, first: DEFAULT_PAGE_SIZE };
  const { data } = useSuspenseQuery(ProfileRouteQuery, { variables });
  const fetchMore = useNextPageFetcher(ProfileRouteQuery, variables);
  const user = data.user;
  const pager = useLoadMore(user?.boards.pageInfo, fetchMore);
  const endRef = useRef<HTMLDivElement>(null);
  const [creating, setCreating] = useState(false);
  useInfiniteScroll({ endRef, canLoadMore: pager.hasMore && !pager.loadingMore, onLoadMore: pager.loadMore });
  useDocumentTitle(user ? `${user.fullName} (${username})` : null);

  if (!user) return <NotFoundRedirect />;

  const boards = user.boards.edges;
  return (
    <div className="page">
      <ProfileHeader user={user} onCreateBoard={() => setCreating(true)} />
      <section aria-labelledby="profile-boards-title" className="profile-boards">
        <h2 id="profile-boards-title" className="profile-boards__title">
          Boards
        </h2>
        {boards.length === 0 ? (
          <EmptyState title={user.isViewer ? 'You haven’t created any boards yet' : 'No boards yet'}>
            {user.isViewer
              ? 'Boards keep your Pins organised. Create one to get started.'
              : `${user.fullName} hasn’t created any boards yet.`}
          </EmptyState>
        ) : (
          <ul className="board-grid" aria-label={`Boards by ${user.fullName}`}>
            {boards.map((edge) => (
              <li key={edge.node.id}>
                <BoardCard board={edge.node} />
              </li>
            ))}
          </ul>
        )}
        <div ref={endRef}>{pager.loadingMore ? <Spinner label="Loading more boards" /> : null}</div>
      </section>
      {creating ? <CreateBoardModal onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile">
      <div className="profile-header" aria-hidden="true">
        <div className="skeleton" style={{ width: 120, height: 120, borderRadius: '50%' }} />
        <div className="skeleton" style={{ width: 240, height: 36, marginTop: 16 }} />
        <div className="skeleton" style={{ width: 140, height: 16, marginTop: 12 }} />
      </div>
      <ul className="board-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <div className="skeleton" style={{ aspectRatio: '3 / 2' }} />
            <div className="skeleton" style={{ height: 18, width: '60%', marginTop: 12 }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
