import type { ReactNode } from 'react';
import { PIN_DESCRIPTION_MAX_LENGTH } from '../../../../core/constants';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { CountedField } from '../create-pin/CountedField';
import type { PinImageCandidate } from './usePinImages';

interface PinImagePaneProps {
  candidates: readonly PinImageCandidate[];
  scraping: boolean;
  selected: PinImageCandidate | null;
  onSelect: (index: number | null) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  /** The page's link, shown under the image. */
  url: string | null;
}

function domainOf(url: string | null): string | null {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** One image: our copy once ready, a loading tile before, the reason when it cannot be used. */
export function PinImage({ candidate, alt }: { candidate: PinImageCandidate; alt: string }) {
  if (candidate.state === 'failed') {
    return (
      <div className="pin-image pin-image--failed" role="alert">
        {candidate.failure ?? "We couldn't load this image."}
      </div>
    );
  }
  if (!candidate.displayUrl && candidate.state === 'ready') {
    // Our server could not take a copy in advance; it fetches the picture when the pin is made.
    return (
      <div className="pin-image pin-image--placeholder">
        <span>{alt}</span>
      </div>
    );
  }
  if (!candidate.displayUrl) {
    const ratio = candidate.width && candidate.height ? `${candidate.width} / ${candidate.height}` : '1 / 1';
    return (
      <div className="pin-image pin-image--loading" style={{ aspectRatio: ratio }}>
        <Spinner label="Loading image" size={32} />
      </div>
    );
  }
  return (
    <img
      className="pin-image"
      src={candidate.displayUrl}
      alt={alt}
      width={candidate.width ?? undefined}
      height={candidate.height ?? undefined}
    />
  );
}

/**
 * The left part of the pin-create page: the pin's image and description. Without `media`, the
 * page's images to pick from (found by the find-pin-images resource; a failed search shows no error).
 */
export function PinImagePane({
  candidates,
  scraping,
  selected,
  onSelect,
  description,
  onDescriptionChange,
  url,
}: PinImagePaneProps) {
  const domain = domainOf(url);
  const alt = description || (domain ? `Image from ${domain}` : 'Pin image');
  let image: ReactNode;
  if (selected) {
    image = (
      <div className="pin-image-pane__selected">
        <PinImage candidate={selected} alt={alt} />
        {candidates.length > 1 ? (
          <Button variant="tertiary" onClick={() => onSelect(null)}>
            Choose another image
          </Button>
        ) : null}
      </div>
    );
  } else if (candidates.length > 0) {
    image = (
      <fieldset className="pin-image-choices">
        <legend className="pin-image-choices__legend">Choose an image</legend>
        <ul className="pin-image-choices__list">
          {candidates.map((candidate, index) => (
            <li key={candidate.source}>
              <button
                type="button"
                className="pin-image-choices__choice"
                aria-label={`Image ${index + 1} of ${candidates.length}${
                  candidate.width && candidate.height ? ` (${candidate.width} × ${candidate.height})` : ''
                }`}
                disabled={candidate.state === 'failed'}
                onClick={() => onSelect(index)}
              >
                <PinImage candidate={candidate} alt="" />
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  } else if (scraping) {
    image = <Spinner label="Finding images on the page" />;
  } else {
    image = (
      <p className="pin-image-pane__empty" role="status">
        We couldn’t find any images to save on this page.
      </p>
    );
  }
  return (
    <div className="pin-image-pane">
      {image}
      {domain ? <p className="pin-image-pane__domain">{domain}</p> : null}
      <CountedField
        label="Description"
        name="description"
        value={description}
        onChange={onDescriptionChange}
        max={PIN_DESCRIPTION_MAX_LENGTH}
        multiline
        hashtags
        rows={3}
        placeholder="Tell everyone what your Pin is about"
      />
    </div>
  );
}
