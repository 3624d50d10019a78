import { describe, expect, it } from 'vitest';
import {
  CATALOG_TEXTS,
  checkCatalogRow,
  checkProductGroupFilters,
  cutText,
  feedAvailability,
  MAX_CATALOG_ROWS,
  parseCsv,
  productGroupSummary,
  readCatalogHeader,
  splitFeedPrice,
} from '../../core/productCatalog';

function header(...columns: string[]) {
  const read = readCatalogHeader(columns);
  if (!read.ok) throw new Error(read.error);
  return read;
}

describe('reading a catalog file', () => {
  it('reads quoted values with commas, doubled quotes and line breaks, CR LF lines and a byte order mark', () => {
    const parsed = parseCsv('\ufeffid,title\r\n1,"Mug, ""large""\nred"\r\n\r\n2,Plate\n');
    expect(parsed).toEqual({
      ok: true,
      rows: [
        ['id', 'title'],
        ['1', 'Mug, "large"\nred'],
        ['2', 'Plate'],
      ],
    });
  });

  it('reads tab-separated feeds, and refuses a quote that never ends or too many rows', () => {
    expect(parseCsv('id\ttitle\n1\tMug, red')).toEqual({
      ok: true,
      rows: [
        ['id', 'title'],
        ['1', 'Mug, red'],
      ],
    });
    expect(parseCsv('id,title\n1,"Mug')).toEqual({ ok: false, error: CATALOG_TEXTS.unclosedQuote });
    const many = ['id', ...Array.from({ length: MAX_CATALOG_ROWS + 1 }, (_, i) => String(i))].join('\n');
    expect(parseCsv(many)).toEqual({ ok: false, error: CATALOG_TEXTS.tooManyRows });
  });

  it('finds columns by their feed names, and names the required ones missing', () => {
    const read = readCatalogHeader(['ID', 'g:title', 'Link', 'image link', 'price', 'colour']);
    expect(read.ok && [...read.columns.keys()]).toEqual(['id', 'title', 'link', 'image_link', 'price']);
    expect(readCatalogHeader(['id', 'title'])).toEqual({
      ok: false,
      error: CATALOG_TEXTS.missingColumns(['link', 'image_link', 'price']),
    });
    expect(readCatalogHeader(['id', 'ID'])).toEqual({
      ok: false,
      error: CATALOG_TEXTS.duplicateColumn('id'),
    });
  });

  it('reads prices and availability as feeds write them', () => {
    expect(splitFeedPrice('12.50 USD')).toEqual({ amount: '12.50', currency: 'USD' });
    expect(splitFeedPrice('eur 1,299.00')).toEqual({ amount: '1299.00', currency: 'EUR' });
    expect(splitFeedPrice('twelve')).toBeNull();
    expect(feedAvailability('In Stock')).toBe('in_stock');
    expect(feedAvailability('')).toBe('in_stock');
    expect(feedAvailability('out-of-stock')).toBe('out_of_stock');
    expect(feedAvailability('sold')).toBeNull();
  });
});

describe('a catalog row', () => {
  const columns = header('id', 'title', 'link', 'image_link', 'price', 'sale_price', 'availability', 'brand');
  const row = (overrides: Partial<Record<string, string>> = {}) => {
    const values = {
      id: 'sku-1',
      title: 'Mug',
      link: 'https://shop.example.com/mug',
      image_link: 'https://shop.example.com/mug.png',
      price: '12.50 USD',
      sale_price: '',
      availability: '',
      brand: 'Acme',
      ...overrides,
    };
    return checkCatalogRow(Object.values(values), columns);
  };

  it('becomes a product: a sale price makes the price the original one', () => {
    expect(row()).toMatchObject({
      ok: true,
      item: {
        itemId: 'sku-1',
        product: { price: '12.50', currency: 'USD', availability: 'in_stock', originalPrice: null },
      },
    });
    expect(row({ sale_price: '10 USD' })).toMatchObject({
      ok: true,
      item: { product: { price: '10.00', originalPrice: '12.50' } },
    });
    // The same amount twice is no sale.
    expect(row({ sale_price: '12.5 USD' })).toMatchObject({
      ok: true,
      item: { product: { originalPrice: null } },
    });
  });

  it('says what is wrong, naming the column', () => {
    expect(row({ id: '' })).toEqual({ ok: false, itemId: null, error: CATALOG_TEXTS.idMissing });
    expect(row({ title: '' })).toMatchObject({
      ok: false,
      itemId: 'sku-1',
      error: CATALOG_TEXTS.titleMissing,
    });
    expect(row({ link: 'javascript:alert(1)' })).toMatchObject({ error: CATALOG_TEXTS.linkInvalid });
    expect(row({ image_link: 'ftp://x/y.png' })).toMatchObject({ error: CATALOG_TEXTS.imageLinkInvalid });
    expect(row({ price: '12.50' })).toMatchObject({ error: CATALOG_TEXTS.priceFormat('price') });
    expect(row({ sale_price: 'cheap' })).toMatchObject({ error: CATALOG_TEXTS.priceFormat('sale_price') });
    expect(row({ sale_price: '10 EUR' })).toMatchObject({ error: CATALOG_TEXTS.salePriceCurrency });
    expect(row({ sale_price: '20 USD' })).toMatchObject({ error: CATALOG_TEXTS.salePriceNotLower });
    expect(row({ availability: 'sold' })).toMatchObject({ error: CATALOG_TEXTS.availabilityInvalid });
    expect(row({ price: '12.555 USD' })).toMatchObject({
      error: 'price: Prices in USD have at most 2 decimals.',
    });
    expect(checkCatalogRow(['sku-1', 'Mug'], columns)).toMatchObject({
      error: CATALOG_TEXTS.rowColumnCount(2, 8),
    });
  });

  it('shortens a title to what a pin takes, by whole characters', () => {
    const long = `${'a'.repeat(99)}😀b`;
    const checked = row({ title: long });
    expect(checked.ok && checked.item.title).toBe('a'.repeat(99));
    expect(cutText('short', 10)).toBe('short');
  });
});

describe('product group filters', () => {
  it('keeps values lower-cased without blanks or repeats, and checks the price range and availability', () => {
    expect(
      checkProductGroupFilters({ brands: ['Acme, ACME', ' '], priceMin: '10.50', priceMax: '20' }),
    ).toEqual({
      ok: true,
      filters: {
        brands: ['acme'],
        productTypes: [],
        customLabels: [[], [], [], [], []],
        priceMin: '10.5',
        priceMax: '20',
        availability: [],
      },
    });
    expect(checkProductGroupFilters({ priceMin: 'ten' })).toMatchObject({ ok: false, field: 'priceMin' });
    expect(checkProductGroupFilters({ priceMin: '30', priceMax: '20' })).toEqual({
      ok: false,
      error: CATALOG_TEXTS.groupPriceOrder,
      field: 'priceMax',
    });
    expect(checkProductGroupFilters({ availability: ['sold'] })).toMatchObject({
      ok: false,
      field: 'availability',
    });
  });

  it('sums filters up for lists', () => {
    const checked = checkProductGroupFilters({
      brands: ['Acme'],
      priceMax: '50',
      availability: ['in_stock'],
    });
    expect(checked.ok && productGroupSummary(checked.filters)).toBe(
      'Brand: acme · Price up to 50 · in stock',
    );
  });
});
