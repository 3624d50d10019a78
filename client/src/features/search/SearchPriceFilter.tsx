import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchFilters } from '../../../../core/searchState';

/** A typed amount as a filter: a plain non-negative number, or nothing (anything else is ignored, not refused). */
function amountOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

interface SearchPriceFilterProps {
  filters: SearchFilters;
  /** The search page's address with these filters changed. */
  pathWith: (change: Partial<SearchFilters>) => string;
}

/**
 * The shopping scopes' price filters: a lowest and highest price (in each Pin's own currency), applied with
 * Enter or the button, and "On sale", applied at once. Each is part of the address.
 */
export function SearchPriceFilter({ filters, pathWith }: SearchPriceFilterProps) {
  const navigate = useNavigate();
  const [min, setMin] = useState(filters.priceMin === null ? '' : String(filters.priceMin));
  const [max, setMax] = useState(filters.priceMax === null ? '' : String(filters.priceMax));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    navigate(pathWith({ priceMin: amountOf(min), priceMax: amountOf(max) }));
  };
  return (
    <form className="search-filters__prices" onSubmit={apply} aria-label="Price">
      <label className="search-filters__price">
        <span className="visually-hidden">Lowest price</span>
        <input
          name="price_min"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Min price"
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
      </label>
      <span aria-hidden="true">–</span>
      <label className="search-filters__price">
        <span className="visually-hidden">Highest price</span>
        <input
          name="price_max"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Max price"
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
      </label>
      <button type="submit" className="search-filters__apply">
        Apply
      </button>
      <label className="search-filters__sale">
        <input
          type="checkbox"
          checked={filters.onSale}
          onChange={(event) => navigate(pathWith({ onSale: event.currentTarget.checked }))}
        />
        On sale
      </label>
    </form>
  );
}
