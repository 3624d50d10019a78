/** Image sizes the product serves, by name: a fixed width (height follows), a square, or the original. */
export const IMAGE_SIZES = {
  '75x75': { width: 75, square: true },
  '170x': { width: 170, square: false },
  '236x': { width: 236, square: false },
  '474x': { width: 474, square: false },
  '736x': { width: 736, square: false },
} as const;

export type ImageSizeName = keyof typeof IMAGE_SIZES | 'originals';

/** The public path of an image in a size, built from its content signature (our own image host). */
export function imagePath(signature: string, size: ImageSizeName, originalFormat = 'jpg'): string {
  const ext = size === 'originals' ? originalFormat : 'jpg';
  return `/media/${size}/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}.${ext}`;
}

/** Height of an image scaled to `width`, keeping its aspect ratio. */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** Whether two image paths (see imagePath) show the same picture, whatever their sizes. */
export function samePicture(a: string, b: string): boolean {
  const signature = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  return signature(a) === signature(b);
}
