import { describe, expect, it } from 'vitest';
import { priceLabel } from '../../core/priceLabel';
import {
  amountLessThan,
  CURRENCY_DECIMALS,
  checkProduct,
  isOnSale,
  PRODUCT_TEXTS,
  parseAmount,
} from '../../core/product';

describe('a product pin’s price, as a pinner enters it', () => {
  it('writes an amount with the currency’s decimals, exactly', () => {
    expect(parseAmount('19.9', 'USD')).toEqual({ ok: true, amount: '19.90' });
    expect(parseAmount(' 0019.900 ', 'EUR')).toEqual({ ok: true, amount: '19.90' });
    expect(parseAmount('.5', 'GBP')).toEqual({ ok: true, amount: '0.50' });
    expect(parseAmount('1200', 'JPY')).toEqual({ ok: true, amount: '1200' });
    expect(parseAmount('1200.00', 'JPY')).toEqual({ ok: true, amount: '1200' });
    expect(parseAmount('1.234', 'KWD')).toEqual({ ok: true, amount: '1.234' });
    // A number with many digits stays the digits typed: no binary float rounds it.
    expect(parseAmount('999999999999.99', 'USD')).toEqual({ ok: true, amount: '999999999999.99' });
  });

  it('refuses what is not a plain amount, with words that say how to write one', () => {
    for (const text of ['', 'abc', '19,99', '-5', '1e3', '$5', '1.2.3', '.'])
      expect(parseAmount(text, 'USD')).toEqual({ ok: false, error: PRODUCT_TEXTS.priceInvalid });
    expect(parseAmount('1234567890123', 'USD')).toEqual({ ok: false, error: PRODUCT_TEXTS.priceTooLarge });
    expect(parseAmount('19.999', 'USD')).toEqual({
      ok: false,
      error: 'Prices in USD have at most 2 decimals.',
    });
    expect(parseAmount('1200.5', 'JPY')).toEqual({ ok: false, error: 'Prices in JPY have no decimals.' });
  });

  it('compares amounts exactly, whatever their decimals', () => {
    expect(amountLessThan('0.10', '0.2')).toBe(true);
    expect(amountLessThan('19.99', '19.990')).toBe(false);
    expect(amountLessThan('999999999999.98', '999999999999.99')).toBe(true);
    expect(isOnSale({ price: '80.00', originalPrice: '100.00' })).toBe(true);
    expect(isOnSale({ price: '80.00', originalPrice: null })).toBe(false);
  });

  it('knows ISO 4217 currencies and their decimals', () => {
    expect(CURRENCY_DECIMALS.get('USD')).toBe(2);
    expect(CURRENCY_DECIMALS.get('JPY')).toBe(0);
    expect(CURRENCY_DECIMALS.get('BHD')).toBe(3);
    expect(CURRENCY_DECIMALS.has('XYZ')).toBe(false);
  });
});

describe('checkProduct', () => {
  it('all blank is no product; a price needs a currency and the other way round', () => {
    expect(checkProduct(null)).toEqual({ ok: true, product: null });
    expect(checkProduct({ price: ' ', currency: '', originalPrice: null })).toEqual({
      ok: true,
      product: null,
    });
    expect(checkProduct({ price: '5' })).toEqual({
      ok: false,
      error: PRODUCT_TEXTS.currencyMissing,
      field: 'currency',
    });
    expect(checkProduct({ currency: 'USD' })).toEqual({
      ok: false,
      error: PRODUCT_TEXTS.priceMissing,
      field: 'price',
    });
  });

  it('takes a currency in any case, availability in stock unless said', () => {
    expect(checkProduct({ price: '5', currency: 'eur' })).toEqual({
      ok: true,
      product: { price: '5.00', currency: 'EUR', availability: 'in_stock', originalPrice: null },
    });
    expect(checkProduct({ price: '5', currency: 'EUR', availability: 'preorder' })).toMatchObject({
      product: { availability: 'preorder' },
    });
  });

  it('names the field of each refusal', () => {
    expect(checkProduct({ price: '5', currency: 'Euro' })).toMatchObject({ ok: false, field: 'currency' });
    expect(checkProduct({ price: 'five', currency: 'EUR' })).toMatchObject({ ok: false, field: 'price' });
    expect(checkProduct({ price: '5', currency: 'EUR', availability: 'maybe' })).toEqual({
      ok: false,
      error: PRODUCT_TEXTS.availabilityUnknown,
      field: 'availability',
    });
  });

  it('an original price must be more than the price: that is what on sale means', () => {
    expect(checkProduct({ price: '80', currency: 'USD', originalPrice: '100' })).toMatchObject({
      ok: true,
      product: { price: '80.00', originalPrice: '100.00' },
    });
    for (const originalPrice of ['80', '79.99'])
      expect(checkProduct({ price: '80', currency: 'USD', originalPrice })).toEqual({
        ok: false,
        error: PRODUCT_TEXTS.originalNotHigher,
        field: 'originalPrice',
      });
    expect(checkProduct({ price: '80', currency: 'USD', originalPrice: 'lots' })).toMatchObject({
      field: 'originalPrice',
    });
  });
});

describe('priceLabel', () => {
  it('formats a price in the reader’s locale, from its exact decimal string', () => {
    expect(priceLabel('19.90', 'USD', 'en-US')).toBe('$19.90');
    expect(priceLabel('1200', 'JPY', 'en-US')).toBe('¥1,200');
    expect(priceLabel('19.90', 'EUR', 'de-DE')).toBe('19,90\u00a0€');
    expect(priceLabel('999999999999.99', 'USD', 'en-US')).toBe('$999,999,999,999.99');
  });
});
