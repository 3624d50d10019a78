import type { ImageRow } from '../server/db/tables/images';
import { loadersOf, withRow } from '../server/domain/loaders';
import type { ImageSpecShape } from '../server/views/images';
import { builder } from './builder';
import type { GraphQLContext } from './context';
import { ImageRef } from './refs';

export const ImageSpecRef = builder.objectRef<ImageSpecShape>('ImageSpec').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

ImageRef.implement({
  fields: (t) => ({
    signature: t.exposeString('signature'),
    dominantColor: t.exposeString('dominant_color'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

/** `use` of an image row (null for none): at once when a list primed it, after loading otherwise. */
export function withImage<T>(
  ctx: GraphQLContext,
  id: string | null,
  use: (image: ImageRow | null) => T,
): T | Promise<T> {
  return id ? withRow(loadersOf(ctx).images, id, use) : use(null);
}
