// Product pins: a pin whose link is something to buy carries its price, currency, availability and, during a
// sale, the price before it. Amounts are exact decimal strings ("19.99"), compared as whole minor units
// (bigint), never as binary floats.

export const PRODUCT_AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITIES)[number];

/** The words for each availability, as forms and the close-up show them. */
export const AVAILABILITY_LABELS: ReadonlyMap<ProductAvailability, string> = new Map([
  ['in_stock', 'In stock'],
  ['out_of_stock', 'Out of stock'],
  ['preorder', 'Preorder'],
]);

export function isProductAvailability(value: string): value is ProductAvailability {
  return (PRODUCT_AVAILABILITIES as readonly string[]).includes(value);
}

// ISO 4217's current currencies by their minor unit: most have cents (2 decimals), these have none, three or four.
const NO_DECIMALS = 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF';
const THREE_DECIMALS = 'BHD IQD JOD KWD LYD OMR TND';
const FOUR_DECIMALS = 'CLF UYW';
const TWO_DECIMALS =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF ' +
  'CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD ' +
  'HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT ' +
  'MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR ' +
  'SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU ' +
  'UZS VED VES WST XCD XCG YER ZAR ZMW ZWG';

/** Every currency a price may be in, with how many decimals its amounts have. */
export const CURRENCY_DECIMALS: ReadonlyMap<string, number> = new Map([
  ...NO_DECIMALS.split(' ').map((code) => [code, 0] as const),
  ...TWO_DECIMALS.split(' ').map((code) => [code, 2] as const),
  ...THREE_DECIMALS.split(' ').map((code) => [code, 3] as const),
  ...FOUR_DECIMALS.split(' ').map((code) => [code, 4] as const),
]);

/** At most this many digits before the decimal point (under a trillion). */
const MAX_WHOLE_DIGITS = 12;

export const PRODUCT_TEXTS = {
  priceInvalid: 'Enter the price as a number, like 19.99.',
  priceTooLarge: 'That price is too large.',
  priceMissing: 'Enter a price, or leave the currency and original price empty.',
  currencyMissing: 'Choose the currency of the price.',
  currencyUnknown: 'Use a three-letter currency code, like USD or EUR.',
  availabilityUnknown: 'Availability must be in stock, out of stock or preorder.',
  originalNotHigher:
    'The original price must be more than the price (leave it empty when nothing is on sale).',
  decimals: (currency: string, decimals: number) =>
    decimals === 0
      ? `Prices in ${currency} have no decimals.`
      : `Prices in ${currency} have at most ${decimals} decimals.`,
} as const;

export type ProductField = 'price' | 'currency' | 'availability' | 'originalPrice';

/** A product as a form or a request gives it, before it is checked: any field may be missing or blank. */
export interface ProductRequest {
  price?: string | null;
  currency?: string | null;
  availability?: string | null;
  originalPrice?: string | null;
}

/** A checked product: amounts written with exactly the currency's decimals. */
export interface Product {
  price: string;
  currency: string;
  availability: ProductAvailability;
  /** Set only when it is more than the price: the product is on sale. */
  originalPrice: string | null;
}

export type ProductCheck =
  | { ok: true; product: Product | null }
  | { ok: false; error: string; field: ProductField };

type AmountCheck = { ok: true; amount: string } | { ok: false; error: string };

/**
 * An amount as people type it ("19.9", "19.90", "0019.90", "20") written with the currency's decimals
 * ("19.90"); more decimals than the currency has are refused unless they are zeros.
 */
export function parseAmount(text: string, currency: string): AmountCheck {
  const decimals = CURRENCY_DECIMALS.get(currency) ?? 2;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return { ok: false, error: PRODUCT_TEXTS.priceInvalid };
  const whole = match[1]!.replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, error: PRODUCT_TEXTS.priceTooLarge };
  if (fraction.length > decimals) return { ok: false, error: PRODUCT_TEXTS.decimals(currency, decimals) };
  return { ok: true, amount: decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, '0')}` };
}

/** An exact decimal amount in minor units of its own precision, for comparing two amounts of one currency. */
function minorUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

/** Whether amount `a` is less than `b` (both decimal strings), exactly. */
export function amountLessThan(a: string, b: string): boolean {
  const decimals = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  return minorUnits(a, decimals) < minorUnits(b, decimals);
}

/** On sale: the price is below what it was. */
export function isOnSale(product: Pick<Product, 'price' | 'originalPrice'>): boolean {
  return product.originalPrice !== null && amountLessThan(product.price, product.originalPrice);
}

function blank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * The product a pin will carry, from what the pinner entered (or a page described): no price, currency or
 * original price means no product; otherwise a price and an ISO 4217 currency are needed, availability is in
 * stock unless said, and an original price must be more than the price. Each refusal names its field.
 */
export function checkProduct(request: ProductRequest | null | undefined): ProductCheck {
  if (!request) return { ok: true, product: null };
  if (blank(request.price) && blank(request.currency) && blank(request.originalPrice))
    return { ok: true, product: null };
  if (blank(request.price)) return { ok: false, error: PRODUCT_TEXTS.priceMissing, field: 'price' };
  if (blank(request.currency)) return { ok: false, error: PRODUCT_TEXTS.currencyMissing, field: 'currency' };
  const currency = request.currency!.trim().toUpperCase();
  if (!CURRENCY_DECIMALS.has(currency))
    return { ok: false, error: PRODUCT_TEXTS.currencyUnknown, field: 'currency' };
  const price = parseAmount(request.price!, currency);
  if (!price.ok) return { ok: false, error: price.error, field: 'price' };
  const availability = blank(request.availability) ? 'in_stock' : request.availability!.trim();
  if (!isProductAvailability(availability))
    return { ok: false, error: PRODUCT_TEXTS.availabilityUnknown, field: 'availability' };
  let originalPrice: string | null = null;
  if (!blank(request.originalPrice)) {
    const original = parseAmount(request.originalPrice!, currency);
    if (!original.ok) return { ok: false, error: original.error, field: 'originalPrice' };
    if (!amountLessThan(price.amount, original.amount))
      return { ok: false, error: PRODUCT_TEXTS.originalNotHigher, field: 'originalPrice' };
    originalPrice = original.amount;
  }
  return { ok: true, product: { price: price.amount, currency, availability, originalPrice } };
}
