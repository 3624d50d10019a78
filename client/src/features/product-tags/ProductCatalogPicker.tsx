import { useQuery } from '@apollo/client/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { priceLabel } from '../../../../core/priceLabel';
import { AVAILABILITY_LABELS } from '../../../../core/product';
import { graphql } from '../../gql';
import type { DraftProductTag } from './productTagDraft';

const ProductCatalogQuery = graphql(`
  query ProductCatalogQuery($search: String) {
    taggableProducts(search: $search, first: 20) {
      id
      entityId
      title
      imageSpec_236x {
        url
      }
      product {
        price
        currency
        availability
      }
    }
  }
`);

/** How long typing pauses before the catalog is searched. */
const SEARCH_PAUSE_MS = 200;

interface ProductCatalogPickerProps {
  /** Products already on the list: not offered again. */
  taggedIds: readonly string[];
  onPick: (tag: DraftProductTag) => void;
  disabled: boolean;
}

/**
 * "Add a product": a search over the business's own product pins, as a combobox — type to filter, arrow keys to
 * move through the results, Enter to tag the highlighted one, Escape to close.
 */
export function ProductCatalogPicker({ taggedIds, onPick, disabled }: ProductCatalogPickerProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted product by id, not by place: when the results change under it (a search answering after the
  // arrow keys moved), Enter still tags the product the person sees highlighted.
  const [activeId, setActiveId] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(term.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const { data, loading, error } = useQuery(ProductCatalogQuery, {
    variables: { search: search || null },
    skip: !open || disabled,
    fetchPolicy: 'cache-and-network',
  });
  const options = (data?.taggableProducts ?? []).filter((pin) => !taggedIds.includes(pin.entityId));
  const current = Math.max(
    0,
    options.findIndex((pin) => pin.entityId === activeId),
  );
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (index: number) => {
    const pin = options[index];
    if (!pin) return;
    onPick({
      productPinId: pin.entityId,
      title: pin.title || 'Untitled product',
      imageUrl: pin.imageSpec_236x.url,
      priceText: pin.product ? priceLabel(pin.product.price, pin.product.currency) : null,
      x: null,
      y: null,
    });
    setTerm('');
    setActiveId(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveId(options[(current + step + options.length) % options.length]?.entityId ?? null);
    } else if (event.key === 'Enter') {
      // Enter tags the highlighted product; it never submits the pin's form from here.
      event.preventDefault();
      if (open) pick(current);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const status = !open
    ? null
    : error
      ? 'Your products could not be loaded. Try again in a moment.'
      : loading && !data
        ? 'Loading your products…'
        : options.length === 0
          ? search
            ? `No product of yours matches “${search}”.`
            : taggedIds.length > 0
              ? 'Every product of yours is tagged already.'
              : 'Your catalog is empty: give a Pin of yours a price and it can be tagged here.'
          : null;

  return (
    <div className="product-picker">
      <label htmlFor={`${id}-search`} className="field__label">
        Add a product from your catalog
      </label>
      <input
        id={`${id}-search`}
        className="field__input"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search your products"
        aria-expanded={open && options.length > 0}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={open && options.length > 0 ? optionId(current) : undefined}
        disabled={disabled}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setActiveId(null);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {/* The list is always in the page (empty when closed) so the field's aria-controls names an element. */}
      <div id={`${id}-listbox`} role="listbox" aria-label="Your products" className="product-picker__list">
        {open
          ? options.map((pin, index) => (
              // Options are reached through the field's aria-activedescendant and its arrow keys, not by focus.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              <div
                key={pin.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className={`product-picker__option${index === current ? ' product-picker__option--active' : ''}`}
                // Keep focus in the field: the pick happens on mouse down, before the field would blur.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(index);
                }}
              >
                <img src={pin.imageSpec_236x.url} alt="" className="product-picker__thumb" />
                <span className="product-picker__title">{pin.title || 'Untitled product'}</span>
                {pin.product ? (
                  <span className="product-picker__price">
                    {priceLabel(pin.product.price, pin.product.currency)}
                    {pin.product.availability === 'out_of_stock'
                      ? ` · ${AVAILABILITY_LABELS.get('out_of_stock')}`
                      : ''}
                  </span>
                ) : null}
              </div>
            ))
          : null}
      </div>
      {status ? (
        <p className="product-picker__status" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
