import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { profilePath } from '../../../../core/paths';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { LockIcon } from '../../ui/icons';

export const BoardHeader_board = graphql(`
  fragment BoardHeader_board on Board {
    id
    name
    description
    privacy
    pinCount
    sectionCount
    owner {
      id
      username
      fullName
      imageMediumUrl
    }
  }
`);

interface BoardHeaderProps {
  board: FragmentType<typeof BoardHeader_board>;
  /** Replaces the board name as the page heading (a section page names the section instead). */
  title?: string;
  /** Breadcrumb above the heading. */
  crumb?: ReactNode;
  pinCount?: number;
  actions?: ReactNode;
}

/** A board's name, owner, description and counts. */
export function BoardHeader(props: BoardHeaderProps) {
  const board = getFragmentData(BoardHeader_board, props.board);
  const pins = props.pinCount ?? board.pinCount;
  return (
    <header className="board-header">
      {props.crumb ? <div className="board-header__crumb">{props.crumb}</div> : null}
      <h1 className="board-header__title">
        {props.title ?? board.name}
        {board.privacy === 'secret' && !props.title ? (
          <span role="img" aria-label="Secret board" className="board-header__lock">
            <LockIcon size={18} />
          </span>
        ) : null}
      </h1>
      {board.description && !props.title ? (
        <p className="board-header__description">{board.description}</p>
      ) : null}
      <Link to={profilePath(board.owner.username)} className="board-header__owner">
        <Avatar name={board.owner.fullName} imageUrl={board.owner.imageMediumUrl} size={32} />
        <span>{board.owner.fullName}</span>
      </Link>
      <p className="board-header__meta">
        {pins === 1 ? '1 Pin' : `${pins.toLocaleString()} Pins`}
        {!props.title && board.sectionCount > 0
          ? ` · ${board.sectionCount === 1 ? '1 section' : `${board.sectionCount} sections`}`
          : ''}
      </p>
      {props.actions ? <div className="board-header__actions">{props.actions}</div> : null}
    </header>
  );
}
