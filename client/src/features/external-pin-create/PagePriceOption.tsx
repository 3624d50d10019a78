import { priceLabel } from '../../../../core/priceLabel';
import type { PinProductInput } from '../../gql/graphql';

/** "Save with its price: €89.50": the page's price goes with the pin unless the person unticks it. */
export function PagePriceOption(props: {
  product: (PinProductInput & { price: string; currency: string }) | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!props.product) return null;
  return (
    <label className="pin-create__price">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      Save with its price: {priceLabel(props.product.price, props.product.currency)}
    </label>
  );
}
