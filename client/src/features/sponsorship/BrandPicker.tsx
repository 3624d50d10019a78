import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { brandDisplayName } from '../../../../core/sponsorship';
import { graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';

const BrandSearchQuery = graphql(`
  query BrandSearchQuery($query: String!) {
    brandSearch(query: $query) {
      id
      entityId
      username
      fullName
      businessName
      imageSmallUrl
    }
  }
`);

/** Typing pauses this long before the search asks the server. */
const SEARCH_DELAY_MS = 200;

/** A business account chosen as the brand of a paid partnership. */
export interface BrandChoice {
  entityId: string;
  username: string;
  name: string;
}

interface BrandPickerProps {
  onChoose: (brand: BrandChoice) => void;
  disabled?: boolean;
}

/**
 * "Find the brand": a combobox over the business accounts a creator may name (by name or username). Arrow keys
 * move through the results and Enter chooses.
 */
export function BrandPicker({ onChoose, disabled }: BrandPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { data, loading } = useQuery(BrandSearchQuery, { variables: { query }, skip: query === '' });
  const brands = text.trim() === '' ? [] : (data?.brandSearch ?? []);
  const activeIndex = Math.min(active, brands.length - 1);
  const optionId = (index: number) => `${id}-brand-${index}`;

  const choose = (index: number) => {
    const brand = brands[index];
    if (!brand) return;
    onChoose({ entityId: brand.entityId, username: brand.username, name: brandDisplayName(brand) });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && brands.length > 0) {
      event.preventDefault();
      setActive((activeIndex + 1) % brands.length);
    } else if (event.key === 'ArrowUp' && brands.length > 0) {
      event.preventDefault();
      setActive((activeIndex - 1 + brands.length) % brands.length);
    } else if (event.key === 'Enter') {
      // Enter picks a brand here; it never submits the form around the picker.
      event.preventDefault();
      choose(activeIndex);
    }
  };

  return (
    <div className="brand-picker">
      <label htmlFor={`${id}-input`} className="field__label">
        Brand
      </label>
      <input
        id={`${id}-input`}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search business accounts by name or username"
        aria-expanded={brands.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={brands.length > 0 ? optionId(activeIndex) : undefined}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div id={`${id}-list`} role="listbox" aria-label="Brands" className="brand-picker__list">
        {brands.map((brand, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows and Enter) for its options
          <div
            key={brand.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className={`brand-picker__option${index === activeIndex ? ' is-active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(index)}
          >
            <Avatar name={brandDisplayName(brand)} imageUrl={brand.imageSmallUrl} size={32} />
            <span className="brand-picker__who">
              <span className="brand-picker__name">{brandDisplayName(brand)}</span>
              <span className="brand-picker__sub">@{brand.username}</span>
            </span>
          </div>
        ))}
      </div>
      {!loading && query !== '' && text.trim() !== '' && brands.length === 0 ? (
        <p className="brand-picker__empty" role="status">
          No business account found. Only business accounts can be named as a paid partner.
        </p>
      ) : null}
    </div>
  );
}
