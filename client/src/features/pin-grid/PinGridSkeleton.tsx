import { useRef } from 'react';
import { gridColumns, layoutMasonry } from './masonry';
import { useContainerWidth } from './useContainerWidth';
import './pin-grid.css';

const SHAPES = [1.33, 1.5, 1, 1.25, 1.78, 1.2, 1.4, 0.8, 1.5, 1.1, 1.33, 1.6, 1, 1.45, 1.25, 1.7, 1.15, 1.33];

/** Placeholder cards in the grid's own layout while the first page loads. */
export function PinGridSkeleton({ count = 18 }: { count?: number }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef);
  const columns = gridColumns(width || 1000);
  const items = Array.from({ length: count }, (_, i) => ({
    imageWidth: 100,
    imageHeight: Math.round(100 * SHAPES[i % SHAPES.length]!),
    hasTitle: i % 3 !== 2,
  }));
  const layout = layoutMasonry(items, columns);
  return (
    <div ref={containerRef} className="pin-grid-container" role="status" aria-label="Loading Pins">
      <div className="pin-grid" style={{ width: columns.total, height: layout.height }} aria-hidden="true">
        {layout.placements.map((place, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={i}
            className="pin-grid__item"
            style={{ transform: `translate(${place.left}px, ${place.top}px)`, width: columns.width }}
          >
            <div className="skeleton" style={{ height: place.imageHeight }} />
            {items[i]!.hasTitle ? <div className="skeleton pin-skeleton__line" /> : null}
            <div className="skeleton pin-skeleton__line pin-skeleton__line--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
