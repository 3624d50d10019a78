import { Fragment, type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useState } from 'react';
import {
  activeSearchTerm,
  boardPickerLayout,
  pickerKeyAction,
  pickerOptions,
} from '../../../../core/boardPicker';
import { PlusIcon, SearchIcon } from '../../ui/icons';
import { BoardPickerRowContent, type PickerBoardData } from './BoardPickerRow';
import './board-picker.css';

interface BoardPickerProps {
  allBoards: readonly PickerBoardData[];
  shortlist: readonly PickerBoardData[];
  query: string;
  onQueryChange: (query: string) => void;
  /** The board a save is on its way to; every row waits meanwhile. */
  savingBoardId: string | null;
  onChoose: (board: PickerBoardData) => void;
  onCreateBoard: () => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}

/**
 * Board picker: a search field that drives a listbox (arrow keys move the active row through
 * aria-activedescendant, Enter chooses it), the list laid out by the core rules (one list, a filtered list, or
 * Top choices and All boards), and the create-board button.
 */
export function BoardPicker({
  allBoards,
  shortlist,
  query,
  onQueryChange,
  savingBoardId,
  onChoose,
  onCreateBoard,
  searchRef,
}: BoardPickerProps) {
  const baseId = useId();
  const listId = `${baseId}-list`;
  const layout = useMemo(
    () => boardPickerLayout({ allBoards, shortlist, query }),
    [allBoards, shortlist, query],
  );
  const options = useMemo(() => pickerOptions(layout), [layout]);
  const searching = activeSearchTerm(query) !== null;
  // While searching, the best match is ready for Enter; otherwise no row is active until an arrow key is used.
  const [active, setActive] = useState<number | null>(null);
  const activeIndex = active ?? (searching && options.length > 0 ? 0 : null);
  const optionId = (key: string) => `${baseId}-option-${key}`;
  const activeKey = activeIndex !== null ? options[activeIndex]?.key : undefined;
  const busy = savingBoardId !== null;

  useEffect(() => {
    if (activeKey) document.getElementById(optionId(activeKey))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key === 'Enter' || event.code === 'NumpadEnter' ? 'Enter' : event.key;
    const action = pickerKeyAction(key, activeIndex, options.length);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'move') setActive(action.index);
    else if (!busy) onChoose(options[action.index]!.board);
  };

  const rowsOf = (groupId: string) =>
    options.flatMap((option, at) => (option.groupId === groupId ? [renderOption(option, at)] : []));
  const renderOption = (option: (typeof options)[number], at: number) => {
    const isActive = at === activeIndex;
    const saving = savingBoardId === option.board.entityId;
    return (
      // Options are reached through the search field's aria-activedescendant and its arrow keys, not by focus.
      // biome-ignore lint/a11y/useFocusableInteractive: see above
      // biome-ignore lint/a11y/useKeyWithClickEvents: the search field's keydown works the list
      <div
        key={option.key}
        id={optionId(option.key)}
        role="option"
        aria-selected={isActive}
        aria-disabled={busy || undefined}
        aria-busy={saving || undefined}
        className={`picker-row${isActive ? ' picker-row--active' : ''}${saving ? ' picker-row--saving' : ''}`}
        // Keep focus in the search field, where the keyboard works the list.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => {
          if (activeIndex !== at) setActive(at);
        }}
        onClick={() => {
          if (!busy) onChoose(option.board);
        }}
      >
        <BoardPickerRowContent board={option.board} active={isActive} saving={saving} />
      </div>
    );
  };

  return (
    <div className="board-picker">
      <div className="board-picker__search">
        <SearchIcon className="board-picker__search-icon" />
        <input
          ref={searchRef}
          type="text"
          role="combobox"
          aria-label="Search your boards"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeKey ? optionId(activeKey) : undefined}
          className="board-picker__search-input"
          placeholder="Search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setActive(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Boards"
        className="board-picker__list"
        aria-busy={busy || undefined}
      >
        {layout.groups.map((group) =>
          group.title ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"
            <div
              key={group.id}
              role="group"
              aria-labelledby={`${baseId}-${group.id}`}
              className="board-picker__group"
            >
              <div id={`${baseId}-${group.id}`} role="presentation" className="board-picker__heading">
                {group.title}
              </div>
              {rowsOf(group.id)}
            </div>
          ) : (
            <Fragment key={group.id}>{rowsOf(group.id)}</Fragment>
          ),
        )}
      </div>
      {options.length === 0 ? (
        <p className="board-picker__empty" role="status">
          {searching ? `No boards match “${query.trim()}”` : 'You don’t have any boards yet'}
        </p>
      ) : null}
      <div className="board-picker__footer">
        <button type="button" className="picker-create" onClick={onCreateBoard} disabled={busy}>
          <span className="picker-create__icon" aria-hidden="true">
            <PlusIcon size={20} />
          </span>
          Create board
        </button>
      </div>
    </div>
  );
}
