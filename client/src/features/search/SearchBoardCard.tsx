import { Link } from 'react-router';
import { profilePath } from '../../../../core/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { BoardCard } from '../profile/BoardCard';
// NOTE: the board card's styles live with the profile, its first home; a search page opened directly needs them too.
import '../profile/profile.css';

export const SearchBoardCard_board = graphql(`
  fragment SearchBoardCard_board on Board {
    id
    owner {
      id
      username
      fullName
      imageSmallUrl
    }
    ...BoardCard_board
  }
`);

/** A board found by search: the profile's board card, and whose board it is (results come from everyone). */
export function SearchBoardCard(props: { board: FragmentType<typeof SearchBoardCard_board> }) {
  const board = getFragmentData(SearchBoardCard_board, props.board);
  return (
    <div className="search-board">
      <BoardCard board={board} />
      <Link to={profilePath(board.owner.username)} className="search-board__owner">
        <Avatar name={board.owner.fullName} imageUrl={board.owner.imageSmallUrl} size={20} />
        <span>{board.owner.fullName}</span>
      </Link>
    </div>
  );
}
