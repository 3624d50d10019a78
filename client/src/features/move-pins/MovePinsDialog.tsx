import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { LockIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import type { MoveDestination } from './movablePin';

const MovePinsPickerQuery = graphql(`
  query MovePinsPickerQuery($boardId: String!, $sections: Int!) {
    board(id: $boardId) {
      ...MovePinsPicker_board
    }
    boardPicker {
      allBoards {
        ...MovePinsPicker_board
      }
    }
  }
`);

const MovePinsPicker_board = graphql(`
  fragment MovePinsPicker_board on Board {
    id
    entityId
    name
    privacy
    imageCoverUrl
    coverDominantColor
    sections(first: $sections) {
      edges {
        node {
          id
          entityId
          name
        }
      }
    }
  }
`);

/** Boards show their sections on one page; the picker does the same. */
const SECTIONS_PAGE_SIZE = 50;

interface PickerBoard {
  id: string;
  entityId: string;
  name: string;
  privacy: string;
  imageCoverUrl?: string | null;
  coverDominantColor?: string | null;
  sections: { edges: { node: { id: string; entityId: string; name: string } }[] };
}

interface MovePinsDialogProps {
  count: number;
  /** The board the pins are on now (entity id): listed first. */
  currentBoardId: string;
  /** The section page the pins are on (cache id): not offered as a destination. */
  currentSectionId: string | null;
  onChoose: (to: MoveDestination) => void;
  onClose: () => void;
}

/** Arrow keys move between the rows of a list of buttons. */
function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  event.preventDefault();
  buttons[(next + buttons.length) % buttons.length]?.focus();
}

/**
 * Where to move the selected pins: one of the viewer's boards (the current one first; a search narrows the
 * list), then — for a board with sections — the board itself or one of its sections.
 */
export function MovePinsDialog({
  count,
  currentBoardId,
  currentSectionId,
  onChoose,
  onClose,
}: MovePinsDialogProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const { data, loading } = useQuery(MovePinsPickerQuery, {
    variables: { boardId: currentBoardId, sections: SECTIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [search, setSearch] = useState('');
  const [board, setBoard] = useState<PickerBoard | null>(null);
  const current: PickerBoard | null = data?.board ? getFragmentData(MovePinsPicker_board, data.board) : null;
  const all: readonly PickerBoard[] = getFragmentData(
    MovePinsPicker_board,
    data?.boardPicker.allBoards ?? [],
  );
  const boards = [...(current ? [current] : []), ...all.filter((b) => b.id !== current?.id)];
  const term = search.trim().toLowerCase();
  const shown = term ? boards.filter((b) => b.name.toLowerCase().includes(term)) : boards;
  const title = count === 1 ? 'Move 1 Pin' : `Move ${count} Pins`;

  const chooseBoard = (picked: PickerBoard) => {
    if (picked.sections.edges.length === 0) onChoose(destination(picked, null));
    else setBoard(picked);
  };

  if (board) {
    return (
      <Modal title="Choose section" subtitle={board.name} onClose={onClose} size="sm">
        <ul className="move-picker__list" aria-label={`Sections of ${board.name}`} onKeyDown={onListKeyDown}>
          <li>
            <button
              type="button"
              className="move-picker__row"
              onClick={() => onChoose(destination(board, null))}
            >
              <span className="move-picker__name">{board.name}</span>
              <span className="move-picker__hint">No section</span>
            </button>
          </li>
          {board.sections.edges.map(({ node: section }) => {
            const here = section.id === currentSectionId;
            return (
              <li key={section.id}>
                <button
                  type="button"
                  className="move-picker__row"
                  disabled={here}
                  onClick={() => onChoose(destination(board, section))}
                >
                  <span className="move-picker__name">{section.name}</span>
                  {here ? <span className="move-picker__hint">They’re here now</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="form-actions">
          <button type="button" className="btn btn--secondary btn--md" onClick={() => setBoard(null)}>
            Back to boards
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={title} subtitle="Choose board" onClose={onClose} initialFocusRef={searchRef} size="sm">
      <div className="move-picker">
        <label className="visually-hidden" htmlFor="move-picker-search">
          Search your boards
        </label>
        <input
          id="move-picker-search"
          ref={searchRef}
          className="field__input"
          placeholder="Search your boards"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              event.currentTarget.parentElement
                ?.querySelector<HTMLButtonElement>('.move-picker__row')
                ?.focus();
            } else if (event.key === 'Enter' && shown[0]) {
              event.preventDefault();
              chooseBoard(shown[0]);
            }
          }}
        />
        {!data && loading ? (
          <Spinner label="Loading your boards" />
        ) : shown.length === 0 ? (
          <p className="move-picker__empty">No boards match “{search.trim()}”.</p>
        ) : (
          <ul className="move-picker__list" aria-label="Your boards" onKeyDown={onListKeyDown}>
            {shown.map((b) => (
              <li key={b.id}>
                <button type="button" className="move-picker__row" onClick={() => chooseBoard(b)}>
                  <span
                    className="move-picker__cover"
                    style={{ background: b.coverDominantColor ?? undefined }}
                  >
                    {b.imageCoverUrl ? <img src={b.imageCoverUrl} alt="" /> : null}
                  </span>
                  <span className="move-picker__name">{b.name}</span>
                  {b.privacy === 'secret' ? (
                    <span role="img" aria-label="Secret board" className="move-picker__hint">
                      <LockIcon />
                    </span>
                  ) : null}
                  {b.sections.edges.length > 0 ? (
                    <span className="move-picker__hint">
                      {b.sections.edges.length === 1 ? '1 section' : `${b.sections.edges.length} sections`}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

function destination(
  board: PickerBoard,
  section: { id: string; entityId: string; name: string } | null,
): MoveDestination {
  return {
    boardId: board.id,
    boardEntityId: board.entityId,
    boardName: board.name,
    sectionId: section?.id ?? null,
    sectionEntityId: section?.entityId ?? null,
    sectionName: section?.name ?? null,
  };
}
