import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { boardHref } from '../../../../core/boardHref';
import { pinPath, profilePath } from '../../../../core/paths';
import { saveCountLabel, showsAggregateSaves } from '../../../../core/pinAttribution';
import { videoDurationLabel } from '../../../../core/pinSaved';
import { priceLabel } from '../../../../core/priceLabel';
import { truncateText } from '../../../../core/truncate';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { Avatar } from '../../ui/Avatar';
import { PromotedBy } from '../promote/PromotedBy';
import { SaveButton } from '../save-to-board/SaveButton';
import { PaidLabels } from '../sponsorship/PaidLabels';
import { useViewer } from '../viewer/useViewer';

export const PinCard_pin = graphql(`
  fragment PinCard_pin on Pin {
    id
    entityId
    title
    description
    altText
    dominantColor
    imageSpec_236x {
      url
      width
      height
    }
    video {
      url
      durationMs
    }
    isCarousel
    pinnedToBoard {
      id
      name
      url
    }
    pinner {
      id
      username
      fullName
      imageSmallUrl
    }
    aggregateSaveCount
    promoter
    paidLabel
    product {
      price
      currency
    }
  }
`);

// Loaded when a feed first shows a video: most pages hold only pictures, and the first page's script stays small.
const PinVideo = lazy(() => import('../video/PinVideo').then((module) => ({ default: module.PinVideo })));

interface PinCardProps {
  pin: FragmentType<typeof PinCard_pin>;
  /** The image height at the grid's column width (the grid has already laid the card out). */
  imageHeight: number;
  /** Select mode (board and section pages): a checkbox on the card, and a click picks the pin instead of opening it. */
  selection?: PinSelection;
}

/** Which pins are picked in select mode, by cache id (global `id`). */
export interface PinSelection {
  isSelected: (pinId: string) => boolean;
  toggle: (pinId: string) => void;
}

/** A pin in a grid: its image at its own aspect ratio over a dominant-colour placeholder, title and board. */
export function PinCard(props: PinCardProps) {
  const pin = getFragmentData(PinCard_pin, props.pin);
  const { isAuth, pinAttribution } = useViewer();
  const name =
    pin.title ||
    truncateText(pin.description) ||
    (pin.pinnedToBoard ? `Pin from ${pin.pinnedToBoard.name}` : 'Pin');
  const href = pinPath(pin.entityId);
  const { selection } = props;
  const selected = selection?.isSelected(pin.id) ?? false;
  return (
    <article
      className={['pin-card', selection && 'pin-card--selecting', selected && 'pin-card--selected']
        .filter(Boolean)
        .join(' ')}
      aria-label={name}
    >
      <Link
        to={href}
        className="pin-card__link"
        onClick={
          selection
            ? (event) => {
                event.preventDefault();
                selection.toggle(pin.id);
              }
            : undefined
        }
      >
        <div className="pin-card__media" style={{ height: props.imageHeight, background: pin.dominantColor }}>
          {pin.video ? (
            <>
              <Suspense
                fallback={
                  <img
                    src={pin.imageSpec_236x.url}
                    width={pin.imageSpec_236x.width}
                    height={pin.imageSpec_236x.height}
                    alt={pin.altText || pin.title || ''}
                  />
                }
              >
                <PinVideo
                  mode="feed"
                  src={pin.video.url}
                  poster={pin.imageSpec_236x.url}
                  width={pin.imageSpec_236x.width}
                  height={pin.imageSpec_236x.height}
                  label={pin.altText || pin.title || name}
                  promotedPinId={pin.promoter ? pin.entityId : null}
                />
              </Suspense>
              <span className="pin-card__badge">
                <span className="visually-hidden">Video, </span>
                {videoDurationLabel(pin.video.durationMs)}
              </span>
            </>
          ) : (
            <>
              <img
                src={pin.imageSpec_236x.url}
                width={pin.imageSpec_236x.width}
                height={pin.imageSpec_236x.height}
                alt={pin.altText || pin.title || ''}
                loading="lazy"
                decoding="async"
              />
              {pin.isCarousel ? <span className="pin-card__badge">Carousel</span> : null}
            </>
          )}
        </div>
        {pin.product ? (
          <span className="pin-card__price">
            <span className="visually-hidden">Price: </span>
            {priceLabel(pin.product.price, pin.product.currency)}
          </span>
        ) : null}
        {pin.title ? <h3 className="pin-card__title">{pin.title}</h3> : null}
      </Link>
      {selection ? (
        <label className="pin-card__select">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => selection.toggle(pin.id)}
            aria-label={`Select ${name}`}
          />
        </label>
      ) : null}
      <div className="pin-card__actions">
        <SaveButton pinId={pin.entityId} pinName={name} />
      </div>
      <p className="pin-card__attribution">
        {pinAttribution === 'BOARD' ? null : (
          <Avatar name={pin.pinner.fullName} imageUrl={pin.pinner.imageSmallUrl} size={24} />
        )}
        {pinAttribution === 'PINNER' ? (
          <Link to={profilePath(pin.pinner.username)} className="pin-card__board">
            {pin.pinner.fullName}
          </Link>
        ) : pin.pinnedToBoard ? (
          <Link to={boardHref(pin.pinnedToBoard.url, isAuth)} className="pin-card__board">
            {pin.pinnedToBoard.name}
          </Link>
        ) : null}
        {showsAggregateSaves(isAuth, pin.aggregateSaveCount) ? (
          <span className="pin-card__saves">{saveCountLabel(pin.aggregateSaveCount)}</span>
        ) : null}
      </p>
      <PromotedBy promoter={pin.promoter} />
      <PaidLabels label={pin.paidLabel} />
    </article>
  );
}
