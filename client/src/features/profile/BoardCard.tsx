import { Link } from 'react-router';
import { boardHref } from '../../../../core/boardHref';
import { samePicture } from '../../../../core/pinSize';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { LockIcon } from '../../ui/icons';
import { useViewer } from '../viewer/useViewer';

export const BoardCard_board = graphql(`
  fragment BoardCard_board on Board {
    id
    name
    url
    privacy
    pinCount
    sectionCount
    imageCoverUrl
    coverDominantColor
    images170x
  }
`);

function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString()} ${count === 1 ? one : many}`;
}

/** A board on a profile: cover with two thumbnails beside it, name, pin count and a lock when secret. */
export function BoardCard(props: { board: FragmentType<typeof BoardCard_board> }) {
  const board = getFragmentData(BoardCard_board, props.board);
  const { isAuth } = useViewer();
  // The cover is 236x wide and the thumbnails 170x: the same picture is left out by its signature.
  const cover = board.imageCoverUrl;
  const thumbnails = board.images170x.filter((url) => !cover || !samePicture(url, cover)).slice(0, 2);
  const placeholder = { background: board.coverDominantColor ?? undefined };
  return (
    <article className="board-card">
      <Link to={boardHref(board.url, isAuth)} className="board-card__link">
        <div className="board-card__collage" aria-hidden="true">
          <div className="board-card__cover" style={placeholder}>
            {board.imageCoverUrl ? <img src={board.imageCoverUrl} alt="" loading="lazy" /> : null}
          </div>
          <div className="board-card__thumbs">
            {[0, 1].map((i) => (
              <div key={i} className="board-card__thumb">
                {thumbnails[i] ? <img src={thumbnails[i]} alt="" loading="lazy" /> : null}
              </div>
            ))}
          </div>
        </div>
        <h3 className="board-card__name">
          <span className="board-card__name-text">{board.name}</span>
          {board.privacy === 'secret' ? (
            <span role="img" aria-label="Secret board" className="board-card__lock">
              <LockIcon size={14} />
            </span>
          ) : null}
        </h3>
        <p className="board-card__meta">
          {countLabel(board.pinCount, 'Pin', 'Pins')}
          {board.sectionCount > 0 ? ` · ${countLabel(board.sectionCount, 'section', 'sections')}` : ''}
        </p>
      </Link>
    </article>
  );
}
