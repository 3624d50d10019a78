import { isOnSale, PRODUCT_AVAILABILITIES, type Product } from '../core/product';
import { findPageProduct } from '../server/domain/products';
import { builder } from './builder';

export const ProductAvailabilityEnum = builder.enumType('ProductAvailability', {
  values: PRODUCT_AVAILABILITIES,
});

export const PinProductRef = builder.objectRef<Product>('PinProduct').implement({
  description: 'What a product pin’s link sells: its price, currency and availability.',
  fields: (t) => ({
    price: t.exposeString('price', {
      description: 'An exact decimal amount with the currency’s decimals ("19.99", "1200" for yen).',
    }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code (USD, EUR, JPY …).' }),
    availability: t.field({ type: ProductAvailabilityEnum, resolve: (p) => p.availability }),
    originalPrice: t.exposeString('originalPrice', {
      nullable: true,
      description: 'The price before a sale; always more than price when set.',
    }),
    onSale: t.boolean({ description: 'The price is below the original price.', resolve: (p) => isOnSale(p) }),
  }),
});

export const PinProductInput = builder.inputType('PinProductInput', {
  description:
    'A product pin’s price (a decimal like 19.99), ISO 4217 currency, availability (in stock unless said) and ' +
    'optional original price, higher than the price during a sale. All blank means no product.',
  fields: (t) => ({
    price: t.string(),
    currency: t.string(),
    availability: t.field({ type: ProductAvailabilityEnum }),
    originalPrice: t.string(),
  }),
});

builder.queryField('pageProduct', (t) =>
  t.field({
    type: PinProductRef,
    nullable: true,
    description:
      'The product a web page describes (schema.org Product, or its Open Graph price tags), to offer when ' +
      'pinning from it. Null when the page says none or cannot be read.',
    authScopes: { loggedIn: true },
    args: { url: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => findPageProduct(ctx, args.url),
  }),
);
