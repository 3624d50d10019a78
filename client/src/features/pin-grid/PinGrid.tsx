import { useMemo, useRef } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Spinner } from '../../ui/Spinner';
import { useInfiniteScroll } from '../../ui/useInfiniteScroll';
import { gridColumns, layoutMasonry } from './masonry';
import { PinCard, type PinSelection } from './PinCard';
import { useContainerWidth } from './useContainerWidth';
import './pin-grid.css';

export const PinGrid_pin = graphql(`
  fragment PinGrid_pin on Pin {
    id
    title
    imageSpec_236x {
      width
      height
    }
    ...PinCard_pin
  }
`);

interface PinGridProps {
  pins: readonly FragmentType<typeof PinGrid_pin>[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Names the list for screen readers, e.g. "Pins on Places to Go". */
  label: string;
  /** Select mode: each card gets a checkbox (see PinCard). */
  selection?: PinSelection;
}

/**
 * The masonry grid of 236 px pin cards with infinite scroll. Cards are absolutely placed in feed order,
 * so keyboard and screen-reader order match what is read left to right.
 */
export function PinGrid({ pins: pinRefs, hasMore, loadingMore, onLoadMore, label, selection }: PinGridProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef);
  const pins = getFragmentData(PinGrid_pin, pinRefs);
  const columns = useMemo(() => gridColumns(width || 1000), [width]);
  const layout = useMemo(
    () =>
      layoutMasonry(
        pins.map((pin) => ({
          imageWidth: pin.imageSpec_236x.width,
          imageHeight: pin.imageSpec_236x.height,
          hasTitle: pin.title.length > 0,
        })),
        columns,
      ),
    [pins, columns],
  );

  useInfiniteScroll({ endRef, canLoadMore: hasMore && !loadingMore, onLoadMore });

  return (
    <div ref={containerRef} className="pin-grid-container">
      <ul
        className="pin-grid"
        aria-label={label}
        aria-busy={loadingMore || undefined}
        style={{
          width: columns.total,
          height: layout.height,
        }}
      >
        {pins.map((pin, index) => {
          const place = layout.placements[index]!;
          return (
            <li
              key={pin.id}
              className="pin-grid__item"
              style={{ transform: `translate(${place.left}px, ${place.top}px)`, width: columns.width }}
            >
              <PinCard pin={pin} imageHeight={place.imageHeight} selection={selection} />
            </li>
          );
        })}
      </ul>
      <div ref={endRef} className="pin-grid__end">
        {loadingMore ? <Spinner label="Loading more Pins" /> : null}
        {!hasMore && pins.length > 0 ? <p className="pin-grid__done">You've reached the end</p> : null}
      </div>
    </div>
  );
}
