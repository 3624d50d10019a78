import { type SqlBool, sql } from 'kysely';
import { isSafeLink } from '../../core/links';
import {
  CATALOG_DAILY_MS,
  CATALOG_FEED_TIMEOUT_MS,
  CATALOG_IMAGE_TIMEOUT_MS,
  CATALOG_TEXTS,
  type CatalogItem,
  type CatalogSourceKind,
  catalogNameError,
  checkCatalogRow,
  MAX_CATALOG_DATA_SOURCES,
  MAX_CATALOG_FEED_BYTES,
  MAX_CATALOG_FILE_BYTES,
  MAX_CATALOG_ROW_ERRORS,
  MAX_CATALOG_ROWS,
  parseCsv,
  readCatalogHeader,
} from '../../core/productCatalog';
import type { Db, DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import { productGroupMatches } from '../db/productGroups';
import type { AdvertiserRow } from '../db/tables/advertisers';
import type { BoardRow } from '../db/tables/boards';
import type {
  CatalogDataSourceRow,
  CatalogImportErrorRow,
  CatalogImportRow,
  CatalogItemRow,
} from '../db/tables/catalogs';
import type { JobRow } from '../db/tables/jobs';
import type { PinRow } from '../db/tables/pins';
import { advertiserFor, promoteError } from './advertisers';
import { createBoard } from './boards';
import type { RequestContext, Viewer } from './context';
import { DomainError, validationError } from './errors';
import { indexPinHashtags } from './hashtags';
import type { JobHandler } from './jobQueue';
import { FetchError } from './media/fetchPolicy';
import { discardStoredImage, type StoredImage, storeImageDetailed } from './media/media';
import { IMAGE_FETCH_MAX_BYTES } from './media/uploads';
import { checkPinText, insertPin } from './pins';
import { productColumns } from './products';
import { countPublicSave } from './userCounts';

/**
 * Product catalogs: an advertiser's data sources (an uploaded CSV file or a feed URL) and the runs that turn their
 * rows into product pins. Only the advertiser's owner — the account, or someone acting for the business profile
 * that owns it — sees or changes them; to anyone else they do not exist. A run is a job: it reads the file or
 * fetches the feed (with the safe fetcher), then writes each row in a transaction of its own (the pin and its
 * catalog item together, or nothing), so a failed row leaves no trace and the others stand.
 */

export const CATALOG_IMPORT_JOB = 'catalog.import';
export const CATALOG_DAILY_JOB = 'catalog.daily';

/** How often (in rows) a run writes its progress for the page to show. */
const PROGRESS_EVERY = 10;

function sourceNotFound(): DomainError {
  return promoteError('NOT_FOUND', CATALOG_TEXTS.sourceNotFound);
}

/** The viewer's advertiser for the catalog pages (anyone else's is "not found"). */
export function catalogAdvertiser(ctx: RequestContext, advertiserId: string): Promise<AdvertiserRow> {
  return advertiserFor(ctx.db, ctx, advertiserId, 'MANAGE');
}

/** A data source of the viewer's advertiser, locked when asked for within a transaction. */
async function ownedDataSource(
  db: DbOrTx,
  ctx: RequestContext,
  dataSourceId: string,
  lock = false,
): Promise<CatalogDataSourceRow> {
  if (!isEntityId(dataSourceId)) throw sourceNotFound();
  let query = db.selectFrom('catalog_data_sources').selectAll().where('id', '=', dataSourceId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw sourceNotFound();
  await advertiserFor(db, ctx, row.advertiser_id, 'MANAGE').catch(() => {
    throw sourceNotFound();
  });
  return row;
}

/** The advertiser's data sources, oldest first. */
export async function listDataSources(
  ctx: RequestContext,
  advertiserId: string,
): Promise<CatalogDataSourceRow[]> {
  const advertiser = await catalogAdvertiser(ctx, advertiserId);
  return ctx.db
    .selectFrom('catalog_data_sources')
    .selectAll()
    .where('advertiser_id', '=', advertiser.id)
    .orderBy('id')
    .execute();
}

/** The latest runs of each data source (newest first, at most `limit` each), for a list of sources. */
export async function importsOfSources(
  db: DbOrTx,
  sourceIds: readonly string[],
  limit: number,
): Promise<CatalogImportRow[][]> {
  if (sourceIds.length === 0) return [];
  const rows = await db
    .selectFrom('catalog_imports')
    .selectAll()
    .where('data_source_id', 'in', [...sourceIds])
    .orderBy('id', 'desc')
    .execute();
  const bySource = new Map<string, CatalogImportRow[]>();
  for (const row of rows) {
    const list = bySource.get(row.data_source_id) ?? [];
    if (list.length < limit) list.push(row);
    bySource.set(row.data_source_id, list);
  }
  return sourceIds.map((id) => bySource.get(id) ?? []);
}

/** Items per data source, for the list. */
export async function itemCountsOfSources(db: DbOrTx, sourceIds: readonly string[]): Promise<number[]> {
  if (sourceIds.length === 0) return [];
  const rows = await db
    .selectFrom('catalog_items')
    .select((eb) => ['data_source_id', eb.fn.countAll<string>().as('n')])
    .where('data_source_id', 'in', [...sourceIds])
    .groupBy('data_source_id')
    .execute();
  const byId = new Map(rows.map((r) => [r.data_source_id, Number(r.n)]));
  return sourceIds.map((id) => byId.get(id) ?? 0);
}

/** A run's row errors, by row. */
export function importErrors(db: DbOrTx, importId: string): Promise<CatalogImportErrorRow[]> {
  return db
    .selectFrom('catalog_import_errors')
    .selectAll()
    .where('import_id', '=', importId)
    .orderBy('row_number')
    .orderBy('id')
    .execute();
}

export interface DataSourceInput {
  advertiserId: string;
  name: string;
  kind: string;
  url: string | null;
  fetchDaily: boolean;
}

/**
 * Adds a data source: a name (its products' board is named after it), and for a feed its address. The count and
 * the name's uniqueness are checked under a lock on the advertiser, so two at once cannot pass the limit.
 */
export async function createDataSource(
  ctx: RequestContext,
  input: DataSourceInput,
): Promise<CatalogDataSourceRow> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  const nameError = catalogNameError(name, {
    missing: CATALOG_TEXTS.sourceNameMissing,
    tooLong: CATALOG_TEXTS.sourceNameTooLong,
  });
  if (nameError) throw validationError(nameError, 'name');
  if (input.kind !== 'file' && input.kind !== 'url')
    throw validationError(CATALOG_TEXTS.sourceKindInvalid, 'kind');
  const kind: CatalogSourceKind = input.kind;
  const url = kind === 'url' ? (input.url ?? '').trim() : null;
  if (url !== null && (!isSafeLink(url) || url.length > 2000))
    throw validationError(CATALOG_TEXTS.feedUrlInvalid, 'url');
  return ctx.db.transaction().execute(async (tx) => {
    const advertiser = await advertiserFor(tx, ctx, input.advertiserId, 'MANAGE');
    await tx.selectFrom('advertisers').select('id').where('id', '=', advertiser.id).forUpdate().execute();
    const existing = await tx
      .selectFrom('catalog_data_sources')
      .select(['name'])
      .where('advertiser_id', '=', advertiser.id)
      .execute();
    if (existing.length >= MAX_CATALOG_DATA_SOURCES) throw validationError(CATALOG_TEXTS.tooManySources);
    if (existing.some((s) => s.name.toLowerCase() === name.toLowerCase()))
      throw validationError(CATALOG_TEXTS.sourceNameTaken, 'name');
    return tx
      .insertInto('catalog_data_sources')
      .values({
        advertiser_id: advertiser.id,
        name,
        kind,
        url,
        fetch_daily: kind === 'url' && input.fetchDaily,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Turns a feed's daily fetch on or off. Turned on, the next fetch is due a day later (each finished run then
 * queues the one after); turned off, queued fetches find it off and do nothing.
 */
export async function setFetchDaily(
  ctx: RequestContext,
  dataSourceId: string,
  fetchDaily: boolean,
): Promise<CatalogDataSourceRow> {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const source = await ownedDataSource(tx, ctx, dataSourceId, true);
    if (source.kind !== 'url') throw validationError(CATALOG_TEXTS.notAUrlSource);
    if (fetchDaily && !source.fetch_daily) {
      await ctx.jobs.enqueue(tx, {
        type: CATALOG_DAILY_JOB,
        subjectId: source.id,
        runAt: new Date(ctx.now().getTime() + CATALOG_DAILY_MS),
      });
    }
    return tx
      .updateTable('catalog_data_sources')
      .set({ fetch_daily: fetchDaily })
      .where('id', '=', source.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  ctx.jobs.notify();
  return row;
}

/**
 * Deletes a data source with its runs and items. Its product pins stay on their board as ordinary pins (people
 * may have saved them); they simply are no longer kept up to date or in product groups.
 */
export async function deleteDataSource(
  ctx: RequestContext,
  dataSourceId: string,
): Promise<CatalogDataSourceRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const source = await ownedDataSource(tx, ctx, dataSourceId, true);
    await tx.deleteFrom('catalog_data_sources').where('id', '=', source.id).execute();
    return source;
  });
}

/** Starts a run, unless one of the source is waiting or running (checked under the source's lock). */
async function startRun(
  tx: Tx,
  ctx: RequestContext,
  source: CatalogDataSourceRow,
  file: { name: string; text: string } | null,
): Promise<CatalogImportRow> {
  const running = await tx
    .selectFrom('catalog_imports')
    .select('id')
    .where('data_source_id', '=', source.id)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
  if (running) throw validationError(CATALOG_TEXTS.importRunning);
  const row = await tx
    .insertInto('catalog_imports')
    .values({
      data_source_id: source.id,
      status: 'pending',
      file_name: file ? file.name.slice(0, 200) : null,
      source_text: file?.text ?? null,
      started_at: null,
      finished_at: null,
      error: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.jobs.enqueue(tx, { type: CATALOG_IMPORT_JOB, subjectId: row.id, maxAttempts: 3 });
  return row;
}

/** Takes an uploaded CSV file for a file data source and starts its run. */
export async function uploadCatalogFile(
  ctx: RequestContext,
  input: { dataSourceId: string; fileName: string; text: string },
): Promise<CatalogImportRow> {
  if (Buffer.byteLength(input.text, 'utf8') > MAX_CATALOG_FILE_BYTES)
    throw validationError(CATALOG_TEXTS.fileTooLarge, 'file');
  if (input.text.trim() === '') throw validationError(CATALOG_TEXTS.fileEmpty, 'file');
  const row = await ctx.db.transaction().execute(async (tx) => {
    const source = await ownedDataSource(tx, ctx, input.dataSourceId, true);
    if (source.kind !== 'file') throw validationError(CATALOG_TEXTS.notAFileSource);
    return startRun(tx, ctx, source, { name: input.fileName.trim() || 'catalog.csv', text: input.text });
  });
  ctx.jobs.notify();
  return row;
}

/** "Fetch now": starts a run of a feed data source. */
export async function fetchCatalogNow(ctx: RequestContext, dataSourceId: string): Promise<CatalogImportRow> {
  const row = await ctx.db.transaction().execute(async (tx) => {
    const source = await ownedDataSource(tx, ctx, dataSourceId, true);
    if (source.kind !== 'url') throw validationError(CATALOG_TEXTS.notAUrlSource);
    return startRun(tx, ctx, source, null);
  });
  ctx.jobs.notify();
  return row;
}

export const CATALOG_ITEM_ORDER: KeysetOrder = {
  sort: 'catalog_items.id',
  id: 'catalog_items.id',
  sortType: 'bigint',
  direction: 'desc',
};

/** A catalog item with its product pin. */
export interface CatalogItemWithPin {
  /** The item's id, for paging. */
  id: string;
  item: CatalogItemRow;
  pin: PinRow;
}

/** Filters given as JSON text (a group's stored ones, or ones being tried out). */
export interface RawFilters {
  json: string;
}

function matching(filters: RawFilters) {
  return productGroupMatches(sql`(${filters.json}::jsonb)`, 'catalog_items', 'pins');
}

/** The advertiser's catalog items with their pins, newest first; with filters, those they match. */
export async function listCatalogItems(
  ctx: RequestContext,
  advertiserId: string,
  page: KeysetPage,
  filters: RawFilters | null = null,
): Promise<CatalogItemWithPin[]> {
  const advertiser = await catalogAdvertiser(ctx, advertiserId);
  let query = ctx.db
    .selectFrom('catalog_items')
    .innerJoin('pins', 'pins.id', 'catalog_items.pin_id')
    .selectAll('catalog_items')
    .where('catalog_items.advertiser_id', '=', advertiser.id);
  if (filters) query = query.where(matching(filters));
  const items = await applyKeyset(query, CATALOG_ITEM_ORDER, page).execute();
  if (items.length === 0) return [];
  const pins = await ctx.db
    .selectFrom('pins')
    .selectAll()
    .where(
      'id',
      'in',
      items.map((i) => i.pin_id),
    )
    .execute();
  const byId = new Map(pins.map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const pin = byId.get(item.pin_id);
    return pin ? [{ id: item.id, item, pin }] : [];
  });
}

/** How many of the advertiser's catalog items the filters match (all of them without filters). */
export async function countCatalogItems(
  db: DbOrTx,
  advertiserId: string,
  filters: RawFilters | null,
): Promise<number> {
  let query = db
    .selectFrom('catalog_items')
    .innerJoin('pins', 'pins.id', 'catalog_items.pin_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('catalog_items.advertiser_id', '=', advertiserId);
  if (filters) query = query.where(matching(filters));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

interface RunDeps {
  db: Db;
  contextFor: (viewer: Viewer) => RequestContext;
}

type RowOutcome = 'created' | 'updated';

async function failRun(db: Db, importId: string, error: string, now: Date): Promise<void> {
  await db
    .updateTable('catalog_imports')
    .set({ status: 'failed', error, finished_at: now, source_text: null })
    .where('id', '=', importId)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
}

/** The board a data source's pins go on: the owner's board of that name, made (public) when missing. */
async function catalogBoard(ctx: RequestContext, source: CatalogDataSourceRow): Promise<BoardRow> {
  const ownerId = ctx.viewer!.id;
  const existing = await ctx.db
    .selectFrom('boards')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where(sql<SqlBool>`lower(name) = lower(${source.name})`)
    .executeTakeFirst();
  if (existing) return existing;
  return createBoard(ctx, { name: source.name, privacy: 'public' });
}

/** Fetches and stores a product's picture within the per-row time limit. */
async function fetchItemImage(ctx: RequestContext, imageLink: string): Promise<StoredImage> {
  const policy = ctx.settings.fetch;
  const fetched = await ctx.safeFetch({
    url: imageLink,
    policy: { ...policy, timeoutMs: Math.min(policy.timeoutMs, CATALOG_IMAGE_TIMEOUT_MS) },
    maxBytes: IMAGE_FETCH_MAX_BYTES,
    accept: 'image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
  });
  return storeImageDetailed(ctx.db, ctx.media, fetched.body, ctx.settings.maxImagePixels);
}

function rowFailureText(error: unknown): string {
  if (error instanceof DomainError) {
    return error.field === 'image' || error instanceof FetchError
      ? CATALOG_TEXTS.imageFailed(error.message)
      : error.message;
  }
  throw error;
}

/**
 * Writes one row: a new item makes its product pin on the catalog board; a known one (same id in this data
 * source) updates its pin's title, description, link and product, and its picture when the image_link changed.
 * The picture is fetched before the transaction; the pin and the item are written in one, and a picture stored
 * for a row that then failed is taken back.
 */
async function writeRow(
  ctx: RequestContext,
  source: CatalogDataSourceRow,
  board: BoardRow,
  item: CatalogItem,
): Promise<RowOutcome> {
  const product = productColumns(item.product);
  checkPinText({ title: item.title, description: item.description, link: item.link });
  const known = await ctx.db
    .selectFrom('catalog_items')
    .selectAll()
    .where('data_source_id', '=', source.id)
    .where('item_id', '=', item.itemId)
    .executeTakeFirst();
  const image =
    !known || known.image_link !== item.imageLink ? await fetchItemImage(ctx, item.imageLink) : null;
  const attributes = {
    image_link: item.imageLink,
    brand: item.brand,
    product_type: item.productType,
    custom_label_0: item.customLabels[0],
    custom_label_1: item.customLabels[1],
    custom_label_2: item.customLabels[2],
    custom_label_3: item.customLabels[3],
    custom_label_4: item.customLabels[4],
    removed_at: null,
    updated_at: ctx.now(),
  };
  try {
    return await ctx.db.transaction().execute(async (tx): Promise<RowOutcome> => {
      if (!known) {
        const { pin } = await insertPin(tx, ctx, {
          boardId: board.id,
          imageId: image!.image.id,
          title: item.title,
          description: item.description,
          link: item.link,
          method: 'catalog',
          product,
        });
        await tx
          .insertInto('catalog_items')
          .values({
            data_source_id: source.id,
            advertiser_id: source.advertiser_id,
            item_id: item.itemId,
            pin_id: pin.id,
            ...attributes,
          })
          .execute();
        return 'created';
      }
      const before = await tx
        .selectFrom('pins')
        .innerJoin('boards', 'boards.id', 'pins.board_id')
        .selectAll('pins')
        .select(['boards.privacy as board_privacy', 'boards.cover_pin_id', 'boards.has_custom_cover'])
        .where('pins.id', '=', known.pin_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const updated = await tx
        .updateTable('pins')
        .set({
          title: item.title,
          description: item.description,
          link: item.link,
          ...product,
          ...(image ? { image_id: image.image.id } : {}),
        })
        .where('id', '=', known.pin_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await indexPinHashtags(tx, updated, before.board_privacy);
      if (image && image.image.id !== before.image_id) {
        // The pin shows a new picture: its board's cover (when it is this pin) and the pictures' public save
        // counts follow, as when a pin leaves and another arrives.
        if (before.cover_pin_id === before.id && !before.has_custom_cover)
          await tx
            .updateTable('boards')
            .set({ cover_image_id: image.image.id })
            .where('id', '=', before.board_id)
            .execute();
        if (before.board_privacy === 'public') {
          await countPublicSave(tx, before.image_id, -1);
          await countPublicSave(tx, image.image.id, 1);
        }
      }
      await tx.updateTable('catalog_items').set(attributes).where('id', '=', known.id).execute();
      return 'updated';
    });
  } catch (error) {
    if (image) await discardStoredImage(ctx.db, ctx.media, image);
    throw error;
  }
}

/**
 * Runs an import: reads the uploaded text or fetches the feed, checks the header and the size, then writes row by
 * row, recording progress every few rows and each failed row with its number and why. Items of the source that a
 * complete file no longer lists are marked out of stock (their pins stay, so saves of them keep working), and
 * come back when listed again. Safe to repeat: a finished run is left alone, and rows update by item id.
 */
export async function runCatalogImport(deps: RunDeps, importId: string): Promise<void> {
  const { db } = deps;
  const run = await db
    .selectFrom('catalog_imports')
    .selectAll()
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!run || run.status === 'done' || run.status === 'failed') return;
  const source = await db
    .selectFrom('catalog_data_sources')
    .selectAll()
    .where('id', '=', run.data_source_id)
    .executeTakeFirst();
  if (!source) return;
  const owner = await db
    .selectFrom('advertisers')
    .innerJoin('users', 'users.id', 'advertisers.owner_id')
    .select(['users.id', 'users.username'])
    .where('advertisers.id', '=', source.advertiser_id)
    .executeTakeFirstOrThrow();
  const ctx = deps.contextFor({ id: owner.id, username: owner.username });
  const now = () => ctx.now();
  // A repeated run starts its counts afresh: rows update by item id, so nothing is made twice.
  await db
    .updateTable('catalog_imports')
    .set({
      status: 'processing',
      started_at: now(),
      processed_rows: 0,
      created_count: 0,
      updated_count: 0,
      failed_count: 0,
      removed_count: 0,
    })
    .where('id', '=', run.id)
    .execute();
  await db.deleteFrom('catalog_import_errors').where('import_id', '=', run.id).execute();

  let text = run.source_text;
  if (text === null) {
    if (!source.url) return failRun(db, run.id, CATALOG_TEXTS.fileEmpty, now());
    try {
      const policy = ctx.settings.fetch;
      const fetched = await ctx.safeFetch({
        url: source.url,
        policy: { ...policy, timeoutMs: Math.max(policy.timeoutMs, CATALOG_FEED_TIMEOUT_MS) },
        maxBytes: MAX_CATALOG_FEED_BYTES,
        accept: 'text/csv,text/tab-separated-values,text/plain;q=0.9,*/*;q=0.5',
      });
      text = fetched.body.toString('utf8');
    } catch (error) {
      if (error instanceof FetchError) {
        const reason = error.reason === 'too_large' ? CATALOG_TEXTS.feedTooLarge : error.message;
        return failRun(db, run.id, CATALOG_TEXTS.feedUnreadable(reason), now());
      }
      throw error;
    }
  }
  const parsed = parseCsv(text);
  if (!parsed.ok) return failRun(db, run.id, parsed.error, now());
  const [headerRow, ...rows] = parsed.rows;
  if (!headerRow || rows.length === 0) return failRun(db, run.id, CATALOG_TEXTS.fileEmpty, now());
  if (rows.length > MAX_CATALOG_ROWS) return failRun(db, run.id, CATALOG_TEXTS.tooManyRows, now());
  const header = readCatalogHeader(headerRow);
  if (!header.ok) return failRun(db, run.id, header.error, now());
  await db.updateTable('catalog_imports').set({ total_rows: rows.length }).where('id', '=', run.id).execute();

  let board: BoardRow;
  try {
    board = await catalogBoard(ctx, source);
  } catch (error) {
    if (error instanceof DomainError) return failRun(db, run.id, error.message, now());
    throw error;
  }

  const counts = { created: 0, updated: 0, failed: 0 };
  const seen = new Set<string>();
  const errors: { row_number: number; item_id: string | null; message: string }[] = [];
  const flush = async (processed: number) => {
    if (errors.length > 0) {
      await db
        .insertInto('catalog_import_errors')
        .values(errors.map((e) => ({ import_id: run.id, ...e })))
        .execute();
      errors.length = 0;
    }
    await db
      .updateTable('catalog_imports')
      .set({
        processed_rows: processed,
        created_count: counts.created,
        updated_count: counts.updated,
        failed_count: counts.failed,
      })
      .where('id', '=', run.id)
      .execute();
  };
  for (const [index, fields] of rows.entries()) {
    // The header is row 1, so the first product is row 2: the number a spreadsheet shows.
    const rowNumber = index + 2;
    const checked = checkCatalogRow(fields, header);
    let failure: string | null = null;
    let itemId = checked.ok ? checked.item.itemId : checked.itemId;
    if (!checked.ok) failure = checked.error;
    else if (seen.has(checked.item.itemId)) failure = CATALOG_TEXTS.idRepeated;
    else {
      seen.add(checked.item.itemId);
      try {
        counts[await writeRow(ctx, source, board, checked.item)] += 1;
      } catch (error) {
        failure = rowFailureText(error);
      }
    }
    if (!checked.ok && checked.itemId) {
      // A row that names its item but is broken keeps the item as it was: it is not "removed".
      seen.add(checked.itemId);
      itemId = checked.itemId;
    }
    if (failure !== null) {
      counts.failed += 1;
      if (counts.failed <= MAX_CATALOG_ROW_ERRORS)
        errors.push({ row_number: rowNumber, item_id: itemId, message: failure });
    }
    if ((index + 1) % PROGRESS_EVERY === 0) await flush(index + 1);
  }
  await flush(rows.length);

  const removed = await markRemoved(db, source.id, seen, now());
  await db
    .updateTable('catalog_imports')
    .set({ status: 'done', removed_count: removed, finished_at: now(), source_text: null })
    .where('id', '=', run.id)
    .execute();
  if (source.kind === 'url' && source.fetch_daily) {
    await ctx.jobs.enqueue(db, {
      type: CATALOG_DAILY_JOB,
      subjectId: source.id,
      runAt: new Date(now().getTime() + CATALOG_DAILY_MS),
    });
  }
}

/**
 * Marks the source's items a complete file no longer lists: their pins become out of stock (only pins that still
 * carry a product), in one transaction. Returns how many items were newly marked.
 */
async function markRemoved(db: Db, sourceId: string, seen: ReadonlySet<string>, now: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const present = await tx
      .selectFrom('catalog_items')
      .select(['id', 'item_id', 'pin_id'])
      .where('data_source_id', '=', sourceId)
      .where('removed_at', 'is', null)
      .execute();
    const gone = present.filter((item) => !seen.has(item.item_id));
    if (gone.length === 0) return 0;
    await tx
      .updateTable('catalog_items')
      .set({ removed_at: now, updated_at: now })
      .where(
        'id',
        'in',
        gone.map((g) => g.id),
      )
      .execute();
    await tx
      .updateTable('pins')
      .set({ availability: 'out_of_stock' })
      .where(
        'id',
        'in',
        gone.map((g) => g.pin_id),
      )
      .where('price', 'is not', null)
      .execute();
    return gone.length;
  });
}

/** The job that runs an import; a run that keeps failing is marked failed, so the page stops waiting. */
export function catalogImportHandler(deps: RunDeps): JobHandler {
  return {
    run: (job: JobRow) => runCatalogImport(deps, job.subject_id),
    giveUp: (job: JobRow) => failRun(deps.db, job.subject_id, CATALOG_TEXTS.interrupted, new Date()),
  };
}

/**
 * The daily fetch of a feed that asked for it: starts a run unless the source stopped asking, is gone, or ran in
 * the last day already (a "Fetch now" in between counts).
 */
export function catalogDailyHandler(deps: RunDeps & { now: () => Date }): JobHandler {
  return {
    run: async (job: JobRow) => {
      const source = await deps.db
        .selectFrom('catalog_data_sources')
        .selectAll()
        .where('id', '=', job.subject_id)
        .executeTakeFirst();
      if (source?.kind !== 'url' || !source.fetch_daily) return;
      const since = new Date(deps.now().getTime() - CATALOG_DAILY_MS + 60 * 60 * 1000);
      const started = await deps.db.transaction().execute(async (tx) => {
        await tx
          .selectFrom('catalog_data_sources')
          .select('id')
          .where('id', '=', source.id)
          .forUpdate()
          .execute();
        const recent = await tx
          .selectFrom('catalog_imports')
          .select('id')
          .where('data_source_id', '=', source.id)
          .where((eb) => eb.or([eb('status', 'in', ['pending', 'processing']), eb('created_at', '>', since)]))
          .executeTakeFirst();
        if (recent) return null;
        return tx
          .insertInto('catalog_imports')
          .values({
            data_source_id: source.id,
            status: 'pending',
            file_name: null,
            source_text: null,
            started_at: null,
            finished_at: null,
            error: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (started) await runCatalogImport(deps, started.id);
    },
    giveUp: async () => {},
  };
}
