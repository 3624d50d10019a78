import { PRODUCT_TAGS_MAX } from '../core/productTags';
import { loadersOf } from '../server/domain/loaders';
import { productOfPin } from '../server/domain/products';
import { type ProductTag, taggableProducts } from '../server/domain/productTags';
import { builder } from './builder';
import { PinProductRef } from './pinProduct';
import { PinRef } from './refs';

const ProductTagRef = builder.objectRef<ProductTag>('ProductTag').implement({
  description:
    "One of a business's product pins tagged on its pin (shop the pin), optionally placed on the picture.",
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Its place in the list, 0 first.' }),
    productPinId: t.string({
      description: "The product pin's entity id, as ProductTagInput takes it back.",
      resolve: (tag) => tag.product.id,
    }),
    x: t.exposeFloat('x', {
      nullable: true,
      description: 'Where on the picture, as a fraction of its width from the left; null when not placed.',
    }),
    y: t.exposeFloat('y', {
      nullable: true,
      description: 'Where on the picture, as a fraction of its height from the top; null when not placed.',
    }),
    pin: t.field({ type: PinRef, description: 'The product pin.', resolve: (tag) => tag.product }),
    product: t.field({
      type: PinProductRef,
      description: "The product pin's price, currency and availability.",
      resolve: (tag) => productOfPin(tag.product)!,
    }),
  }),
});

export const ProductTagInput = builder.inputType('ProductTagInput', {
  description: 'A product pin of your own to tag, and optionally where on the picture (x and y from 0 to 1).',
  fields: (t) => ({
    productPinId: t.string({ required: true }),
    x: t.float(),
    y: t.float(),
  }),
});

builder.objectFields(PinRef, (t) => ({
  productTags: t.field({
    type: [ProductTagRef],
    description:
      `The products tagged on this pin (shop the pin, at most ${PRODUCT_TAGS_MAX}), in order: only those the ` +
      'viewer may see, so a product on a board hidden from them is left out altogether.',
    resolve: (p, _, ctx) => loadersOf(ctx).productTags.load(p.id),
  }),
  canTagProducts: t.boolean({
    description: "Whether the viewer may tag products on this pin: it is theirs, and they're a business.",
    resolve: async (p, _, ctx) => {
      if (!ctx.viewer || p.pinner_id !== ctx.viewer.id) return false;
      return (await loadersOf(ctx).users.load(ctx.viewer.id))?.is_partner ?? false;
    },
  }),
}));

builder.queryField('taggableProducts', (t) =>
  t.field({
    type: [PinRef],
    description:
      "The viewer's own product pins (not saved copies), newest first, whose title or description contains " +
      '`search`: what a business may tag on its pins. Business accounts only.',
    authScopes: { loggedIn: true },
    args: {
      search: t.arg.string(),
      first: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_, args, ctx) => taggableProducts(ctx, args.search, args.first ?? 20),
  }),
);
