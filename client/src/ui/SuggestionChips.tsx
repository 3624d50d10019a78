import { useId } from 'react';
import './suggestion-chips.css';

interface SuggestionChipsProps {
  /** Names the list, e.g. "Suggested names". */
  label: string;
  suggestions: readonly string[];
  /** The suggestion currently in the field, shown pressed. */
  selected?: string | null;
  onPick: (suggestion: string) => void;
}

/** A row of ready-made values for a text field; picking one fills the field. */
export function SuggestionChips({ label, suggestions, selected, onPick }: SuggestionChipsProps) {
  const labelId = useId();
  if (suggestions.length === 0) return null;
  return (
    <div className="suggestion-chips">
      <p id={labelId} className="suggestion-chips__label">
        {label}
      </p>
      <ul className="suggestion-chips__list" aria-labelledby={labelId}>
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              className="suggestion-chips__chip"
              aria-pressed={selected === suggestion}
              onClick={() => onPick(suggestion)}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
