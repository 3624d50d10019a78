import { checkProduct, type ProductAvailability, type ProductField } from '../../../../core/product';
import type { PinProductInput } from '../../gql/graphql';

/** The price fields of a pin form, as typed. */
export interface ProductDraft {
  price: string;
  currency: string;
  availability: ProductAvailability;
  originalPrice: string;
}

export const PRODUCT_FIELDS: readonly ProductField[] = ['price', 'currency', 'availability', 'originalPrice'];

export const EMPTY_PRODUCT_DRAFT: ProductDraft = {
  price: '',
  currency: '',
  availability: 'in_stock',
  originalPrice: '',
};

export function isProductField(field: string | null): field is ProductField {
  return PRODUCT_FIELDS.includes(field as ProductField);
}

/** The draft of a pin's product (empty fields for a pin that is no product). */
export function productDraftOf(
  product: {
    price: string;
    currency: string;
    availability: ProductAvailability;
    originalPrice?: string | null;
  } | null,
): ProductDraft {
  if (!product) return EMPTY_PRODUCT_DRAFT;
  return {
    price: product.price,
    currency: product.currency,
    availability: product.availability,
    originalPrice: product.originalPrice ?? '',
  };
}

/** Whether the draft says something other than the saved product. */
export function productChanged(draft: ProductDraft, saved: ProductDraft): boolean {
  const blank = (d: ProductDraft) => !d.price.trim() && !d.currency.trim() && !d.originalPrice.trim();
  if (blank(draft) && blank(saved)) return false;
  return PRODUCT_FIELDS.some((field) => draft[field].trim() !== saved[field]);
}

/**
 * What a save sends for the product: null for none (every field blank), else the fields as typed. The same rule
 * as the server's is checked first, so a refusal shows under its field at once.
 */
export function productInputOf(
  draft: ProductDraft,
): { ok: true; input: PinProductInput | null } | { ok: false; field: ProductField; text: string } {
  const checked = checkProduct(draft);
  if (!checked.ok) return { ok: false, field: checked.field, text: checked.error };
  if (!checked.product) return { ok: true, input: null };
  const { price, currency, availability, originalPrice } = checked.product;
  return { ok: true, input: { price, currency, availability, originalPrice } };
}
