import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { BoardPickerRow_BoardFragment } from '../../gql/graphql';
import { ChevronRightIcon, LockIcon, PeopleIcon, SectionsIcon, ShieldIcon } from '../../ui/icons';

export const BoardPickerRow_board = graphql(`
  fragment BoardPickerRow_board on Board {
    id
    entityId
    name
    url
    privacy
    isCollaborative
    sectionCount
    imageCoverUrl
    coverDominantColor
  }
`);

/** A board as the picker sees it. */
export type PickerBoardData = BoardPickerRow_BoardFragment;

/** Unmasks boards for the picker's rules (layout, search) and rows. */
export function pickerBoards(
  boards: readonly FragmentType<typeof BoardPickerRow_board>[],
): PickerBoardData[] {
  return [...getFragmentData(BoardPickerRow_board, boards)];
}

interface BoardCoverProps {
  imageUrl: string | null;
  color?: string | null;
  size?: number;
}

/** A board's cover thumbnail; a new board without pins gets a placeholder tile. */
export function BoardCover({ imageUrl, color, size = 48 }: BoardCoverProps) {
  return (
    <span
      className={`picker-cover${imageUrl ? '' : ' picker-cover--empty'}`}
      style={{ width: size, height: size, background: imageUrl ? (color ?? undefined) : undefined }}
      aria-hidden="true"
    >
      {imageUrl ? <img src={imageUrl} alt="" loading="lazy" /> : <SectionsIcon size={Math.round(size / 3)} />}
    </span>
  );
}

/**
 * The icons after a board's name in the picker: secret, group (collaborative), protected and
 * has sections, each with a spoken label.
 */
export function BoardBadges({ board }: { board: PickerBoardData }) {
  return (
    <span className="picker-badges">
      {board.privacy === 'secret' ? (
        <span role="img" aria-label="Secret board" title="Secret board">
          <LockIcon />
        </span>
      ) : null}
      {board.privacy === 'protected' ? (
        <span role="img" aria-label="Protected board" title="Protected board">
          <ShieldIcon />
        </span>
      ) : null}
      {board.isCollaborative ? (
        <span role="img" aria-label="Group board" title="Group board">
          <PeopleIcon />
        </span>
      ) : null}
      {board.sectionCount > 0 ? (
        <span role="img" aria-label="Has sections" title="Has sections">
          <SectionsIcon />
        </span>
      ) : null}
    </span>
  );
}

interface BoardPickerRowProps {
  board: PickerBoardData;
  /** The arrow keys' current row. */
  active: boolean;
  /** A save to this board is on its way. */
  saving: boolean;
}

/** The inside of one board option: cover, name, badges, and what choosing it does. */
export function BoardPickerRowContent({ board, active, saving }: BoardPickerRowProps) {
  return (
    <>
      <BoardCover imageUrl={board.imageCoverUrl} color={board.coverDominantColor} />
      <span className="picker-row__name">
        <span className="picker-row__text">{board.name}</span>
        <BoardBadges board={board} />
      </span>
      {saving ? (
        <span className="picker-row__status">
          <span className="btn__spinner" aria-hidden="true" />
          Saving…
        </span>
      ) : board.sectionCount > 0 ? (
        <ChevronRightIcon className="picker-row__chevron" />
      ) : (
        <span className={`picker-row__save${active ? ' picker-row__save--shown' : ''}`} aria-hidden="true">
          Save
        </span>
      )}
    </>
  );
}
