import { describe, expect, it } from 'vitest';
import {
  ADD_SECTION_TITLE,
  activeSearchTerm,
  afterBoardChosen,
  alreadySavedText,
  BOARD_CREATED_ANIMATION_MS,
  BOARD_SEARCH_MIN_LENGTH,
  boardPickerLayout,
  digitNamesLast,
  filterBoards,
  PIN_PREVIEW_MAX_HEIGHT,
  pickerKeyAction,
  pickerOptions,
  previousSaveStep,
  SAVE_STEP_TITLES,
  SHORTLIST_SUGGESTIONS,
  SINGLE_LIST_MAX_BOARDS,
  saveModalHeight,
  saveModalHeightCss,
  sectionNameSuggestions,
} from '../../core/boardPicker';

const board = (entityId: string, name: string) => ({ entityId, name });
const names = (boards: { name: string }[]) => boards.map((b) => b.name);

const four = [
  board('1', 'Places to Go'),
  board('2', '2024 trips'),
  board('3', 'Recipes'),
  board('4', 'Gift ideas'),
];

describe('board list layout', () => {
  it('shows one list, without headings, for 3 boards or fewer', () => {
    expect(SINGLE_LIST_MAX_BOARDS).toBe(3);
    const layout = boardPickerLayout({ allBoards: four.slice(0, 3), shortlist: [four[2]!], query: '' });
    expect(layout.kind).toBe('single');
    expect(layout.groups).toHaveLength(1);
    expect(layout.groups[0]!.title).toBeNull();
    expect(names(layout.groups[0]!.boards)).toEqual(['Places to Go', 'Recipes', '2024 trips']);
  });

  it('shows Top choices (the shortlist) and All boards for more than 3 boards', () => {
    const layout = boardPickerLayout({ allBoards: four, shortlist: [four[3]!, four[0]!], query: '' });
    expect(layout.kind).toBe('grouped');
    expect(layout.groups.map((g) => g.title)).toEqual(['Top choices', 'All boards']);
    expect(names(layout.groups[0]!.boards)).toEqual(['Gift ideas', 'Places to Go']);
    expect(names(layout.groups[1]!.boards)).toEqual(['Places to Go', 'Recipes', 'Gift ideas', '2024 trips']);
  });

  it('leaves Top choices out when there is no shortlist', () => {
    const layout = boardPickerLayout({ allBoards: four, shortlist: [], query: '' });
    expect(layout.groups.map((g) => g.title)).toEqual(['All boards']);
  });

  it('never suggests a shortlisted board that is no longer offered', () => {
    const layout = boardPickerLayout({ allBoards: four, shortlist: [board('99', 'Archived')], query: '' });
    expect(layout.groups.map((g) => g.title)).toEqual(['All boards']);
  });

  it('shows a filtered list once the search term reaches the minimum length', () => {
    expect(BOARD_SEARCH_MIN_LENGTH).toBe(1);
    const layout = boardPickerLayout({ allBoards: four, shortlist: [four[0]!], query: 'i' });
    expect(layout.kind).toBe('filtered');
    expect(layout.groups).toHaveLength(1);
    expect(layout.groups[0]!.title).toBeNull();
    expect(names(layout.groups[0]!.boards)).toEqual(['Recipes', 'Gift ideas', '2024 trips']);
  });

  it('filters even a short list of 3 boards or fewer', () => {
    const layout = boardPickerLayout({ allBoards: four.slice(0, 3), shortlist: [], query: 'rec' });
    expect(layout.kind).toBe('filtered');
    expect(names(layout.groups[0]!.boards)).toEqual(['Recipes']);
  });

  it('ignores a search term of spaces only', () => {
    expect(activeSearchTerm('   ')).toBeNull();
    expect(activeSearchTerm('  go ')).toBe('go');
    expect(boardPickerLayout({ allBoards: four, shortlist: [], query: '   ' }).kind).toBe('grouped');
  });
});

describe('board ordering', () => {
  it('lists names starting with a digit after the others, otherwise keeping the order', () => {
    const boards = [
      board('1', '1st apartment'),
      board('2', 'Zebra'),
      board('3', '9 lives'),
      board('4', 'Apple'),
    ];
    expect(names(digitNamesLast(boards))).toEqual(['Zebra', 'Apple', '1st apartment', '9 lives']);
  });

  it('puts digit names last in Top choices, All boards and search results alike', () => {
    const boards = [
      board('1', '10 recipes'),
      board('2', 'Recipes'),
      board('3', 'Cakes'),
      board('4', 'Trips'),
    ];
    const grouped = boardPickerLayout({ allBoards: boards, shortlist: [boards[0]!, boards[1]!], query: '' });
    expect(names(grouped.groups[0]!.boards)).toEqual(['Recipes', '10 recipes']);
    expect(names(grouped.groups[1]!.boards)).toEqual(['Recipes', 'Cakes', 'Trips', '10 recipes']);
    const filtered = boardPickerLayout({ allBoards: boards, shortlist: [], query: 'recipes' });
    expect(names(filtered.groups[0]!.boards)).toEqual(['Recipes', '10 recipes']);
  });

  it('matches case- and accent-insensitively, names starting with the term first', () => {
    const boards = [board('1', 'Paris Cafés'), board('2', 'Cafe racers'), board('3', 'Tea')];
    expect(names(filterBoards(boards, 'CAFE'))).toEqual(['Cafe racers', 'Paris Cafés']);
  });
});

describe('picker rows and keys (arrow-up, arrow-down, Enter)', () => {
  it('gives every row a unique key even when a board is in both groups', () => {
    const layout = boardPickerLayout({ allBoards: four, shortlist: [four[0]!], query: '' });
    const keys = pickerOptions(layout).map((o) => o.key);
    expect(keys).toEqual(['top-1', 'all-1', 'all-3', 'all-4', 'all-2']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('moves down from nothing to the first row and wraps after the last', () => {
    expect(pickerKeyAction('ArrowDown', null, 3)).toEqual({ type: 'move', index: 0 });
    expect(pickerKeyAction('ArrowDown', 0, 3)).toEqual({ type: 'move', index: 1 });
    expect(pickerKeyAction('ArrowDown', 2, 3)).toEqual({ type: 'move', index: 0 });
  });

  it('moves up from nothing to the last row and wraps before the first', () => {
    expect(pickerKeyAction('ArrowUp', null, 3)).toEqual({ type: 'move', index: 2 });
    expect(pickerKeyAction('ArrowUp', 2, 3)).toEqual({ type: 'move', index: 1 });
    expect(pickerKeyAction('ArrowUp', 0, 3)).toEqual({ type: 'move', index: 2 });
  });

  it('chooses the active row with Enter', () => {
    expect(pickerKeyAction('Enter', 1, 3)).toEqual({ type: 'choose', index: 1 });
  });

  it('chooses the only row left with Enter, and nothing when several wait unchosen', () => {
    expect(pickerKeyAction('Enter', null, 1)).toEqual({ type: 'choose', index: 0 });
    expect(pickerKeyAction('Enter', null, 3)).toBeNull();
  });

  it('leaves other keys and empty lists to the search field', () => {
    expect(pickerKeyAction('a', 0, 3)).toBeNull();
    expect(pickerKeyAction('Tab', 0, 3)).toBeNull();
    expect(pickerKeyAction('ArrowDown', null, 0)).toBeNull();
  });

  it('treats an active row past the end (the list got shorter) as none', () => {
    expect(pickerKeyAction('ArrowDown', 7, 2)).toEqual({ type: 'move', index: 0 });
    expect(pickerKeyAction('Enter', 7, 2)).toBeNull();
  });
});

describe('save modal steps', () => {
  it('titles each step', () => {
    expect(SAVE_STEP_TITLES).toEqual({
      chooseBoard: 'Choose board',
      chooseSection: 'Choose section',
      createBoard: 'Create board',
      createSection: 'Create section',
      boardCreated: 'Board created',
    });
    expect(ADD_SECTION_TITLE).toBe('Add section');
  });

  it('steps back: a create form with a section board selected goes to the section list', () => {
    expect(previousSaveStep('createSection', true)).toBe('chooseSection');
    expect(previousSaveStep('createBoard', true)).toBe('chooseSection');
  });

  it('steps back: a create form without a section board goes to the board list', () => {
    expect(previousSaveStep('createBoard', false)).toBe('chooseBoard');
  });

  it('steps back: the section list goes to the board list, and the board list closes', () => {
    expect(previousSaveStep('chooseSection', true)).toBe('chooseBoard');
    expect(previousSaveStep('chooseBoard', false)).toBeNull();
  });

  it('opens the section picker for a board with sections and saves at once to one without', () => {
    expect(afterBoardChosen({ sectionCount: 2 })).toBe('chooseSection');
    expect(afterBoardChosen({ sectionCount: 0 })).toBe('save');
  });

  it('dismisses the board-created animation after 2600 ms', () => {
    expect(BOARD_CREATED_ANIMATION_MS).toBe(2600);
  });

  it('asks for 2 shortlist suggestions', () => {
    expect(SHORTLIST_SUGGESTIONS).toBe(2);
  });
});

describe('save modal size', () => {
  it('is 90vh minus 97 px tall, at most 703 px', () => {
    expect(saveModalHeight(600)).toBe(443);
    expect(saveModalHeight(900)).toBe(703);
    expect(saveModalHeight(2000)).toBe(703);
    expect(saveModalHeightCss()).toBe('min(calc(90vh - 97px), 703px)');
  });

  it('shows the pin preview at most 335 px tall', () => {
    expect(PIN_PREVIEW_MAX_HEIGHT).toBe(335);
  });
});

describe('already-saved notice', () => {
  it('reads "Psst! You already saved this Pin to {board_name}"', () => {
    expect(alreadySavedText({ name: 'Places to Go', layout: 'default' })).toBe(
      'Psst! You already saved this Pin to Places to Go',
    );
  });

  it('says nothing for a quick_creates board or when the pin is not saved yet', () => {
    expect(alreadySavedText({ name: 'Quick saves', layout: 'quick_creates' })).toBeNull();
    expect(alreadySavedText(null)).toBeNull();
  });
});

describe('section name suggestions (name source 1/2)', () => {
  it('offers the pin-derived names the board does not have yet, case-insensitively', () => {
    expect(
      sectionNameSuggestions(['Mountains', 'Lakes', 'Coast', 'Forests'], ['mountains', ' Coast ']),
    ).toEqual(['Lakes', 'Forests']);
  });

  it('offers at most 5', () => {
    expect(sectionNameSuggestions(['a', 'b', 'c', 'd', 'e', 'f'], [])).toHaveLength(5);
  });
});
