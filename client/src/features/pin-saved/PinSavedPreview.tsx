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

/** One picture of the website a pin was saved from. */
export interface WebsiteMedium {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * The saved pin at 236 px wide — its picture; a video's cover with a duration badge; a scrollable grid of
 * the website's pictures when it was saved from a page with more than one; or, for a pin without a picture, a tile
 * in its colour with its link.
 */
export function PinSavedPreview(props: {
  pin: FragmentType<typeof PinSavedPreview_pin>;
  websiteMedia?: readonly WebsiteMedium[];
}) {
  const pin = getFragmentData(PinSavedPreview_pin, props.pin);
  const alt = pin.altText || pin.title || 'Saved Pin';
  const media = props.websiteMedia ?? [];
  if (media.length > 1) {
    return (
      <ul
        className="pin-saved-preview pin-saved-preview--grid"
        style={{ width: PIN_PREVIEW_WIDTH }}
        aria-label={`${media.length} pictures from ${pin.linkDomain ?? 'the website'}`}
        // A scrollable region must be reachable by keyboard to be scrolled without a mouse.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid scrolls, so it takes focus.
        tabIndex={0}
      >
        {media.map((medium, index) => (
          <li key={medium.url}>
            <img
              src={medium.url}
              width={medium.width ?? undefined}
              height={medium.height ?? undefined}
              alt={index === 0 ? alt : `${alt}, picture ${index + 1}`}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    );
  }
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
