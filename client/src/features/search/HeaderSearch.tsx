import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { profilePath } from '../../../../core/paths';
import { type SearchScope, searchPath } from '../../../../core/search';
import { Avatar } from '../../ui/Avatar';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { readSearchQuery } from './searchLocation';
import { type TypeaheadResult, useTypeahead } from './useTypeahead';
import './search.css';

type Suggestion =
  | { kind: 'query'; key: string; query: string }
  | { kind: 'user'; key: string; username: string; fullName: string; imageSmallUrl: string | null }
  | { kind: 'scope'; key: string; scope: SearchScope; label: string };

/** The other scopes the typed text can be searched in, offered under the suggestions. */
const OFFERED_SCOPES: readonly { scope: SearchScope; label: string }[] = [
  { scope: 'videos', label: 'Videos' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'People' },
];

function scopeSuggestions(text: string): Suggestion[] {
  const typed = text.trim();
  if (!typed) return [];
  return OFFERED_SCOPES.map(({ scope, label }) => ({ kind: 'scope', key: `scope:${scope}`, scope, label }));
}

/** The typeahead's items as options: searches first, then people. */
function suggestionsOf(typeahead: TypeaheadResult | null): { queries: Suggestion[]; people: Suggestion[] } {
  const queries: Suggestion[] = [];
  const people: Suggestion[] = [];
  for (const item of typeahead?.items ?? []) {
    if (item.kind === 'QUERY' && item.query) {
      queries.push({ kind: 'query', key: `query:${item.query}`, query: item.query });
    } else if (item.kind === 'USER' && item.user) {
      const { id, username, fullName, imageSmallUrl } = item.user;
      people.push({ kind: 'user', key: `user:${id}`, username, fullName, imageSmallUrl });
    }
  }
  return { queries, people };
}

/** The rest of the server's hint when it continues exactly what was typed, for the box to show greyed out. */
function completionOf(text: string, hint: string | null | undefined): string {
  if (!hint || !text || hint.length <= text.length || !hint.startsWith(text.toLowerCase())) return '';
  return hint.slice(text.length);
}

/**
 * The header's search box: a combobox per the ARIA pattern. Typing shows the typeahead's suggestions (searches,
 * then people); ArrowDown and ArrowUp move through them and wrap, Enter runs the highlighted one or, with none
 * highlighted, searches the typed text; Escape or a click elsewhere closes the list. The server's hint shows as
 * a grey completion that ArrowRight at the end of the text accepts. On the search page the box holds its query.
 */
export function HeaderSearch() {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const location = useLocation();
  const pageQuery = readSearchQuery(location.pathname, location.search);
  const rootRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(pageQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The completion is drawn over the input, so it only lines up while the typed text fits in the box.
  const [textFits, setTextFits] = useState(true);

  // Every navigation starts over: the box holds the new page's query (empty off the search page), list closed.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setText(pageQuery);
    setOpen(false);
    setActive(-1);
  }

  const typeahead = useTypeahead(text, open);
  const { queries, people } = suggestionsOf(typeahead);
  const scopes = scopeSuggestions(text);
  const suggestions = [...queries, ...people, ...scopes];
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;
  const completion = expanded && textFits ? completionOf(text, typeahead?.hint) : '';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /**
   * Runs a suggestion, or searches the typed text when there is none. The box lets go of the focus, so a phone's
   * keyboard closes over the results (and the box, widened while in use on a phone, gives the header back).
   */
  const run = (suggestion: Suggestion | undefined) => {
    close();
    inputRef.current?.blur();
    if (suggestion?.kind === 'user') {
      navigate(profilePath(suggestion.username));
      return;
    }
    const query = (suggestion?.kind === 'query' ? suggestion.query : text).trim();
    if (!query) return;
    setText(query);
    navigate(searchPath(query, suggestion?.kind === 'scope' ? suggestion.scope : 'pins'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(activeIndex >= 0 ? suggestions[activeIndex] : undefined);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    setText(input.value);
    setTextFits(input.scrollWidth <= input.clientWidth);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else setText('');
    } else if (event.key === 'ArrowRight' && completion) {
      const input = event.currentTarget;
      if (input.selectionStart !== text.length || input.selectionEnd !== text.length) return;
      event.preventDefault();
      setText(text + completion);
      setActive(-1);
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const renderOption = (suggestion: Suggestion, index: number) => (
    // Options are reached through the input's aria-activedescendant and its arrow keys, not by focus.
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keydown works the list
    <div
      key={suggestion.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      className={`header-search__option${index === activeIndex ? ' is-active' : ''}`}
      // Keep the focus in the box: the click runs the option.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => setActive(index)}
      onClick={() => run(suggestion)}
    >
      {suggestion.kind === 'query' ? (
        <>
          <span className="header-search__option-icon" aria-hidden="true">
            <SearchIcon size={16} />
          </span>
          <span className="header-search__option-text">{suggestion.query}</span>
        </>
      ) : suggestion.kind === 'scope' ? (
        <>
          <span className="header-search__option-icon" aria-hidden="true">
            <SearchIcon size={16} />
          </span>
          <span className="header-search__option-text">
            {suggestion.label} for “{text.trim()}”
          </span>
        </>
      ) : (
        <>
          <Avatar name={suggestion.fullName} imageUrl={suggestion.imageSmallUrl} size={32} />
          <span className="header-search__option-text">
            <span className="header-search__name">{suggestion.fullName}</span>{' '}
            <span className="header-search__username">@{suggestion.username}</span>
          </span>
        </>
      )}
    </div>
  );

  return (
    <search ref={rootRef} className="header-search">
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search
        </label>
        <div className="header-search__field">
          <span className="header-search__icon" aria-hidden="true">
            <SearchIcon size={18} />
          </span>
          <div className="header-search__completion" aria-hidden="true">
            <span className="header-search__typed">{text}</span>
            {completion}
          </div>
          <input
            id={inputId}
            ref={inputRef}
            className="header-search__input"
            type="text"
            role="combobox"
            placeholder="Search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
          />
          {text ? (
            <button
              type="button"
              className="icon-button header-search__clear"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                close();
                inputRef.current?.focus();
              }}
            >
              <CloseIcon size={14} />
            </button>
          ) : null}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          className="header-search__list"
          hidden={!expanded}
        >
          {queries.map((suggestion, index) => renderOption(suggestion, index))}
          {people.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"
            <div role="group" aria-labelledby={`${id}-people`}>
              <div id={`${id}-people`} role="presentation" className="header-search__heading">
                People
              </div>
              {people.map((suggestion, index) => renderOption(suggestion, queries.length + index))}
            </div>
          ) : null}
          {scopes.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"
            <div role="group" aria-labelledby={`${id}-scopes`}>
              <div id={`${id}-scopes`} role="presentation" className="header-search__heading">
                Search in
              </div>
              {scopes.map((suggestion, index) =>
                renderOption(suggestion, queries.length + people.length + index),
              )}
            </div>
          ) : null}
        </div>
      </form>
    </search>
  );
}
