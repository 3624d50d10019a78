import { PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from './constants';
import { isSafeLink } from './links';
import {
  checkProduct,
  PRODUCT_AVAILABILITIES,
  PRODUCT_TEXTS,
  type Product,
  type ProductAvailability,
  parseAmount,
} from './product';
import { DAY_MS } from './time';

/**
 * Product catalogs: an advertiser's data source (an uploaded CSV file or a feed URL) lists products in the common
 * product-feed shape, one row each; every row becomes, or keeps up to date, a product pin. The rules a row and a
 * product group must pass live here, for the server that imports and the screens that explain them.
 */

export const CATALOG_SOURCE_KINDS = ['file', 'url'] as const;
export type CatalogSourceKind = (typeof CATALOG_SOURCE_KINDS)[number];

export const CATALOG_IMPORT_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];

/** Ours: at most this many products in one file or feed (more rows are refused as a whole, before any work). */
export const MAX_CATALOG_ROWS = 5000;
/** Ours: an uploaded file (it travels in one GraphQL request, whose body may be 2 MB). */
export const MAX_CATALOG_FILE_BYTES = 1_000_000;
/** Ours: a fetched feed. */
export const MAX_CATALOG_FEED_BYTES = 10_000_000;
/** Ours: each product's picture is fetched within this time, or the row fails. */
export const CATALOG_IMAGE_TIMEOUT_MS = 10_000;
/** Ours: a feed is fetched within this time. */
export const CATALOG_FEED_TIMEOUT_MS = 30_000;
/** Ours: the row errors a run keeps (a broken file could have thousands; the counts stay exact). */
export const MAX_CATALOG_ROW_ERRORS = 500;
/** Ours: data sources and product groups per advertiser. */
export const MAX_CATALOG_DATA_SOURCES = 20;
export const MAX_PRODUCT_GROUPS = 100;
/** Ours: an item id, and each filtering column (brand, product type, labels), keeps at most this many characters. */
export const MAX_ITEM_ID_LENGTH = 100;
export const MAX_ATTRIBUTE_LENGTH = 200;
export const MAX_CATALOG_NAME_LENGTH = 50;
/** Ours: a feed is fetched again this long after its last run when daily fetching is on. */
export const CATALOG_DAILY_MS = DAY_MS;

/** The columns a file may have, in the common product-feed shape; the first five are required. */
export const CATALOG_REQUIRED_COLUMNS = ['id', 'title', 'link', 'image_link', 'price'] as const;
export const CATALOG_OPTIONAL_COLUMNS = [
  'description',
  'sale_price',
  'availability',
  'brand',
  'product_type',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
] as const;
export type CatalogColumn =
  | (typeof CATALOG_REQUIRED_COLUMNS)[number]
  | (typeof CATALOG_OPTIONAL_COLUMNS)[number];
const KNOWN_COLUMNS: ReadonlySet<string> = new Set([
  ...CATALOG_REQUIRED_COLUMNS,
  ...CATALOG_OPTIONAL_COLUMNS,
]);

export const CUSTOM_LABEL_COUNT = 5;

export const CATALOG_TEXTS = {
  sourceNameMissing: 'Give the data source a name.',
  sourceNameTooLong: `Names can be at most ${MAX_CATALOG_NAME_LENGTH} characters.`,
  sourceNameTaken: 'You already have a data source with that name.',
  sourceKindInvalid: 'Choose a file upload or a feed URL.',
  feedUrlInvalid: 'Enter the feed’s address, starting with http:// or https://.',
  tooManySources: `You can have at most ${MAX_CATALOG_DATA_SOURCES} data sources.`,
  sourceNotFound: "Sorry, we couldn't find that data source.",
  notAFileSource: 'This data source reads a feed URL: use Fetch now.',
  notAUrlSource: 'This data source takes uploaded files.',
  fileEmpty: 'Choose a CSV file with a header row and at least one product.',
  fileTooLarge: `Files can be at most ${MAX_CATALOG_FILE_BYTES / 1_000_000} MB.`,
  feedTooLarge: `Feeds can be at most ${MAX_CATALOG_FEED_BYTES / 1_000_000} MB.`,
  tooManyRows: `A file can list at most ${MAX_CATALOG_ROWS.toLocaleString('en-US')} products.`,
  unclosedQuote: 'The file has a quoted value that never ends.',
  missingColumns: (columns: readonly string[]) =>
    `The header row needs the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}.`,
  duplicateColumn: (column: string) => `The header row names ${column} twice.`,
  importRunning: 'An import of this data source is already running: wait until it finishes.',
  feedUnreadable: (reason: string) => `The feed could not be fetched: ${reason}`,
  interrupted: 'The import stopped before it finished. Start it again.',
  rowColumnCount: (found: number, expected: number) =>
    `The row has ${found} values but the header has ${expected} columns.`,
  idMissing: 'The id is missing.',
  idTooLong: `The id can be at most ${MAX_ITEM_ID_LENGTH} characters.`,
  idRepeated: 'The id appears on an earlier row of the file: only the first is used.',
  titleMissing: 'The title is missing.',
  linkInvalid: 'The link must be a web address starting with http:// or https://.',
  imageLinkInvalid: 'The image_link must be a web address starting with http:// or https://.',
  priceFormat: (column: string) => `The ${column} must be an amount and a currency code, like "12.50 USD".`,
  salePriceCurrency: 'The sale_price must be in the same currency as the price.',
  salePriceNotLower: 'The sale_price must be less than the price.',
  availabilityInvalid: 'The availability must be "in stock", "out of stock" or "preorder".',
  imageFailed: (reason: string) => `The image could not be used: ${reason}`,
  groupNameMissing: 'Give the product group a name.',
  groupNameTooLong: `Names can be at most ${MAX_CATALOG_NAME_LENGTH} characters.`,
  groupNameTaken: 'You already have a product group with that name.',
  tooManyGroups: `You can have at most ${MAX_PRODUCT_GROUPS} product groups.`,
  groupNotFound: "Sorry, we couldn't find that product group.",
  groupPriceInvalid: 'Enter prices as numbers, like 19.99.',
  groupPriceOrder: 'The lowest price must not be more than the highest.',
  groupInUse: 'A campaign promotes this product group: archive its ads first.',
  catalogSalesNeedsGroup: 'Catalog sales campaigns promote a product group: choose one.',
  productGroupOnlyForCatalogSales: 'Only catalog sales campaigns promote product groups.',
  catalogSalesOnlyGroups: 'Catalog sales campaigns promote product groups, not single Pins.',
} as const;

export const CATALOG_IMPORT_STATUS_LABELS: ReadonlyMap<CatalogImportStatus, string> = new Map([
  ['pending', 'Waiting to start'],
  ['processing', 'Processing'],
  ['done', 'Done'],
  ['failed', 'Failed'],
]);

/** A file's rows as fields, or why it cannot be read at all. */
export type CsvParse = { ok: true; rows: string[][] } | { ok: false; error: string };

/**
 * Reads CSV as spreadsheets write it (RFC 4180): fields separated by commas — or by tabs, when the header row has
 * tabs and no commas, as tab-separated feeds are — quoted with double quotes where they hold a separator, a quote
 * (doubled) or a line break; lines end in LF or CR LF. A byte order mark is dropped and blank lines skipped.
 */
export function parseCsv(text: string): CsvParse {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = input.slice(0, input.search(/\r?\n|$/));
  const separator = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = '';
    if (!(row.length === 1 && row[0]!.trim() === '')) rows.push(row);
    row = [];
  };
  while (i < input.length) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
      i += 1;
    } else if (char === separator) {
      row.push(field);
      field = '';
      i += 1;
    } else if (char === '\n' || char === '\r') {
      endRow();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
    } else {
      field += char;
      i += 1;
    }
    // More rows than a file may have: stop reading, the caller refuses the whole file.
    if (rows.length > MAX_CATALOG_ROWS + 1) return { ok: false, error: CATALOG_TEXTS.tooManyRows };
  }
  if (quoted) return { ok: false, error: CATALOG_TEXTS.unclosedQuote };
  if (field !== '' || row.length > 0) endRow();
  if (rows.length > MAX_CATALOG_ROWS + 1) return { ok: false, error: CATALOG_TEXTS.tooManyRows };
  return { ok: true, rows };
}

/** A header column's name as feeds write it: "Image_Link", "g:price" and "image link" are image_link and price. */
function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/^g:/, '')
    .replace(/[\s-]+/g, '_');
}

export type CatalogHeader =
  | { ok: true; columns: ReadonlyMap<CatalogColumn, number>; width: number }
  | { ok: false; error: string };

/** Where each known column is in the header row; unknown columns are ignored, required ones must be there. */
export function readCatalogHeader(header: readonly string[]): CatalogHeader {
  const columns = new Map<CatalogColumn, number>();
  for (const [index, raw] of header.entries()) {
    const name = columnName(raw);
    if (!KNOWN_COLUMNS.has(name)) continue;
    if (columns.has(name as CatalogColumn)) return { ok: false, error: CATALOG_TEXTS.duplicateColumn(name) };
    columns.set(name as CatalogColumn, index);
  }
  const missing = CATALOG_REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) return { ok: false, error: CATALOG_TEXTS.missingColumns(missing) };
  return { ok: true, columns, width: header.length };
}

/** A row checked and ready to become a product pin. */
export interface CatalogItem {
  itemId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  product: Product;
  brand: string;
  productType: string;
  customLabels: [string, string, string, string, string];
}

export type CatalogRowCheck =
  | { ok: true; item: CatalogItem }
  | { ok: false; itemId: string | null; error: string };

/** The longest start of a text within `max` UTF-16 units (the pins' own limits count so), whole characters only. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out.trimEnd();
}

/** "12.50 USD", "USD 12.50" or "12.50USD": the amount and the upper-cased currency code, or null. */
export function splitFeedPrice(text: string): { amount: string; currency: string } | null {
  const trimmed = text.trim();
  const after = /^([0-9.,]+)\s*([A-Za-z]{3})$/.exec(trimmed);
  const before = /^([A-Za-z]{3})\s*([0-9.,]+)$/.exec(trimmed);
  const amount = after?.[1] ?? before?.[2];
  const currency = after?.[2] ?? before?.[1];
  if (!amount || !currency) return null;
  // Thousands separators ("1,299.00 USD") are dropped; a comma as the decimal mark is not a feed's format.
  return { amount: amount.replace(/,/g, ''), currency: currency.toUpperCase() };
}

/** "in stock", "in_stock", "IN STOCK" → in_stock; blank → in_stock; anything else null. */
export function feedAvailability(text: string): ProductAvailability | null {
  const value = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (value === '') return 'in_stock';
  return (PRODUCT_AVAILABILITIES as readonly string[]).includes(value)
    ? (value as ProductAvailability)
    : null;
}

/**
 * Checks one row of the file against the column rules: id, title, link, image_link and price are required; the
 * price and sale_price are "amount CURRENCY" (a sale price makes the price the original one, so the pin shows
 * it on sale); availability is in stock, out of stock or preorder (blank: in stock). A title or description
 * longer than a pin takes is shortened; filter columns keep their first 200 characters. Each problem is one
 * sentence naming the column.
 */
export function checkCatalogRow(
  fields: readonly string[],
  header: Extract<CatalogHeader, { ok: true }>,
): CatalogRowCheck {
  const value = (column: CatalogColumn): string => {
    const index = header.columns.get(column);
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const rawId = value('id');
  const itemId = rawId === '' ? null : rawId.slice(0, MAX_ITEM_ID_LENGTH);
  const fail = (error: string): CatalogRowCheck => ({ ok: false, itemId, error });
  if (
    fields.length !== header.width &&
    !(fields.length > header.width && fields.slice(header.width).every((f) => f.trim() === ''))
  )
    return fail(CATALOG_TEXTS.rowColumnCount(fields.length, header.width));
  if (rawId === '') return fail(CATALOG_TEXTS.idMissing);
  if (rawId.length > MAX_ITEM_ID_LENGTH) return fail(CATALOG_TEXTS.idTooLong);
  const title = value('title');
  if (title === '') return fail(CATALOG_TEXTS.titleMissing);
  const link = value('link');
  if (!isSafeLink(link)) return fail(CATALOG_TEXTS.linkInvalid);
  const imageLink = value('image_link');
  if (!isSafeLink(imageLink)) return fail(CATALOG_TEXTS.imageLinkInvalid);
  const price = splitFeedPrice(value('price'));
  if (!price) return fail(CATALOG_TEXTS.priceFormat('price'));
  const saleText = value('sale_price');
  const sale = saleText === '' ? null : splitFeedPrice(saleText);
  if (saleText !== '' && !sale) return fail(CATALOG_TEXTS.priceFormat('sale_price'));
  if (sale && sale.currency !== price.currency) return fail(CATALOG_TEXTS.salePriceCurrency);
  const availability = feedAvailability(value('availability'));
  if (!availability) return fail(CATALOG_TEXTS.availabilityInvalid);
  // A sale price makes the price the original one, so the pin shows it on sale; the same amount twice is no sale.
  const onSale = sale !== null && !sameAmount(sale.amount, price.amount, price.currency);
  const checked = checkProduct({
    price: onSale ? sale!.amount : price.amount,
    currency: price.currency,
    availability,
    originalPrice: onSale ? price.amount : null,
  });
  if (!checked.ok) {
    if (checked.error === PRODUCT_TEXTS.originalNotHigher) return fail(CATALOG_TEXTS.salePriceNotLower);
    const column =
      checked.field === 'originalPrice'
        ? 'price'
        : checked.field === 'price' && onSale
          ? 'sale_price'
          : checked.field;
    return fail(`${column}: ${checked.error}`);
  }
  return ok(checked.product!);

  function ok(product: Product): CatalogRowCheck {
    const attribute = (column: CatalogColumn) => cutText(value(column), MAX_ATTRIBUTE_LENGTH);
    return {
      ok: true,
      item: {
        itemId: rawId,
        title: cutText(title, PIN_TITLE_MAX_LENGTH),
        description: cutText(value('description'), PIN_DESCRIPTION_MAX_LENGTH),
        link,
        imageLink,
        product,
        brand: attribute('brand'),
        productType: attribute('product_type'),
        customLabels: [
          attribute('custom_label_0'),
          attribute('custom_label_1'),
          attribute('custom_label_2'),
          attribute('custom_label_3'),
          attribute('custom_label_4'),
        ],
      },
    };
  }
}

/** Whether two amounts as written are the same in the currency ("12.5" and "12.50"). */
function sameAmount(a: string, b: string, currency: string): boolean {
  const x = parseAmount(a, currency);
  const y = parseAmount(b, currency);
  return x.ok && y.ok && x.amount === y.amount;
}

/** The data source's name as kept, or why not. */
export function catalogNameError(name: string, texts: { missing: string; tooLong: string }): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return texts.missing;
  if ([...trimmed].length > MAX_CATALOG_NAME_LENGTH) return texts.tooLong;
  return null;
}

/**
 * What a product group selects from the advertiser's catalog items. Each list matches any of its values (an empty
 * list matches everything), compared ignoring case; a product type also matches the types below it ("Home >
 * Kitchen" matches "Home > Kitchen > Pans"). Prices are compared with each pin's price in its own currency.
 */
export interface ProductGroupFilters {
  brands: string[];
  productTypes: string[];
  /** custom_label_0 … custom_label_4. */
  customLabels: [string[], string[], string[], string[], string[]];
  priceMin: string | null;
  priceMax: string | null;
  availability: ProductAvailability[];
}

export interface ProductGroupFiltersInput {
  brands?: readonly string[] | null;
  productTypes?: readonly string[] | null;
  customLabels?: readonly (readonly string[] | null)[] | null;
  priceMin?: string | null;
  priceMax?: string | null;
  availability?: readonly string[] | null;
}

function filterValues(values: readonly string[] | null | undefined): string[] {
  return [
    ...new Set(
      (values ?? [])
        .flatMap((v) => v.split(','))
        .map((v) => cutText(v.trim().toLowerCase(), MAX_ATTRIBUTE_LENGTH))
        .filter(Boolean),
    ),
  ].slice(0, 50);
}

/** A plain decimal with at most four decimals, as a price bound is compared. */
function priceBound(text: string | null | undefined): { ok: true; value: string | null } | { ok: false } {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, value: null };
  const parsed = parseAmount(trimmed, 'CLF');
  return parsed.ok ? { ok: true, value: parsed.amount.replace(/\.?0+$/, '') || '0' } : { ok: false };
}

export type ProductGroupFiltersCheck =
  | { ok: true; filters: ProductGroupFilters }
  | { ok: false; error: string; field: 'priceMin' | 'priceMax' | 'availability' };

/** The filters as kept (values lower-cased, without blanks or repeats), or the first problem. */
export function checkProductGroupFilters(input: ProductGroupFiltersInput): ProductGroupFiltersCheck {
  const min = priceBound(input.priceMin);
  if (!min.ok) return { ok: false, error: CATALOG_TEXTS.groupPriceInvalid, field: 'priceMin' };
  const max = priceBound(input.priceMax);
  if (!max.ok) return { ok: false, error: CATALOG_TEXTS.groupPriceInvalid, field: 'priceMax' };
  if (min.value !== null && max.value !== null && Number(min.value) > Number(max.value))
    return { ok: false, error: CATALOG_TEXTS.groupPriceOrder, field: 'priceMax' };
  const availability = [...new Set((input.availability ?? []).map((a) => a.trim()).filter(Boolean))];
  if (!availability.every((a) => (PRODUCT_AVAILABILITIES as readonly string[]).includes(a)))
    return { ok: false, error: CATALOG_TEXTS.availabilityInvalid, field: 'availability' };
  const labels = input.customLabels ?? [];
  return {
    ok: true,
    filters: {
      brands: filterValues(input.brands),
      productTypes: filterValues(input.productTypes),
      customLabels: [0, 1, 2, 3, 4].map((i) =>
        filterValues(labels[i] ?? []),
      ) as ProductGroupFilters['customLabels'],
      priceMin: min.value,
      priceMax: max.value,
      availability: availability as ProductAvailability[],
    },
  };
}

/** The filters kept as JSON text, read back whatever an older version wrote. */
export function readProductGroupFilters(json: string): ProductGroupFilters {
  const raw = JSON.parse(json) as Partial<ProductGroupFilters>;
  const checked = checkProductGroupFilters({
    brands: raw.brands ?? [],
    productTypes: raw.productTypes ?? [],
    customLabels: raw.customLabels ?? [],
    priceMin: raw.priceMin ?? null,
    priceMax: raw.priceMax ?? null,
    availability: raw.availability ?? [],
  });
  return checked.ok
    ? checked.filters
    : {
        brands: [],
        productTypes: [],
        customLabels: [[], [], [], [], []],
        priceMin: null,
        priceMax: null,
        availability: [],
      };
}

/** A short description of a group's filters for lists: "Brand: acme · Under 50". */
export function productGroupSummary(filters: ProductGroupFilters): string {
  const parts: string[] = [];
  if (filters.brands.length) parts.push(`Brand: ${filters.brands.join(', ')}`);
  if (filters.productTypes.length) parts.push(`Type: ${filters.productTypes.join(', ')}`);
  filters.customLabels.forEach((values, i) => {
    if (values.length) parts.push(`Label ${i}: ${values.join(', ')}`);
  });
  if (filters.priceMin !== null && filters.priceMax !== null)
    parts.push(`Price ${filters.priceMin}–${filters.priceMax}`);
  else if (filters.priceMin !== null) parts.push(`Price from ${filters.priceMin}`);
  else if (filters.priceMax !== null) parts.push(`Price up to ${filters.priceMax}`);
  if (filters.availability.length)
    parts.push(filters.availability.map((a) => a.replace(/_/g, ' ')).join(' or '));
  return parts.length ? parts.join(' · ') : 'All products';
}
