import { Link } from 'react-router';
import { isSafeLink, outboundRel } from '../../../../core/links';
import { pinPath } from '../../../../core/paths';
import { priceLabel } from '../../../../core/priceLabel';
import { AVAILABILITY_LABELS } from '../../../../core/product';
import { fractionPercent } from '../../../../core/productTags';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { ArrowUpRightIcon } from '../../ui/icons';
import './shop-the-pin.css';

export const ShopThePin_pin = graphql(`
  fragment ShopThePin_pin on Pin {
    productTags {
      position
      productPinId
      x
      y
      pin {
        id
        entityId
        title
        link
        offsiteUrl
        linkDomain
        imageSpec_236x {
          url
        }
      }
      product {
        price
        currency
        availability
        originalPrice
        onSale
      }
    }
  }
`);

type ShopTag = ReturnType<typeof tagsOf>[number];

function tagsOf(pin: FragmentType<typeof ShopThePin_pin>) {
  return getFragmentData(ShopThePin_pin, pin).productTags;
}

/** What a tag's number says to a screen reader: the product, its price, and whether it can be had. */
function tagLabel(tag: ShopTag, index: number): string {
  const { product } = tag;
  const stock =
    product.availability === 'in_stock' ? '' : `, ${AVAILABILITY_LABELS.get(product.availability)}`;
  return `Product ${index + 1}: ${tag.pin.title || 'Untitled product'}, ${priceLabel(product.price, product.currency)}${stock}`;
}

/** The numbered spots of the placed tags on the close-up's picture, each a link to its product. */
export function ShopHotspots(props: { pin: FragmentType<typeof ShopThePin_pin> }) {
  const tags = tagsOf(props.pin);
  if (!tags.some((tag) => tag.x !== null && tag.y !== null)) return null;
  return (
    <div className="shop-hotspots">
      {tags.map((tag, index) =>
        tag.x !== null && tag.y !== null ? (
          <Link
            key={tag.productPinId}
            to={pinPath(tag.pin.entityId)}
            className="shop-hotspot"
            style={{ left: fractionPercent(tag.x), top: fractionPercent(tag.y) }}
            aria-label={tagLabel(tag, index)}
          >
            {index + 1}
          </Link>
        ) : null,
      )}
    </div>
  );
}

/**
 * "Shop": the products tagged on the pin, in order — picture, title, price (the price before a sale struck
 * through), availability said plainly — each opening its own pin, with a link to the shop's page.
 */
export function ShopThePin(props: { pin: FragmentType<typeof ShopThePin_pin> }) {
  const tags = tagsOf(props.pin);
  if (tags.length === 0) return null;
  return (
    <section className="shop" aria-labelledby="shop-title">
      <h2 id="shop-title" className="shop__title">
        Shop
      </h2>
      <ol className="shop__list">
        {tags.map((tag, index) => {
          const { product, pin } = tag;
          const title = pin.title || 'Untitled product';
          const outOfStock = product.availability === 'out_of_stock';
          return (
            <li key={tag.productPinId} className={`shop__item${outOfStock ? ' shop__item--out' : ''}`}>
              <span className="shop__number" aria-hidden="true">
                {index + 1}
              </span>
              <Link to={pinPath(pin.entityId)} className="shop__product">
                <img src={pin.imageSpec_236x.url} alt="" className="shop__thumb" />
                <span className="shop__text">
                  <span className="shop__name">{title}</span>
                  <span className="shop__price">
                    <span className="visually-hidden">Price: </span>
                    {priceLabel(product.price, product.currency)}
                    {product.onSale && product.originalPrice ? (
                      <>
                        {' '}
                        <s className="shop__was">
                          <span className="visually-hidden">was </span>
                          {priceLabel(product.originalPrice, product.currency)}
                        </s>{' '}
                        <span className="shop__sale">On sale</span>
                      </>
                    ) : null}
                  </span>
                  <span className={outOfStock ? 'shop__stock shop__stock--out' : 'shop__stock'}>
                    {AVAILABILITY_LABELS.get(product.availability)}
                  </span>
                </span>
              </Link>
              {pin.link && isSafeLink(pin.link) ? (
                <a
                  className="shop__visit"
                  href={pin.offsiteUrl ?? pin.link}
                  rel={outboundRel(pin.link)}
                  target="_blank"
                  aria-label={`Visit ${pin.linkDomain ?? 'the shop'} for ${title} (opens in a new tab)`}
                >
                  Visit
                  <ArrowUpRightIcon />
                </a>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
