import { PIN_PREVIEW_WIDTH } from '../../../../core/constants';

export const GRID_GAP = 16;
/** Fixed heights of the card parts under the image, so a card's height is known before it renders. */
export const CARD_TITLE_HEIGHT = 30;
export const CARD_FOOTER_HEIGHT = 34;
export const CARD_NO_TITLE_HEIGHT = 0;

export interface GridColumns {
  count: number;
  width: number;
  /** Total width of the columns and gaps, for centring. */
  total: number;
}

/** How many 236 px columns fit; at least two, narrowing the cards on small screens. */
export function gridColumns(containerWidth: number): GridColumns {
  const count = Math.max(2, Math.floor((containerWidth + GRID_GAP) / (PIN_PREVIEW_WIDTH + GRID_GAP)));
  const width = Math.min(PIN_PREVIEW_WIDTH, Math.floor((containerWidth - GRID_GAP * (count - 1)) / count));
  return { count, width: Math.max(120, width), total: count * Math.max(120, width) + GRID_GAP * (count - 1) };
}

export interface MasonryItem {
  imageWidth: number;
  imageHeight: number;
  hasTitle: boolean;
}

export interface MasonryPlacement {
  left: number;
  top: number;
  imageHeight: number;
}

/**
 * Places cards in order, each in the currently shortest column, so the reading order stays the feed order
 * and appending a page never moves the cards already shown.
 */
export function layoutMasonry(
  items: readonly MasonryItem[],
  columns: GridColumns,
): { placements: MasonryPlacement[]; height: number } {
  const heights = new Array<number>(columns.count).fill(0);
  const placements = items.map((item) => {
    let column = 0;
    for (let i = 1; i < heights.length; i++) if (heights[i]! < heights[column]!) column = i;
    const imageHeight = Math.max(
      40,
      Math.round((item.imageHeight * columns.width) / Math.max(1, item.imageWidth)),
    );
    const top = heights[column]!;
    const cardHeight =
      imageHeight + (item.hasTitle ? CARD_TITLE_HEIGHT : CARD_NO_TITLE_HEIGHT) + CARD_FOOTER_HEIGHT;
    heights[column] = top + cardHeight + GRID_GAP;
    return { left: column * (columns.width + GRID_GAP), top, imageHeight };
  });
  return { placements, height: Math.max(0, Math.max(...heights) - GRID_GAP) };
}
