import { priceLabel } from '../../../../core/priceLabel';
import { AVAILABILITY_LABELS } from '../../../../core/product';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const ProductPrice_pin = graphql(`
  fragment ProductPrice_pin on Pin {
    product {
      price
      currency
      availability
      originalPrice
      onSale
    }
  }
`);

/** A product pin's price in the close-up: the price, the one before a sale struck through, and availability. */
export function ProductPrice(props: { pin: FragmentType<typeof ProductPrice_pin> }) {
  const { product } = getFragmentData(ProductPrice_pin, props.pin);
  if (!product) return null;
  return (
    <p className="closeup__product">
      <span className="closeup__price">
        <span className="visually-hidden">Price: </span>
        {priceLabel(product.price, product.currency)}
      </span>
      {product.onSale && product.originalPrice ? (
        <>
          {' '}
          <s className="closeup__original-price">
            <span className="visually-hidden">was </span>
            {priceLabel(product.originalPrice, product.currency)}
          </s>{' '}
          <span className="closeup__sale">On sale</span>
        </>
      ) : null}
      <span className="closeup__availability">{AVAILABILITY_LABELS.get(product.availability)}</span>
    </p>
  );
}
