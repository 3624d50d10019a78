import type { ProductTagInput } from '../../gql/graphql';

/** A tag in the builder's or the edit form's list: what the row shows, and where it sits on the picture. */
export interface DraftProductTag {
  productPinId: string;
  title: string;
  imageUrl: string | null;
  /** The price as the reader sees it ("€19.90"), or null. */
  priceText: string | null;
  x: number | null;
  y: number | null;
}

/** What createPin and updatePin take for the list, in its order. */
export function productTagsInput(tags: readonly DraftProductTag[]): ProductTagInput[] {
  return tags.map(({ productPinId, x, y }) => ({ productPinId, x, y }));
}

/** Whether two lists would be saved alike (same products, order and places). */
export function sameProductTags(a: readonly DraftProductTag[], b: readonly DraftProductTag[]): boolean {
  return (
    a.length === b.length &&
    a.every((tag, i) => tag.productPinId === b[i]?.productPinId && tag.x === b[i]?.x && tag.y === b[i]?.y)
  );
}
