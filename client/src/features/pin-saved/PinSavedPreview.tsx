import { PIN_PREVIEW_WIDTH } from '../../../../core/constants';
import { isSafeLink, outboundRel } from '../../../../core/links';
import { videoDurationLabel } from '../../../../core/pinSaved';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const PinSavedPreview_pin = graphql(`
  fragment PinSavedPreview_pin on Pin {
    id
    title
    altText
    link
    linkDomain
    offsiteUrl
    dominantColor
    imageSpec_236x {
      url
      width
      height
    }
    video {
      durationMs
      coverImageSpec_236x {
        url
        width
        height
      }
    }
  }
`);

/**
 * The saved pin at 236 px wide — its picture; a video's cover with a duration badge; or, for a pin
 * without a picture, a tile in its colour with its link.
 */
export function PinSavedPreview(props: { pin: FragmentType<typeof PinSavedPreview_pin> }) {
  const pin = getFragmentData(PinSavedPreview_pin, props.pin);
  const alt = pin.altText || pin.title || 'Saved Pin';
  if (pin.video) {
    const cover = pin.video.coverImageSpec_236x;
    return (
      <div className="pin-saved-preview" style={{ width: PIN_PREVIEW_WIDTH, background: pin.dominantColor }}>
        <img src={cover.url} width={cover.width} height={cover.height} alt={alt} />
        <span className="pin-saved-preview__badge">
          <span className="visually-hidden">Video, </span>
          {videoDurationLabel(pin.video.durationMs)}
        </span>
      </div>
    );
  }
  if (pin.imageSpec_236x.url) {
    const image = pin.imageSpec_236x;
    return (
      <div className="pin-saved-preview" style={{ width: PIN_PREVIEW_WIDTH, background: pin.dominantColor }}>
        <img src={image.url} width={image.width} height={image.height} alt={alt} />
      </div>
    );
  }
  return (
    <div
      className="pin-saved-preview pin-saved-preview--tile"
      style={{ width: PIN_PREVIEW_WIDTH, background: pin.dominantColor }}
    >
      {pin.link && isSafeLink(pin.link) ? (
        <a href={pin.offsiteUrl ?? pin.link} rel={outboundRel(pin.link)} target="_blank">
          {pin.linkDomain ?? pin.link}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <span>{pin.title || 'Pin'}</span>
      )}
    </div>
  );
}
