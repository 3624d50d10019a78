import { IMAGE_SIZES, type ImageSizeName, imagePath, scaledHeight } from '../core/pinSize';
import type { ImageRow } from '../server/db/tables/images';
import { builder } from './builder';
import type { GraphQLContext } from './context';
import { ImageRef } from './refs';

export interface ImageSpecShape {
  url: string;
  width: number;
  height: number;
}

/** The url and size of an image in one of the sizes we serve. */
export function imageSpec(image: ImageRow, size: ImageSizeName): ImageSpecShape {
  if (size === 'originals') {
    return {
      url: imagePath(image.signature, 'originals', image.format),
      width: image.width,
      height: image.height,
    };
  }
  const target = IMAGE_SIZES[size];
  if (target.square)
    return { url: imagePath(image.signature, size), width: target.width, height: target.width };
  const width = Math.min(target.width, image.width);
  return { url: imagePath(image.signature, size), width, height: scaledHeight(image, width) };
}

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

/** Loads an image row through the shared loader, or null when there is no image. */
export async function loadImage(ctx: GraphQLContext, id: string | null): Promise<ImageRow | null> {
  if (!id) return null;
  return ImageRef.getDataloader(ctx).load(id);
}

/** A person's picture in one of the avatar sizes, or null when they have none. */
export function avatarUrl(image: ImageRow | null, size: '75x75' | '170x' | '474x'): string | null {
  return image ? imageSpec(image, size).url : null;
}
