import {
  checkProduct,
  type Product,
  type ProductAvailability,
  type ProductRequest,
} from '../../core/product';
import type { PinRow } from '../db/tables/pins';
import { requireViewer } from './auth';
import type { RequestContext } from './context';
import { validationError } from './errors';
import { readPageProduct } from './media/pageProduct';

/** A pin's product columns: all null, or a checked product. */
export interface ProductColumns {
  price: string | null;
  original_price: string | null;
  currency: string | null;
  availability: ProductAvailability | null;
}

/** A pin's product columns for a checked product (all null for none). */
function columnsOf(product: Product | null): ProductColumns {
  return {
    price: product?.price ?? null,
    original_price: product?.originalPrice ?? null,
    currency: product?.currency ?? null,
    availability: product?.availability ?? null,
  };
}

/**
 * The product columns a pin gets from what the pinner entered, checked by the rule the forms use; a refusal is
 * a validation error under the field it is about (price, currency, availability, originalPrice).
 */
export function productColumns(request: ProductRequest | null | undefined): ProductColumns {
  const checked = checkProduct(request);
  if (!checked.ok) throw validationError(checked.error, checked.field);
  return columnsOf(checked.product);
}

/** The product columns for what an imported document says, or none when it says nothing usable. */
export function productColumnsOrNone(request: ProductRequest | null | undefined): ProductColumns {
  const checked = checkProduct(request);
  return columnsOf(checked.ok ? checked.product : null);
}

/** The product columns of a pin, as they are, for a pin made from it (a repin keeps its price). */
export function copiedProductColumns(pin: PinRow): ProductColumns {
  return {
    price: pin.price,
    original_price: pin.original_price,
    currency: pin.currency,
    availability: pin.availability,
  };
}

/** The product a pin carries, or null for a pin that is no product. */
export function productOfPin(pin: PinRow): Product | null {
  if (pin.price === null || pin.currency === null) return null;
  return {
    price: pin.price,
    currency: pin.currency,
    availability: pin.availability ?? 'in_stock',
    originalPrice: pin.original_price,
  };
}

const PAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Only the page is read (not its pictures), so this stays short. */
const PAGE_TIMEOUT_MS = 10_000;

/**
 * The product a page describes (its schema.org Product or Open Graph product tags), fetched with the safe
 * fetcher, so the pin-create form can offer the price with the page's pictures. Anything failing (the fetch,
 * the page, its data) answers null: like the pictures, a scrape fails silently.
 */
export async function findPageProduct(ctx: RequestContext, pageUrl: string): Promise<Product | null> {
  requireViewer(ctx);
  const policy = ctx.settings.fetch;
  try {
    const page = await ctx.safeFetch({
      url: pageUrl,
      policy: { ...policy, timeoutMs: Math.min(policy.timeoutMs, PAGE_TIMEOUT_MS) },
      maxBytes: PAGE_MAX_BYTES,
      accept: 'text/html,application/xhtml+xml;q=0.9',
    });
    const type = page.contentType.toLowerCase();
    if (!type.includes('html') && !type.startsWith('text/')) return null;
    return readPageProduct(page.body.toString('utf8'));
  } catch {
    return null;
  }
}
