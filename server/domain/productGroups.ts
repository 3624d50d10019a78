import {
  CATALOG_TEXTS,
  catalogNameError,
  checkProductGroupFilters,
  MAX_PRODUCT_GROUPS,
  type ProductGroupFiltersInput,
} from '../../core/productCatalog';
import type { DbOrTx } from '../db/database';
import { isEntityId } from '../db/ids';
import type { ProductGroupRow } from '../db/tables/catalogs';
import { advertiserFor, promoteError } from './advertisers';
import { type RequestContext, viewerIdOf } from './context';
import { validationError } from './errors';

/**
 * Product groups: an advertiser's named filters over its catalog items (brand, product type, custom labels, price
 * range, availability), which catalog sales ads promote. Matching is one SQL rule (server/db/productGroups.ts).
 * Only the advertiser's owner sees or changes them; anyone else's are "not found".
 */

export interface ProductGroupInput {
  name: string;
  filters: ProductGroupFiltersInput;
}

function groupNotFound() {
  return promoteError('NOT_FOUND', CATALOG_TEXTS.groupNotFound);
}

/** The name and filters as kept (filters as JSON text), or the refusal naming its field. */
export function checkedProductGroup(input: ProductGroupInput): { name: string; filters: string } {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const nameError = catalogNameError(name, {
    missing: CATALOG_TEXTS.groupNameMissing,
    tooLong: CATALOG_TEXTS.groupNameTooLong,
  });
  if (nameError) throw validationError(nameError, 'name');
  const checked = checkProductGroupFilters(input.filters);
  if (!checked.ok) throw validationError(checked.error, checked.field);
  return { name, filters: JSON.stringify(checked.filters) };
}

/** Filters as tried out on the form (not saved): checked the same way, as JSON text. */
export function checkedFilters(filters: ProductGroupFiltersInput): string {
  const checked = checkProductGroupFilters(filters);
  if (!checked.ok) throw validationError(checked.error, checked.field);
  return JSON.stringify(checked.filters);
}

/** The advertiser's product groups, oldest first. */
export async function listProductGroups(
  ctx: RequestContext,
  advertiserId: string,
): Promise<ProductGroupRow[]> {
  // Read by analysts too: a catalog sales campaign's page names its group.
  const advertiser = await advertiserFor(ctx.db, ctx, advertiserId, 'READ');
  return ctx.db
    .selectFrom('product_groups')
    .selectAll()
    .where('advertiser_id', '=', advertiser.id)
    .orderBy('id')
    .execute();
}

/**
 * A product group of the viewer's advertiser `advertiserId` (for a campaign of that advertiser); any other id —
 * another advertiser's group included — is "not found".
 */
export async function ownedProductGroup(
  db: DbOrTx,
  ctx: RequestContext,
  advertiserId: string,
  productGroupId: string,
): Promise<ProductGroupRow> {
  const viewerId = viewerIdOf(ctx);
  const row =
    viewerId && isEntityId(productGroupId)
      ? await db
          .selectFrom('product_groups')
          .innerJoin('advertisers', 'advertisers.id', 'product_groups.advertiser_id')
          .selectAll('product_groups')
          .where('product_groups.id', '=', productGroupId)
          .where('product_groups.advertiser_id', '=', advertiserId)
          .where('advertisers.owner_id', '=', viewerId)
          .executeTakeFirst()
      : undefined;
  if (!row) throw groupNotFound();
  return row;
}

async function requireUniqueName(db: DbOrTx, advertiserId: string, name: string, except: string | null) {
  const rows = await db
    .selectFrom('product_groups')
    .select(['id', 'name'])
    .where('advertiser_id', '=', advertiserId)
    .execute();
  if (rows.length >= MAX_PRODUCT_GROUPS && except === null)
    throw validationError(CATALOG_TEXTS.tooManyGroups);
  if (rows.some((r) => r.id !== except && r.name.toLowerCase() === name.toLowerCase()))
    throw validationError(CATALOG_TEXTS.groupNameTaken, 'name');
}

/** Makes a product group; the count and the name are checked under a lock on the advertiser. */
export async function createProductGroup(
  ctx: RequestContext,
  advertiserId: string,
  input: ProductGroupInput,
): Promise<ProductGroupRow> {
  const checked = checkedProductGroup(input);
  return ctx.db.transaction().execute(async (tx) => {
    const advertiser = await advertiserFor(tx, ctx, advertiserId, 'MANAGE');
    await tx.selectFrom('advertisers').select('id').where('id', '=', advertiser.id).forUpdate().execute();
    await requireUniqueName(tx, advertiser.id, checked.name, null);
    return tx
      .insertInto('product_groups')
      .values({ advertiser_id: advertiser.id, name: checked.name, filters: checked.filters })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The viewer's group by id alone (for editing and deleting), locked. */
async function groupForWrite(
  db: DbOrTx,
  ctx: RequestContext,
  productGroupId: string,
): Promise<ProductGroupRow> {
  const row = isEntityId(productGroupId)
    ? await db
        .selectFrom('product_groups')
        .selectAll()
        .where('id', '=', productGroupId)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw groupNotFound();
  await advertiserFor(db, ctx, row.advertiser_id, 'MANAGE').catch(() => {
    throw groupNotFound();
  });
  return row;
}

/** Renames a group or changes its filters; its ads promote what it matches from then on. */
export async function updateProductGroup(
  ctx: RequestContext,
  productGroupId: string,
  input: ProductGroupInput,
): Promise<ProductGroupRow> {
  const checked = checkedProductGroup(input);
  return ctx.db.transaction().execute(async (tx) => {
    const group = await groupForWrite(tx, ctx, productGroupId);
    await tx
      .selectFrom('advertisers')
      .select('id')
      .where('id', '=', group.advertiser_id)
      .forUpdate()
      .execute();
    await requireUniqueName(tx, group.advertiser_id, checked.name, group.id);
    return tx
      .updateTable('product_groups')
      .set({ name: checked.name, filters: checked.filters })
      .where('id', '=', group.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Deletes a group no ad promotes any more (archived ads do not count). */
export async function deleteProductGroup(
  ctx: RequestContext,
  productGroupId: string,
): Promise<ProductGroupRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const group = await groupForWrite(tx, ctx, productGroupId);
    const used = await tx
      .selectFrom('ads')
      .select('id')
      .where('product_group_id', '=', group.id)
      .where('status', '!=', 'ARCHIVED')
      .executeTakeFirst();
    if (used) throw validationError(CATALOG_TEXTS.groupInUse);
    await tx.deleteFrom('product_groups').where('id', '=', group.id).execute();
    return group;
  });
}

/** Groups by id for ads' `productGroup`, only the viewer's own; others come back null. */
export async function loadProductGroups(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<(ProductGroupRow | null)[]> {
  const viewerId = viewerIdOf(ctx);
  const valid = ids.filter((id) => isEntityId(id));
  if (!viewerId || valid.length === 0) return ids.map(() => null);
  const rows = await ctx.db
    .selectFrom('product_groups')
    .innerJoin('advertisers', 'advertisers.id', 'product_groups.advertiser_id')
    .selectAll('product_groups')
    .where('product_groups.id', 'in', valid)
    .where('advertisers.owner_id', '=', viewerId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}
