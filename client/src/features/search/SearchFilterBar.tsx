import type { ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { COLOR_FAMILIES, type ColorFamily } from '../../../../core/colorFamily';
import {
  hasSearchFilters,
  type MediaType,
  NO_SEARCH_FILTERS,
  type PostedWithin,
  type SearchFilters,
  type SearchState,
  searchStatePath,
} from '../../../../core/searchState';
import { CloseIcon } from '../../ui/icons';
import { SearchPriceFilter } from './SearchPriceFilter';

const TYPE_LABELS: readonly [MediaType | '', string][] = [
  ['', 'Pictures and videos'],
  ['image', 'Pictures'],
  ['video', 'Videos'],
];

const DATE_LABELS: readonly [PostedWithin | '', string][] = [
  ['', 'Any time'],
  ['day', 'Past day'],
  ['week', 'Past week'],
  ['month', 'Past month'],
  ['year', 'Past year'],
];

/** A swatch's colour on screen (the family's name is its label). */
const SWATCHES: ReadonlyMap<ColorFamily, string> = new Map([
  ['red', '#d6313a'],
  ['orange', '#f08a24'],
  ['yellow', '#f2cf3b'],
  ['green', '#3e9f4f'],
  ['teal', '#2aa8a8'],
  ['blue', '#3466d6'],
  ['purple', '#8547c2'],
  ['pink', '#ef7fb3'],
  ['brown', '#7a4b2a'],
  ['black', '#1c1c1c'],
  ['gray', '#8c8c8c'],
  ['white', '#f7f7f5'],
]);

/**
 * The filters of a pin search: type (not in the videos scope, which is videos already), date, colours, the
 * site or person the address asked for, and prices in the shopping scopes. Each change is a new address, so a
 * filtered search can be shared and Back undoes the change.
 */
export function SearchFilterBar({ state, prices = false }: { state: SearchState; prices?: boolean }) {
  const navigate = useNavigate();
  const { filters } = state;
  const pathWith = (change: Partial<SearchFilters>) =>
    searchStatePath({ ...state, filters: { ...filters, ...change }, source: 'filter' });
  const onType = (event: ChangeEvent<HTMLSelectElement>) =>
    navigate(pathWith({ mediaType: (event.currentTarget.value || null) as MediaType | null }));
  const onDate = (event: ChangeEvent<HTMLSelectElement>) =>
    navigate(pathWith({ postedWithin: (event.currentTarget.value || null) as PostedWithin | null }));
  const toggleColor = (color: ColorFamily) =>
    navigate(
      pathWith({
        colors: filters.colors.includes(color)
          ? filters.colors.filter((one) => one !== color)
          : [...filters.colors, color],
      }),
    );

  return (
    <fieldset className="search-filters">
      <legend className="visually-hidden">Filters</legend>
      {state.scope === 'videos' ? null : (
        <span className="search-filters__field">
          <select aria-label="Type" value={filters.mediaType ?? ''} onChange={onType}>
            {TYPE_LABELS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className="search-filters__field">
        <select aria-label="Saved" value={filters.postedWithin ?? ''} onChange={onDate}>
          {DATE_LABELS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a set of form fields */}
      <div className="search-filters__colors" role="group" aria-label="Colour">
        {COLOR_FAMILIES.map((color) => (
          <button
            key={color}
            type="button"
            className="search-filters__swatch"
            style={{ background: SWATCHES.get(color) }}
            aria-pressed={filters.colors.includes(color)}
            aria-label={color}
            title={color}
            onClick={() => toggleColor(color)}
          />
        ))}
      </div>
      {prices ? (
        <SearchPriceFilter
          key={`${filters.priceMin}-${filters.priceMax}`}
          filters={filters}
          pathWith={pathWith}
        />
      ) : null}
      {filters.domains.map((domain) => (
        <Link
          key={domain}
          className="search-filters__chip"
          to={pathWith({ domains: filters.domains.filter((one) => one !== domain) })}
          aria-label={`Remove the filter: from ${domain}`}
        >
          From {domain} <CloseIcon size={10} />
        </Link>
      ))}
      {filters.user ? (
        <Link
          className="search-filters__chip"
          to={pathWith({ user: null })}
          aria-label={`Remove the filter: saved by @${filters.user}`}
        >
          Saved by @{filters.user} <CloseIcon size={10} />
        </Link>
      ) : null}
      {hasSearchFilters(filters) ? (
        <Link className="search-filters__clear" to={pathWith(NO_SEARCH_FILTERS)}>
          Clear filters
        </Link>
      ) : null}
    </fieldset>
  );
}
