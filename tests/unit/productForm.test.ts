import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT_DRAFT,
  productChanged,
  productDraftOf,
  productInputOf,
} from '../../client/src/features/product/productDraft';
import { PRODUCT_TEXTS } from '../../core/product';

// The price fields of the pin builder and Edit Pin: what counts as a change, and what a save sends.

const saved = productDraftOf({
  price: '80.00',
  currency: 'GBP',
  availability: 'in_stock',
  originalPrice: null,
});

describe('the price fields of a pin form', () => {
  it('a pin without a price has empty fields; changing only its availability changes nothing', () => {
    expect(productDraftOf(null)).toEqual(EMPTY_PRODUCT_DRAFT);
    expect(productChanged({ ...EMPTY_PRODUCT_DRAFT, availability: 'preorder' }, EMPTY_PRODUCT_DRAFT)).toBe(
      false,
    );
  });

  it('an edited field is a change; the same value typed again with spaces is not', () => {
    expect(productChanged({ ...saved, price: ' 80.00 ' }, saved)).toBe(false);
    expect(productChanged({ ...saved, price: '75' }, saved)).toBe(true);
    expect(productChanged({ ...saved, availability: 'out_of_stock' }, saved)).toBe(true);
  });

  it('sends the checked product, none when every field is cleared, and names a bad field before any request', () => {
    expect(productInputOf({ ...saved, price: '75', originalPrice: '80' })).toEqual({
      ok: true,
      input: { price: '75.00', currency: 'GBP', availability: 'in_stock', originalPrice: '80.00' },
    });
    expect(productInputOf({ ...saved, price: '', currency: '', originalPrice: '' })).toEqual({
      ok: true,
      input: null,
    });
    expect(productInputOf({ ...saved, price: '', originalPrice: '' })).toEqual({
      ok: false,
      field: 'price',
      text: PRODUCT_TEXTS.priceMissing,
    });
  });
});
