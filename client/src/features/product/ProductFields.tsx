import { type ChangeEvent, useId } from 'react';
import type { ProductField } from '../../../../core/product';
import { AVAILABILITY_LABELS, CURRENCY_DECIMALS, type ProductAvailability } from '../../../../core/product';
import type { ProductDraft } from './productDraft';
import './product.css';

const CURRENCIES = [...CURRENCY_DECIMALS.keys()].sort();

interface ProductFieldsProps {
  draft: ProductDraft;
  onChange: (field: ProductField, value: string) => void;
  /** The refusal of a field from the last save, if any. */
  errorOf: (field: ProductField) => string | null;
}

/**
 * The optional price of a pin (something to buy): price, currency, the price before a sale and availability.
 * Left empty, the pin is no product.
 */
export function ProductFields({ draft, onChange, errorOf }: ProductFieldsProps) {
  const id = useId();
  const field = (name: ProductField) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `${id}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(name, event.target.value),
  });
  const error = (name: ProductField) =>
    errorOf(name) ? (
      <p id={`${id}-${name}-error`} className="field__error" role="alert">
        {errorOf(name)}
      </p>
    ) : null;
  return (
    <fieldset className="product-fields">
      <legend className="field__label">Price (optional, for something to buy)</legend>
      <div className="product-fields__row">
        <div className={`field${errorOf('price') ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-price`} className="field__label">
            Price
          </label>
          <input
            {...field('price')}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="19.99"
            value={draft.price}
          />
          {error('price')}
        </div>
        <div className={`field${errorOf('currency') ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-currency`} className="field__label">
            Currency
          </label>
          <select {...field('currency')} className="field__input" value={draft.currency}>
            <option value="">Choose…</option>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {error('currency')}
        </div>
      </div>
      <div className="product-fields__row">
        <div className={`field${errorOf('originalPrice') ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-originalPrice`} className="field__label">
            Original price (when on sale)
          </label>
          <input
            {...field('originalPrice')}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={draft.originalPrice}
          />
          {error('originalPrice')}
        </div>
        <div className={`field${errorOf('availability') ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-availability`} className="field__label">
            Availability
          </label>
          <select {...field('availability')} className="field__input" value={draft.availability}>
            {[...AVAILABILITY_LABELS].map(([value, label]: [ProductAvailability, string]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {error('availability')}
        </div>
      </div>
    </fieldset>
  );
}
