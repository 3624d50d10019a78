import { sql } from 'kysely';
import {
  checkProductTags,
  PRODUCT_TAG_TEXTS,
  type ProductTagPlacement,
  type ProductTagRequest,
} from '../../core/productTags';
import { notBlockedWith } from '../db/blocks';
import type { DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import type { PinRow } from '../db/tables/pins';
import { boardVisibleTo } from '../db/visibility';
import { pinReaderOf } from './apiTokens';
import { requireViewer } from './auth';
import { type RequestContext, type Viewer, viewerIdOf } from './context';
import { DomainError, validationError } from './errors';

// Shop the pin: a business account tags its own product pins on a pin of its own. A tag is shown only while its
// product pin is still a product on a board the viewer may see, and its owner is neither suspended nor has a block
// with the viewer: otherwise it is left out as if it had never been made, count included.

/** One tag as a pin shows it: the product pin (read through the viewer's sight) and its place on the picture. */
export interface ProductTag {
  pinId: string;
  position: number;
  x: number | null;
  y: number | null;
  product: PinRow;
}

const FIELD = 'productTags';

async function requirePartner(db: DbOrTx, viewer: Viewer): Promise<void> {
  const account = await db
    .selectFrom('users')
    .select('is_partner')
    .where('id', '=', viewer.id)
    .executeTakeFirst();
  if (!account?.is_partner)
    throw new DomainError('FORBIDDEN', PRODUCT_TAG_TEXTS.partnersOnly, { field: FIELD });
}

/**
 * The tags a business may put on its pin (`pinId`, null for a pin not made yet), checked: the list's own rules
 * (core), then each product is a product pin the viewer made themselves — not a saved copy — on a board they may
 * read. A pin they cannot see is "not found" exactly like an id never used; someone else's visible pin is refused
 * as not theirs. Reads only: callers write with `writeProductTags` in their own transaction.
 */
export async function checkedProductTags(
  ctx: RequestContext,
  db: DbOrTx,
  requests: readonly ProductTagRequest[],
  pinId: string | null,
): Promise<ProductTagPlacement[]> {
  const viewer = requireViewer(ctx);
  await requirePartner(db, viewer);
  const checked = checkProductTags(requests);
  if (!checked.ok) throw validationError(checked.error, FIELD);
  const ids = checked.tags.map((tag) => tag.productPinId);
  const valid = ids.filter((id) => isEntityId(id));
  const rows =
    valid.length === 0
      ? []
      : await db
          .selectFrom('pins')
          .innerJoin('boards', 'boards.id', 'pins.board_id')
          .select(['pins.id', 'pins.pinner_id', 'pins.source_pin_id', 'pins.price'])
          .where('pins.id', 'in', valid)
          .where((eb) => boardVisibleTo(eb, pinReaderOf(ctx)))
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    if (id === pinId) throw validationError(PRODUCT_TAG_TEXTS.self, FIELD);
    const row = byId.get(id);
    if (!row)
      throw new DomainError('NOT_FOUND', PRODUCT_TAG_TEXTS.notFound, { field: FIELD, missing: 'pin' });
    if (row.pinner_id !== viewer.id || row.source_pin_id !== null)
      throw new DomainError('FORBIDDEN', PRODUCT_TAG_TEXTS.notYours, { field: FIELD });
    if (row.price === null) throw validationError(PRODUCT_TAG_TEXTS.notAProduct, FIELD);
  }
  return checked.tags;
}

/**
 * Makes `tags` the pin's whole list, in order. The pin's row is locked first, so two lists written at once end
 * as one of them, never a mix; the table's places (0 to 9) hold the limit even so.
 */
export async function writeProductTags(
  tx: Tx,
  pinId: string,
  tags: readonly ProductTagPlacement[],
): Promise<void> {
  await tx.selectFrom('pins').select('id').where('id', '=', pinId).forUpdate().execute();
  await tx.deleteFrom('pin_product_tags').where('pin_id', '=', pinId).execute();
  if (tags.length === 0) return;
  await tx
    .insertInto('pin_product_tags')
    .values(
      tags.map((tag, position) => ({
        pin_id: pinId,
        position,
        product_pin_id: tag.productPinId,
        x: tag.x,
        y: tag.y,
      })),
    )
    .execute();
}

/** Refuses tagging on a pin that is not the viewer's own (a board's collaborator may edit it, not tag it). */
export function requireTagOwner(ctx: RequestContext, pin: PinRow): void {
  const viewer = requireViewer(ctx);
  if (pin.pinner_id !== viewer.id)
    throw new DomainError('FORBIDDEN', PRODUCT_TAG_TEXTS.ownerOnly, { field: FIELD });
}

/**
 * The tags each pin shows the viewer, in order — one statement for a whole page (the productTags loader's batch).
 * Left out: product pins on boards the viewer may not see, no longer products, or whose owner is suspended or has
 * a block with the viewer either way.
 */
export async function productTagsOf(ctx: RequestContext, pinIds: readonly string[]): Promise<ProductTag[][]> {
  const valid = [...new Set(pinIds.filter((id) => isEntityId(id)))];
  if (valid.length === 0) return pinIds.map(() => []);
  const viewerId = viewerIdOf(ctx);
  const rows = await ctx.db
    .selectFrom('pin_product_tags')
    .innerJoin('pins', 'pins.id', 'pin_product_tags.product_pin_id')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .innerJoin('users', 'users.id', 'pins.pinner_id')
    .selectAll('pins')
    .select([
      'pin_product_tags.pin_id as tag_pin_id',
      'pin_product_tags.position as tag_position',
      'pin_product_tags.x as tag_x',
      'pin_product_tags.y as tag_y',
    ])
    .where('pin_product_tags.pin_id', 'in', valid)
    .where('pins.price', 'is not', null)
    .where('users.suspended_at', 'is', null)
    .where((eb) => boardVisibleTo(eb, pinReaderOf(ctx)))
    .$if(viewerId !== null, (qb) =>
      qb
        .where(notBlockedWith('pins.pinner_id', viewerId!))
        .where(notBlockedWith('boards.owner_id', viewerId!)),
    )
    .orderBy('pin_product_tags.pin_id')
    .orderBy('pin_product_tags.position')
    .execute();
  const byPin = new Map<string, ProductTag[]>();
  for (const { tag_pin_id, tag_position, tag_x, tag_y, ...product } of rows) {
    const list = byPin.get(tag_pin_id) ?? [];
    list.push({ pinId: tag_pin_id, position: tag_position, x: tag_x, y: tag_y, product });
    byPin.set(tag_pin_id, list);
  }
  return pinIds.map((id) => byPin.get(id) ?? []);
}

/** How many of its newest products the catalog picker lists at most. */
export const CATALOG_PAGE_MAX = 50;

/**
 * The viewer's catalog: the product pins they made themselves (saved copies left out), newest first, whose title
 * or description contains `search` (ignoring case). Business accounts only.
 */
export async function taggableProducts(
  ctx: RequestContext,
  search: string | null | undefined,
  first: number,
): Promise<PinRow[]> {
  const viewer = requireViewer(ctx);
  await requirePartner(ctx.db, viewer);
  const term = search?.trim().toLowerCase();
  const limit = Math.min(Math.max(1, Math.floor(first)), CATALOG_PAGE_MAX);
  return ctx.db
    .selectFrom('pins')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .selectAll('pins')
    .where('pins.pinner_id', '=', viewer.id)
    .where('pins.source_pin_id', 'is', null)
    .where('pins.price', 'is not', null)
    .where((eb) => boardVisibleTo(eb, pinReaderOf(ctx)))
    .$if(Boolean(term), (qb) => {
      const pattern = `%${term!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return qb.where((eb) =>
        eb.or([
          eb(sql`lower(pins.title)`, 'like', pattern),
          eb(sql`lower(pins.description)`, 'like', pattern),
        ]),
      );
    })
    .orderBy('pins.id', 'desc')
    .limit(limit)
    .execute();
}
