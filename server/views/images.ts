import { IMAGE_SIZES, type ImageSizeName, imagePath, scaledHeight } from '../../core/pinSize';
import type { ImageRow } from '../db/tables/images';

// How a stored picture is shown, for GraphQL and the REST shim alike: one builder per shape.

export interface ImageSpecShape {
  url: string;
  width: number;
  height: number;
}

/** The url and size of an image in one of the sizes we serve (never wider than the original). */
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

/** A person's picture in one of the avatar sizes, or null when they have none. */
export function avatarUrl(image: ImageRow | null, size: '75x75' | '170x' | '474x'): string | null {
  return image ? imageSpec(image, size).url : null;
}
