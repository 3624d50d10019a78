import { describe, expect, it } from 'vitest';
import { pageAmount, pageAvailability, readPageProduct } from '../../server/domain/media/pageProduct';

// Pages as shops write them: JSON-LD in the head (alone, in a @graph, as a list), Open Graph product tags, and
// the mistakes found in the wild (broken JSON, prices with signs and commas, unknown currencies).

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>Shop</p></body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('reading a shop page’s product', () => {
  it('reads a schema.org Product with its Offer', () => {
    const html = page(
      ld({
        '@context': 'https://schema.org/',
        '@type': 'Product',
        name: 'Executive Anvil',
        image: ['https://example.com/photos/1x1/photo.jpg'],
        offers: {
          '@type': 'Offer',
          url: 'https://example.com/anvil',
          priceCurrency: 'USD',
          price: 119.99,
          availability: 'https://schema.org/InStock',
        },
      }),
    );
    expect(readPageProduct(html)).toEqual({
      price: '119.99',
      currency: 'USD',
      availability: 'in_stock',
      originalPrice: null,
    });
  });

  it('finds the Product inside a @graph, a list of offers and an AggregateOffer', () => {
    const graph = page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Lamp shop' },
          { '@type': 'BreadcrumbList', itemListElement: [] },
          {
            '@type': ['Product', 'IndividualProduct'],
            name: 'Brass lamp',
            offers: [
              { '@type': 'Offer', price: '', priceCurrency: 'EUR' },
              { '@type': 'Offer', price: '1.299,00', priceCurrency: 'EUR' },
              { '@type': 'Offer', price: '1,299.00', priceCurrency: 'EUR', availability: 'OutOfStock' },
            ],
          },
        ],
      }),
    );
    expect(readPageProduct(graph)).toEqual({
      price: '1299.00',
      currency: 'EUR',
      availability: 'out_of_stock',
      originalPrice: null,
    });
    const aggregate = page(
      ld({
        '@type': 'Product',
        offers: { '@type': 'AggregateOffer', lowPrice: '2500', highPrice: '4000', priceCurrency: 'JPY' },
      }),
    );
    expect(readPageProduct(aggregate)).toMatchObject({ price: '2500', currency: 'JPY' });
  });

  it('a strikethrough list price above the price is the price before a sale', () => {
    const html = page(
      ld({
        '@type': 'Product',
        offers: {
          '@type': 'Offer',
          price: '79.00',
          priceCurrency: 'GBP',
          availability: 'http://schema.org/PreOrder',
          priceSpecification: [
            { '@type': 'UnitPriceSpecification', price: '79.00', priceCurrency: 'GBP' },
            {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: '99.00',
              priceCurrency: 'GBP',
            },
          ],
        },
      }),
    );
    expect(readPageProduct(html)).toEqual({
      price: '79.00',
      currency: 'GBP',
      availability: 'preorder',
      originalPrice: '99.00',
    });
  });

  it('skips broken JSON-LD and unusable offers, then reads the Open Graph product tags', () => {
    const html = page(`
      <script type="application/ld+json">{ "@type": "Product", "offers": { "price": 5, </script>
      ${ld({ '@type': 'Product', offers: { '@type': 'Offer', price: 5, priceCurrency: 'Gold coins' } })}
      <meta property="og:type" content="product">
      <meta property="og:title" content="Linen lamp">
      <meta property="product:price:amount" content="$49.00">
      <meta property="product:price:currency" content="usd">
      <meta property="product:availability" content="in stock">`);
    expect(readPageProduct(html)).toEqual({
      price: '49.00',
      currency: 'USD',
      availability: 'in_stock',
      originalPrice: null,
    });
  });

  it('a sale price tag makes the listed price the original one', () => {
    const html = page(`
      <meta property="og:price:amount" content="30">
      <meta property="og:price:currency" content="CAD">
      <meta property="product:sale_price:amount" content="24.50">
      <meta property="product:sale_price:currency" content="CAD">
      <meta property="og:availability" content="oos">`);
    expect(readPageProduct(html)).toEqual({
      price: '24.50',
      currency: 'CAD',
      availability: 'out_of_stock',
      originalPrice: '30.00',
    });
  });

  it('a list price no higher than the price is no sale; the price stays', () => {
    const html = page(`
      <meta property="product:price:amount" content="30">
      <meta property="product:price:currency" content="AUD">
      <meta property="product:original_price:amount" content="30">`);
    expect(readPageProduct(html)).toMatchObject({ price: '30.00', originalPrice: null });
  });

  it('a page without a price, or with a price in no currency, describes no product', () => {
    expect(readPageProduct(page('<title>About us</title>'))).toBeNull();
    expect(readPageProduct(page('<meta property="og:price:amount" content="12">'))).toBeNull();
    expect(readPageProduct(page(ld({ '@type': 'Product', name: 'No offer' })))).toBeNull();
    expect(readPageProduct('not html at all {')).toBeNull();
  });

  it('stays within its limits on a hostile page (deep nesting, huge scripts)', () => {
    let deep: unknown = { '@type': 'Product', offers: { price: '1', priceCurrency: 'USD' } };
    for (let i = 0; i < 200; i++) deep = { nested: deep };
    expect(readPageProduct(page(ld(deep)))).toBeNull();
    const huge = `<script type="application/ld+json">${' '.repeat(400_000)}{"@type":"Product","offers":{"price":"1","priceCurrency":"USD"}}</script>`;
    expect(readPageProduct(page(huge))).toBeNull();
  });
});

describe('the values a page writes', () => {
  it('amounts: numbers and clean texts, never guesses', () => {
    expect(pageAmount(19.5)).toBe('19.5');
    expect(pageAmount('€ 1,299.00')).toBe('1299.00');
    expect(pageAmount('19,99')).toBeNull();
    expect(pageAmount('call us')).toBeNull();
    expect(pageAmount(-3)).toBeNull();
    expect(pageAmount(Number.NaN)).toBeNull();
  });

  it('availability: schema.org names and the Open Graph words', () => {
    expect(pageAvailability('https://schema.org/InStock')).toBe('in_stock');
    expect(pageAvailability('LimitedAvailability')).toBe('in_stock');
    expect(pageAvailability('out of stock')).toBe('out_of_stock');
    expect(pageAvailability('https://schema.org/BackOrder')).toBe('preorder');
    expect(pageAvailability('whenever')).toBeNull();
  });
});
