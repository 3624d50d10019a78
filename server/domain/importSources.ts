import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import { BOARD_NAME_MAX_LENGTH } from '../../core/boardName';
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from '../../core/constants';
import { CSV_COLUMNS, EXPORT_FORMAT } from '../../core/dataPort';
import type { ProductRequest } from '../../core/product';
import { SECTION_NAME_MAX_LENGTH } from '../../core/sectionName';
import type { ImportProblem } from '../db/tables/dataPort';

/**
 * What an import file asks to make, whatever its kind: boards, sections and pins, each keyed by where it came
 * from (`key`), so a second run finds what the first one made. Parsing is deterministic: the same file always
 * gives the same keys.
 */
export interface ImportPlan {
  boards: PlannedBoard[];
  sections: PlannedSection[];
  pins: PlannedPin[];
  /** The topics the person said they like, by slug (Tackboard exports); restored when they have chosen none here. */
  interests: string[];
  /** Lines of the file that could not become anything. */
  problems: ImportProblem[];
}

export interface PlannedBoard {
  key: string;
  name: string;
  description: string;
  privacy: 'public' | 'secret';
}

export interface PlannedSection {
  key: string;
  boardKey: string;
  title: string;
}

/** Where a pin's picture comes from: a file inside the archive, a picture's address, or a page to scrape. */
export type PictureSource =
  | { kind: 'archive'; entry: string }
  | { kind: 'image'; url: string }
  | { kind: 'page'; url: string };

export interface PlannedSlide {
  entry: string;
  altText: string;
  title: string;
  link: string | null;
}

export interface PlannedPin {
  key: string;
  boardKey: string;
  sectionKey: string | null;
  title: string;
  description: string;
  link: string | null;
  altText: string;
  /** A product pin's price (Tackboard exports), checked when the pin is made. */
  product?: ProductRequest | null;
  picture: PictureSource;
  /** A video file inside the archive (Tackboard exports). */
  video: string | null;
  /** A carousel pin's pictures inside the archive, in order (Tackboard exports); null for other pins. */
  carousel?: PlannedSlide[] | null;
  /** The product pins tagged on it, in order, by their keys in the same plan (Tackboard exports). */
  productTags?: PlannedProductTag[] | null;
  /** How the report names the pin: its title, else its link. */
  label: string;
}

/** A product tag of an exported pin: the tagged product pin's key in the plan and its place on the picture. */
export interface PlannedProductTag {
  productKey: string;
  x: number | null;
  y: number | null;
}

function clip(text: string, max: number): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  return chars.length > max ? chars.slice(0, max).join('').trim() : chars.join('');
}

function hash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

// ---------------------------------------------------------------------------------------------------------------
// Tackboard's own export (the document is described in the README).

interface ExportedDocument {
  format?: unknown;
  source?: { site?: unknown; userId?: unknown };
  boards?: {
    id: string;
    name: string;
    description?: string;
    privacy?: string;
    sections?: { id: string; title: string }[];
  }[];
  pins?: {
    id: string;
    boardId: string;
    sectionId?: string | null;
    title?: string;
    description?: string;
    link?: string | null;
    altText?: string;
    product?: ProductRequest | null;
    image: string;
    video?: string | null;
    carouselImages?: unknown;
    productTags?: unknown;
  }[];
  interests?: { slug?: unknown }[];
}

/** An exported carousel's pictures, when there are at least two well-formed ones; otherwise it is a plain pin. */
function carouselOf(items: unknown): PlannedSlide[] | null {
  if (!Array.isArray(items)) return null;
  const slides = items.flatMap((item: unknown): PlannedSlide[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { image, altText, title, link } = item as Record<string, unknown>;
    if (typeof image !== 'string') return [];
    return [
      {
        entry: image,
        altText: typeof altText === 'string' ? altText : '',
        title: typeof title === 'string' ? title : '',
        link: typeof link === 'string' ? link : null,
      },
    ];
  });
  return slides.length >= 2 ? slides : null;
}

/** An exported pin's product tags, keyed like the plan's pins; null when it has none (or none well-formed). */
function productTagsOf(items: unknown, pinKey: (id: string) => string): PlannedProductTag[] | null {
  if (!Array.isArray(items)) return null;
  const place = (value: unknown) => (typeof value === 'number' ? value : null);
  const tags = items.flatMap((item: unknown): PlannedProductTag[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { productPinId, x, y } = item as Record<string, unknown>;
    return typeof productPinId === 'string'
      ? [{ productKey: pinKey(productPinId), x: place(x), y: place(y) }]
      : [];
  });
  return tags.length > 0 ? tags : null;
}

/**
 * The plan of a Tackboard export's document. Items are keyed by the exporting site and account plus their id
 * there, so importing the same export twice, or exports of two accounts, never mixes items up.
 */
export function planFromExport(documentText: string): ImportPlan {
  const document = JSON.parse(documentText) as ExportedDocument;
  if (document.format !== EXPORT_FORMAT || !Array.isArray(document.boards) || !Array.isArray(document.pins)) {
    throw new Error('not a Tackboard export');
  }
  const origin = `tackboard:${String(document.source?.site ?? '')}/${String(document.source?.userId ?? '')}`;
  const boardKey = (id: string) => `${origin}:board:${id}`;
  const sectionKey = (id: string) => `${origin}:section:${id}`;
  const plan: ImportPlan = { boards: [], sections: [], pins: [], interests: [], problems: [] };
  for (const interest of Array.isArray(document.interests) ? document.interests : []) {
    if (typeof interest?.slug === 'string') plan.interests.push(interest.slug);
  }
  for (const board of document.boards) {
    plan.boards.push({
      key: boardKey(board.id),
      name: board.name,
      description: board.description ?? '',
      // A protected board belongs to a business's ads; in a person's own account it becomes a secret one.
      privacy: board.privacy === 'public' ? 'public' : 'secret',
    });
    for (const section of board.sections ?? []) {
      plan.sections.push({ key: sectionKey(section.id), boardKey: boardKey(board.id), title: section.title });
    }
  }
  const pinKey = (id: string) => `${origin}:pin:${id}`;
  for (const pin of document.pins) {
    plan.pins.push({
      key: pinKey(pin.id),
      boardKey: boardKey(pin.boardId),
      sectionKey: pin.sectionId ? sectionKey(pin.sectionId) : null,
      title: pin.title ?? '',
      description: pin.description ?? '',
      link: pin.link ?? null,
      altText: pin.altText ?? '',
      product: pin.product ?? null,
      picture: { kind: 'archive', entry: pin.image },
      video: pin.video ?? null,
      carousel: carouselOf(pin.carouselImages),
      productTags: productTagsOf(pin.productTags, pinKey),
      label: pin.title || pin.link || `pin ${pin.id}`,
    });
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------------------------
// A browser's bookmarks file (the Netscape bookmark HTML every browser exports).

/** Links outside any folder go to a board of this name. */
const LOOSE_BOOKMARKS_BOARD = 'Bookmarks';

function boardFor(plan: ImportPlan, prefix: string, rawName: string): string {
  const name = clip(rawName, BOARD_NAME_MAX_LENGTH) || LOOSE_BOOKMARKS_BOARD;
  // One board per folder name: two folders of one name (in different places) share a board, as a person's board
  // names are unique.
  const key = `${prefix}:board:${name.toLowerCase()}`;
  if (!plan.boards.some((b) => b.key === key))
    plan.boards.push({ key, name, description: '', privacy: 'secret' });
  return key;
}

/**
 * The plan of a bookmarks file: one board per folder (named after the folder; loose links go to "Bookmarks"),
 * each http(s) link a pin titled by the link's text, whose picture the page scraper finds. New boards are secret,
 * so nothing a person kept for themselves is published before they look.
 */
export function planFromBookmarks(html: string): ImportPlan {
  const plan: ImportPlan = { boards: [], sections: [], pins: [], interests: [], problems: [] };
  const folders: (string | null)[] = [];
  let pendingFolder: string | null = null;
  let inFolderName = false;
  let folderName = '';
  let link: { href: string; text: string } | null = null;
  let inDescription = false;
  let lastPin: PlannedPin | null = null;
  const finishLink = () => {
    if (!link) return;
    const href = link.href.trim();
    const folder =
      [...folders].reverse().find((name): name is string => name !== null) ?? LOOSE_BOOKMARKS_BOARD;
    const title = clip(link.text, PIN_TITLE_MAX_LENGTH);
    link = null;
    if (!/^https?:\/\//i.test(href)) {
      lastPin = null;
      return;
    }
    const boardKey = boardFor(plan, 'bookmarks', folder);
    const key = `bookmarks:pin:${hash(boardKey, href)}`;
    if (plan.pins.some((p) => p.key === key)) {
      lastPin = null;
      return;
    }
    lastPin = {
      key,
      boardKey,
      sectionKey: null,
      title,
      description: '',
      link: href,
      altText: '',
      picture: { kind: 'page', url: href },
      video: null,
      label: title || href,
    };
    plan.pins.push(lastPin);
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'h3') {
          inFolderName = true;
          folderName = '';
        } else if (name === 'dl') {
          folders.push(pendingFolder);
          pendingFolder = null;
        } else if (name === 'a') {
          link = { href: attrs.href ?? '', text: '' };
        } else if (name === 'dd') {
          inDescription = lastPin !== null;
        } else if (name === 'dt') {
          inDescription = false;
        }
      },
      ontext(text) {
        if (inFolderName) folderName += text;
        else if (link) link.text += text;
        else if (inDescription && lastPin) {
          lastPin.description = clip(`${lastPin.description} ${text}`, PIN_DESCRIPTION_MAX_LENGTH);
        }
      },
      onclosetag(name) {
        if (name === 'h3') {
          inFolderName = false;
          pendingFolder = folderName.trim() || null;
        } else if (name === 'a') {
          finishLink();
        } else if (name === 'dl') {
          folders.pop();
          inDescription = false;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return plan;
}

// ---------------------------------------------------------------------------------------------------------------
// A CSV of `board, section, title, description, link, image_url`.

/** The rows of a CSV (RFC 4180: quoted fields may hold commas, line breaks and doubled quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/**
 * The plan of a CSV: a header row naming the columns (in any order) is read by name, otherwise the columns are
 * taken in the order `board, section, title, description, link, image_url`. A row needs a board and a picture's
 * address or a link (whose page's picture the scraper finds). Boards and sections are matched by name; new boards
 * are secret.
 */
export function planFromCsv(text: string): ImportPlan {
  const plan: ImportPlan = { boards: [], sections: [], pins: [], interests: [], problems: [] };
  const rows = parseCsv(text);
  const first = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const hasHeader = first.includes('board');
  const index = (column: (typeof CSV_COLUMNS)[number]) =>
    hasHeader ? first.indexOf(column) : CSV_COLUMNS.indexOf(column);
  const columns = Object.fromEntries(CSV_COLUMNS.map((c) => [c, index(c)])) as Record<
    (typeof CSV_COLUMNS)[number],
    number
  >;
  rows.slice(hasHeader ? 1 : 0).forEach((cells, n) => {
    const line = n + (hasHeader ? 2 : 1);
    const cell = (column: (typeof CSV_COLUMNS)[number]) => {
      const at = columns[column];
      return at >= 0 ? (cells[at] ?? '').trim() : '';
    };
    const [board, section, title, description, link, imageUrl] = CSV_COLUMNS.map(cell) as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const label = title || link || imageUrl || `line ${line}`;
    if (!board) {
      plan.problems.push({ item: `line ${line}`, reason: 'The row names no board.' });
      return;
    }
    if (!imageUrl && !link) {
      plan.problems.push({ item: label, reason: 'The row has neither an image_url nor a link.' });
      return;
    }
    const boardKey = boardFor(plan, 'csv', board);
    let sectionKey: string | null = null;
    if (section) {
      const sectionTitle = clip(section, SECTION_NAME_MAX_LENGTH);
      sectionKey = `csv:section:${boardKey}/${sectionTitle.toLowerCase()}`;
      if (!plan.sections.some((s) => s.key === sectionKey)) {
        plan.sections.push({ key: sectionKey, boardKey, title: sectionTitle });
      }
    }
    const key = `csv:pin:${hash(boardKey, sectionKey ?? '', title, description, link, imageUrl)}`;
    if (plan.pins.some((p) => p.key === key)) return;
    plan.pins.push({
      key,
      boardKey,
      sectionKey,
      title: clip(title, PIN_TITLE_MAX_LENGTH),
      description: clip(description, PIN_DESCRIPTION_MAX_LENGTH),
      link: link || null,
      altText: '',
      picture: imageUrl ? { kind: 'image', url: imageUrl } : { kind: 'page', url: link },
      video: null,
      label,
    });
  });
  return plan;
}
