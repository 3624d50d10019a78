import { INTERESTS_MAX } from '../../../../core/interests';

export interface InterestChoice {
  slug: string;
  name: string;
}

interface InterestsPickerProps {
  /** Names the group, e.g. "Topics". */
  label: string;
  choices: readonly InterestChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** Topics as toggle buttons; at most INTERESTS_MAX may be on, after which the others wait. */
export function InterestsPicker({ label, choices, selected, onChange }: InterestsPickerProps) {
  const full = selected.length >= INTERESTS_MAX;
  const toggle = (slug: string) =>
    onChange(selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug]);
  return (
    <ul className="interests-picker" aria-label={label}>
      {choices.map((choice) => {
        const on = selected.includes(choice.slug);
        return (
          <li key={choice.slug}>
            <button
              type="button"
              className="interests-picker__topic"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => toggle(choice.slug)}
            >
              {choice.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
