import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import {
  clampFraction,
  fractionPercent,
  PRODUCT_TAGS_MAX,
  TAG_NUDGE,
  TAG_NUDGE_FINE,
} from '../../../../core/productTags';
import { Button } from '../../ui/Button';
import { ProductCatalogPicker } from './ProductCatalogPicker';
import type { DraftProductTag } from './productTagDraft';
import './product-tags.css';

interface ProductTagEditorProps {
  tags: readonly DraftProductTag[];
  onChange: (tags: DraftProductTag[]) => void;
  /** The pin's picture, to place tags on; null while there is none (tags can still be listed). */
  pictureUrl: string | null;
  disabled?: boolean;
  /** The server's refusal of the list, if any. */
  error?: string | null;
}

const NUDGES = new Map([
  ['ArrowLeft', [-1, 0]],
  ['ArrowRight', [1, 0]],
  ['ArrowUp', [0, -1]],
  ['ArrowDown', [0, 1]],
] as const);

function placeText(tag: DraftProductTag): string {
  return tag.x === null || tag.y === null
    ? 'not placed on the picture'
    : `placed ${fractionPercent(tag.x)} across and ${fractionPercent(tag.y)} down`;
}

/**
 * Shop the pin, for business accounts: tag up to PRODUCT_TAGS_MAX of your own products on the pin. Each tag may be
 * placed on the picture — choose "Place", then click the spot — and moved with the arrow keys once placed.
 */
export function ProductTagEditor({
  tags,
  onChange,
  pictureUrl,
  disabled = false,
  error,
}: ProductTagEditorProps) {
  const helpId = useId();
  const [placing, setPlacing] = useState<string | null>(null);
  const full = tags.length >= PRODUCT_TAGS_MAX;
  const update = (productPinId: string, change: Partial<DraftProductTag>) =>
    onChange(tags.map((tag) => (tag.productPinId === productPinId ? { ...tag, ...change } : tag)));

  const placeAt = (event: MouseEvent<HTMLButtonElement>) => {
    if (!placing) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    update(placing, {
      x: clampFraction((event.clientX - box.left) / box.width),
      y: clampFraction((event.clientY - box.top) / box.height),
    });
    setPlacing(null);
  };

  const nudge = (tag: DraftProductTag) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = NUDGES.get(event.key as 'ArrowLeft');
    if (!direction || tag.x === null || tag.y === null) return;
    event.preventDefault();
    const step = event.shiftKey ? TAG_NUDGE_FINE : TAG_NUDGE;
    update(tag.productPinId, {
      x: clampFraction(tag.x + direction[0] * step),
      y: clampFraction(tag.y + direction[1] * step),
    });
  };

  const placingTitle = tags.find((tag) => tag.productPinId === placing)?.title;
  return (
    <fieldset className="product-tags" aria-describedby={helpId}>
      <legend className="field__label">Tagged products (optional, up to {PRODUCT_TAGS_MAX})</legend>
      <p id={helpId} className="product-tags__help">
        People see them under “Shop” on the Pin, with their prices.
        {pictureUrl
          ? ' Place a tag on the picture to mark where the product is; arrow keys move a placed tag.'
          : ''}
      </p>
      {pictureUrl && tags.length > 0 ? (
        <div className="product-tags__picture">
          {/* A button, so the spot can be chosen only while a tag is being placed, and the click is announced. */}
          <button
            type="button"
            className="product-tags__canvas"
            disabled={disabled || !placing}
            aria-label={placing ? `Click where ${placingTitle} is on the picture` : 'Picture of the Pin'}
            onClick={placeAt}
          >
            <img src={pictureUrl} alt="" />
          </button>
          {tags.map((tag, index) =>
            tag.x !== null && tag.y !== null ? (
              <button
                key={tag.productPinId}
                type="button"
                className="product-tags__dot"
                style={{ left: fractionPercent(tag.x), top: fractionPercent(tag.y) }}
                aria-label={`Tag ${index + 1}, ${tag.title}: ${placeText(tag)}. Arrow keys move it.`}
                disabled={disabled}
                onKeyDown={nudge(tag)}
              >
                {index + 1}
              </button>
            ) : null,
          )}
          {placing ? (
            <p className="product-tags__placing" role="status">
              Click the picture where {placingTitle} is.{' '}
              <button type="button" className="link-button" onClick={() => setPlacing(null)}>
                Cancel
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      {tags.length > 0 ? (
        <ol className="product-tags__list" aria-label="Tagged products">
          {tags.map((tag, index) => (
            <li key={tag.productPinId} className="product-tags__item">
              <span className="product-tags__number" aria-hidden="true">
                {index + 1}
              </span>
              {tag.imageUrl ? <img src={tag.imageUrl} alt="" className="product-tags__thumb" /> : null}
              <span className="product-tags__text">
                <span className="product-tags__title">{tag.title}</span>
                <span className="product-tags__meta">
                  {tag.priceText ? `${tag.priceText} · ` : ''}
                  {placeText(tag)}
                </span>
              </span>
              {pictureUrl ? (
                tag.x === null ? (
                  <Button
                    size="md"
                    disabled={disabled}
                    aria-label={`Place ${tag.title} on the picture`}
                    onClick={() => setPlacing(tag.productPinId)}
                  >
                    Place
                  </Button>
                ) : (
                  <Button
                    size="md"
                    disabled={disabled}
                    aria-label={`Take ${tag.title} off the picture`}
                    onClick={() => update(tag.productPinId, { x: null, y: null })}
                  >
                    Unplace
                  </Button>
                )
              ) : null}
              <Button
                size="md"
                disabled={disabled}
                aria-label={`Remove ${tag.title}`}
                onClick={() => {
                  if (placing === tag.productPinId) setPlacing(null);
                  onChange(tags.filter((other) => other.productPinId !== tag.productPinId));
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {full ? (
        <p className="product-tags__help" role="status">
          You have tagged {PRODUCT_TAGS_MAX} products, the most a Pin can have.
        </p>
      ) : (
        <ProductCatalogPicker
          taggedIds={tags.map((tag) => tag.productPinId)}
          onPick={(tag) => onChange([...tags, tag])}
          disabled={disabled}
        />
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
