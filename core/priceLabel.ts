// Apart from core/product.ts so that a pin card showing a price does not carry the currency table.

/**
 * A price in the reader's words: "$19.99", "19,99 €", "¥1,200". The amount is passed to Intl as its decimal
 * string, so it is formatted exactly; a currency Intl does not know is shown as "19.99 XYZ".
 */
export function priceLabel(price: string, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
      price as Intl.StringNumericLiteral,
    );
  } catch {
    return `${price} ${currency}`;
  }
}
