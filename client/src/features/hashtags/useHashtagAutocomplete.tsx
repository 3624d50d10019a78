import { useQuery } from '@apollo/client/react';
import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { shortenCount } from '../../../../core/followerCount';
import { hashtagAtCaret, shouldHighlightHashtag } from '../../../../core/hashtags';
import { graphql } from '../../gql';
import './hashtags.css';

const HashtagSuggestionsQuery = graphql(`
  query HashtagSuggestionsQuery($term: String!) {
    hashtagSuggestions(term: $term) {
      query
      pinCount
    }
  }
`);

/** Keys typed in quick succession ask once, for the term they settle on. */
const DEBOUNCE_MS = 150;

export interface HashtagAutocomplete {
  /** Spread onto the textarea. */
  fieldProps: {
    ref: (element: HTMLTextAreaElement | null) => void;
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    onBlur: () => void;
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
  };
  /** The suggestion list, rendered right under the field. */
  flyout: ReactNode;
}

function highlighted(query: string, partial: string): ReactNode {
  // Highlighting applies only when the query is longer than one character.
  if (!shouldHighlightHashtag(partial)) return query;
  const typed = query.slice(0, partial.length + 1);
  return (
    <>
      <mark>{typed}</mark>
      {query.slice(typed.length)}
    </>
  );
}

/**
 * The hashtag autocomplete flyout of a description field. Typing "#gar" lists up to 5 hashtags
 * starting so, most used first, with their pin counts; arrows move, Enter or Tab put the chosen one in, Escape
 * closes. Apollo's cache answers a term asked before without a request; a failed lookup just shows nothing.
 */
export function useHashtagAutocomplete(
  value: string,
  onChange: (value: string) => void,
): HashtagAutocomplete {
  const listId = useId();
  const field = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);
  const at = caret === null ? null : hashtagAtCaret(value, caret);
  const partial = at && at.partial.length > 0 && dismissedAt !== at.start ? at.partial : null;
  const [term, setTerm] = useState<string | null>(null);

  useEffect(() => {
    if (partial === null) {
      setTerm(null);
      return;
    }
    const timer = setTimeout(() => {
      setTerm(partial);
      setActive(0);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [partial]);

  const { data } = useQuery(HashtagSuggestionsQuery, {
    variables: { term: `#${term ?? ''}` },
    skip: term === null,
  });
  const suggestions = partial !== null && term !== null ? (data?.hashtagSuggestions ?? []) : [];
  const open = suggestions.length > 0;

  // After a pick, the caret goes right after the inserted tag once React has put the new text in.
  useLayoutEffect(() => {
    if (pendingCaret === null || !field.current) return;
    field.current.setSelectionRange(pendingCaret, pendingCaret);
    setCaret(pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret]);

  const pick = (query: string) => {
    if (!at || caret === null) return;
    const inserted = `${query} `;
    const rest = value.slice(caret).replace(/^ /, '');
    onChange(`${value.slice(0, at.start)}${inserted}${rest}`);
    setPendingCaret(at.start + inserted.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(suggestions[active]!.query);
    } else if (event.key === 'Escape') {
      // Closing the flyout should not also close the dialog the field is in.
      event.preventDefault();
      event.stopPropagation();
      if (at) setDismissedAt(at.start);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const flyout = open ? (
    <div className="hashtag-flyout">
      <div id={listId} role="listbox" aria-label="Hashtag suggestions" className="hashtag-flyout__list">
        {suggestions.map((suggestion, index) => (
          // Options are reached through the field's aria-activedescendant and its arrow keys, not by focus.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          <div
            key={suggestion.query}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`hashtag-flyout__option${index === active ? ' hashtag-flyout__option--active' : ''}`}
            // Keep focus in the field: the pick happens on mouse down, before the field would blur.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion.query);
            }}
          >
            <span className="hashtag-flyout__query">{highlighted(suggestion.query, partial ?? '')}</span>
            <span className="hashtag-flyout__count">
              {shortenCount(suggestion.pinCount)} {suggestion.pinCount === 1 ? 'Pin' : 'Pins'}
            </span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {suggestions.length} hashtag {suggestions.length === 1 ? 'suggestion' : 'suggestions'}; use the arrow
        keys and Enter to choose
      </p>
    </div>
  ) : null;

  return {
    fieldProps: {
      ref: (element) => {
        field.current = element;
      },
      onKeyDown,
      onSelect: (event) => {
        const position = event.currentTarget.selectionStart;
        setCaret(position === event.currentTarget.selectionEnd ? position : null);
      },
      onBlur: () => setCaret(null),
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(active) : undefined,
    },
    flyout,
  };
}
