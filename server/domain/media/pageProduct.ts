import { Parser } from 'htmlparser2';
import { checkProduct, type Product, type ProductAvailability } from '../../../core/product';

// What a shop's page says it sells: schema.org Product/Offer in JSON-LD first, then the Open Graph product
// tags (og:price:amount, product:price:amount …). Pages are written by anyone: every value is checked by the
// same rule as a pinner's input, and anything odd is dropped rather than guessed.

/** The most JSON-LD read from one page (scripts and characters), and how deep its objects are walked. */
const MAX_SCRIPTS = 20;
const MAX_SCRIPT_CHARS = 256 * 1024;
const MAX_DEPTH = 12;
const MAX_NODES = 5_000;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** `@type` as a list of short names ("https://schema.org/Product" → "Product"). */
function typesOf(node: Json): string[] {
  return listOf(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^https?:\/\/schema\.org\//i, ''));
}

/**
 * An amount as a page writes it, as a plain decimal string: numbers as JSON wrote them, text with thousands
 * commas ("1,299.00") or a currency sign ("$19.99") cleaned; anything else (a decimal comma, words) is null.
 */
export function pageAmount(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 && value < 1e12 ? String(value) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace(/^[^\d.]{0,4}/, '')
    .replace(/[^\d.]{0,4}$/, '')
    .trim();
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(text) ? text : null;
}

/** schema.org's ItemAvailability and the Open Graph words for it, reduced to ours (null when unknown). */
export function pageAvailability(value: unknown): ProductAvailability | null {
  if (typeof value !== 'string') return null;
  const word = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '')
    .replace(/[\s_-]/g, '');
  if (['instock', 'limitedavailability', 'onlineonly', 'instoreonly', 'available'].includes(word))
    return 'in_stock';
  if (['outofstock', 'soldout', 'discontinued', 'oos', 'unavailable'].includes(word)) return 'out_of_stock';
  if (['preorder', 'presale', 'backorder', 'pending'].includes(word)) return 'preorder';
  return null;
}

interface Found {
  price: string | null;
  currency: string | null;
  availability: ProductAvailability | null;
  originalPrice: string | null;
}

/** A strikethrough or list price given as a price specification: what the product cost before. */
function listPriceOf(offer: Json): string | null {
  for (const spec of listOf(offer.priceSpecification)) {
    if (!isObject(spec)) continue;
    const type = typeof spec.priceType === 'string' ? spec.priceType.toLowerCase() : '';
    if (type.endsWith('strikethroughprice') || type.endsWith('listprice') || type.endsWith('msrp'))
      return pageAmount(spec.price);
  }
  return null;
}

/** An Offer (or AggregateOffer: its lowest price) as found values. */
function fromOffer(offer: Json): Found {
  const types = typesOf(offer);
  const specs = listOf(offer.priceSpecification).filter(isObject);
  const spec = specs.find((s) => !listPriceOf({ priceSpecification: s }));
  const price =
    pageAmount(offer.price) ??
    (types.includes('AggregateOffer') ? pageAmount(offer.lowPrice) : null) ??
    (spec ? pageAmount(spec.price) : null);
  const currency =
    (typeof offer.priceCurrency === 'string' ? offer.priceCurrency : null) ??
    (spec && typeof spec.priceCurrency === 'string' ? spec.priceCurrency : null);
  return {
    price,
    currency,
    availability: pageAvailability(offer.availability),
    originalPrice: listPriceOf(offer),
  };
}

/** The first schema.org Product with a priced offer, anywhere in a JSON-LD document (@graph, lists, nesting). */
function productInJsonLd(root: unknown): Found | null {
  const queue: { node: unknown; depth: number }[] = [{ node: root, depth: 0 }];
  for (let seen = 0; queue.length > 0 && seen < MAX_NODES; seen += 1) {
    const { node, depth } = queue.shift()!;
    if (depth > MAX_DEPTH) continue;
    if (Array.isArray(node)) {
      for (const item of node) queue.push({ node: item, depth: depth + 1 });
      continue;
    }
    if (!isObject(node)) continue;
    const types = typesOf(node);
    if (types.includes('Product') || types.includes('ProductGroup')) {
      for (const offer of listOf(node.offers)) {
        if (!isObject(offer)) continue;
        const found = fromOffer(offer);
        if (found.price !== null) return found;
      }
    }
    if (types.includes('Offer') && !types.includes('Product')) {
      const found = fromOffer(node);
      if (found.price !== null && found.currency !== null) return found;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'offers' && value !== null && typeof value === 'object')
        queue.push({ node: value, depth: depth + 1 });
    }
  }
  return null;
}

/** The product a found set of values makes, by the pinner's rules, or null when they make none. */
function checked(found: Found): Product | null {
  if (found.price === null || found.currency === null) return null;
  const withOriginal = checkProduct({
    price: found.price,
    currency: found.currency,
    availability: found.availability,
    originalPrice: found.originalPrice,
  });
  if (withOriginal.ok) return withOriginal.product;
  // A list price no higher than the price is no sale: keep the price without it.
  const plain = checkProduct({
    price: found.price,
    currency: found.currency,
    availability: found.availability,
  });
  return plain.ok ? plain.product : null;
}

/**
 * The product a page describes (price, currency, availability, the price before a sale), or null. JSON-LD's
 * schema.org Product wins over the Open Graph product tags; broken JSON, unknown currencies and amounts that
 * are not plain numbers are passed over.
 */
export function readPageProduct(html: string): Product | null {
  const scripts: string[] = [];
  const meta = new Map<string, string>();
  let script: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').trim().toLowerCase();
          if (key && attrs.content !== undefined && !meta.has(key)) meta.set(key, attrs.content);
        }
        if (
          name === 'script' &&
          (attrs.type ?? '').trim().toLowerCase() === 'application/ld+json' &&
          scripts.length < MAX_SCRIPTS
        ) {
          script = '';
        }
      },
      ontext(text) {
        if (script !== null && script.length < MAX_SCRIPT_CHARS) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== null) {
          if (script.length < MAX_SCRIPT_CHARS) scripts.push(script);
          script = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  for (const text of scripts) {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      continue; // Broken JSON-LD is common; the next script or the tags may still say.
    }
    const found = productInJsonLd(document);
    const product = found ? checked(found) : null;
    if (product) return product;
  }

  const tag = (...names: string[]) => names.map((n) => meta.get(n)).find((v) => v !== undefined) ?? null;
  const sale = pageAmount(tag('product:sale_price:amount', 'og:sale_price:amount'));
  const listed = pageAmount(tag('product:price:amount', 'og:price:amount', 'price'));
  const original = pageAmount(tag('product:original_price:amount', 'og:original_price:amount'));
  return checked({
    price: sale ?? listed,
    currency: tag(
      'product:sale_price:currency',
      'product:price:currency',
      'og:price:currency',
      'pricecurrency',
    ),
    availability: pageAvailability(tag('product:availability', 'og:availability', 'availability')),
    originalPrice: sale ? (original ?? listed) : original,
  });
}
