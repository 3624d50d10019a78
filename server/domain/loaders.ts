import DataLoader from 'dataloader';
import type { AdGroupRow } from '../db/tables/adGroups';
import type { AdRow } from '../db/tables/ads';
import type { SectionRow } from '../db/tables/boardSections';
import type { BoardRow } from '../db/tables/boards';
import type { CarouselSlideRow } from '../db/tables/carousels';
import type { ImageRow } from '../db/tables/images';
import type { PinRow } from '../db/tables/pins';
import type { UserRow } from '../db/tables/users';
import { firstAdGroupsOf, firstAdsOf } from './adsManager';
import { type BoardCover, boardCovers } from './boardCovers';
import { boardsArchivedByViewer, loadBoards } from './boards';
import { carouselSlidesOf } from './carousels';
import { boardsCollaboratedByViewer } from './collaborators';
import type { RequestContext } from './context';
import { loadImages } from './media/media';
import { type MerchantFacts, merchantFactsOf } from './merchants';
import { loadPins, recentPinImageIds } from './pins';
import { type ProductTag, productTagsOf } from './productTags';
import { promotersOfPins } from './promote';
import { loadSections } from './sections';
import { boardsFollowedByViewer, usersBlockedByViewer, usersFollowedByViewer } from './social';
import { type ShownSponsorship, sponsorshipsOfPins } from './sponsorships';
import { loadUsers } from './users';

/**
 * A DataLoader that also answers at once for the rows a list query primed it with: a field whose row is here
 * returns it without a promise, a batch or a tick of its own (a page of 25 cards reads ~100 such rows). It answers
 * only for a key primed before anything loaded it, so it never disagrees with what `load` resolves to.
 */
export class RowLoader<V> extends DataLoader<string, V> {
  readonly #primed = new Map<string, V>();
  readonly #loaded = new Set<string>();

  override load(key: string): Promise<V> {
    this.#loaded.add(key);
    return super.load(key);
  }

  override prime(key: string, value: V | PromiseLike<V> | Error): this {
    const settled = !(value instanceof Error) && !isPromiseLike(value);
    if (settled && !this.#loaded.has(key) && !this.#primed.has(key)) this.#primed.set(key, value as V);
    return super.prime(key, value);
  }

  override clear(key: string): this {
    this.#primed.delete(key);
    this.#loaded.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.#primed.clear();
    this.#loaded.clear();
    return super.clearAll();
  }

  /** The row primed for `key`, or undefined when it must be loaded. */
  peek(key: string): V | undefined {
    return this.#primed.get(key);
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * `use` of the row for `key`: at once when it was primed, after loading otherwise. For fields that only read
 * their parent's row, so a page of primed cards resolves without a promise per field.
 */
export function withRow<V, T>(loader: RowLoader<V>, key: string, use: (row: V) => T): T | Promise<T> {
  const row = loader.peek(key);
  return row === undefined ? loader.load(key).then(use) : use(row);
}

/**
 * The rows a page shows beside its list (pictures, boards, owners, pinners, covers, thumbnails, promoters),
 * batched and cached for one request. GraphQL resolvers and the REST serializers read through the same loaders,
 * and a list query that already joined these rows primes them, so a page of any size costs the same statements.
 * Rows the viewer may not see load as null, exactly as the batch functions answer them.
 */
export interface Loaders {
  users: RowLoader<UserRow | null>;
  boards: RowLoader<BoardRow | null>;
  pins: RowLoader<PinRow | null>;
  sections: RowLoader<SectionRow | null>;
  images: RowLoader<ImageRow | null>;
  boardCovers: DataLoader<string, BoardCover | null>;
  /** The newest pins' pictures of each board (up to 3): board card thumbnails. */
  boardThumbnails: DataLoader<string, string[]>;
  /** The newest pins' pictures of each section (up to 3): section previews. */
  sectionPreviews: DataLoader<string, string[]>;
  /** The advertiser promoting each pin now ('' for none). */
  promoters: DataLoader<string, string>;
  /** By pin id: its paid partnership as the viewer may see it (null for none). */
  sponsorships: DataLoader<string, ShownSponsorship | null>;
  /** By campaign id: its first ad group and first ad. */
  firstAdGroups: DataLoader<string, AdGroupRow | null>;
  firstAds: DataLoader<string, AdRow | null>;
  /** By board id: the viewer follows it. */
  followedBoards: DataLoader<string, boolean>;
  /** By board id: when the viewer archived it (null: not archived). */
  archivedBoards: DataLoader<string, Date | null>;
  /** By board id: the viewer collaborates on it (owners are not collaborators). */
  collaboratedBoards: DataLoader<string, boolean>;
  /** By user id: the viewer follows them. */
  followedUsers: DataLoader<string, boolean>;
  /** By user id: the viewer blocked them. */
  blockedUsers: DataLoader<string, boolean>;
  /** By user id: the profile's merchant id, scheduled pin count and shopping-tool eligibility. */
  merchantFacts: DataLoader<string, MerchantFacts>;
  /** By carousel id: its pictures in order (a page of carousel pins costs one statement). */
  carouselSlides: DataLoader<string, CarouselSlideRow[]>;
  /** By pin id: the product tags the viewer may see on it, in order (shop the pin). */
  productTags: DataLoader<string, ProductTag[]>;
}

/** How many recent pictures a board card or a section card shows. */
export const RECENT_PICTURES = 3;

export function createLoaders(ctx: RequestContext): Loaders {
  return {
    users: new RowLoader((ids) => loadUsers(ctx, ids)),
    boards: new RowLoader((ids) => loadBoards(ctx, ids)),
    pins: new RowLoader((ids) => loadPins(ctx, ids)),
    sections: new RowLoader((ids) => loadSections(ctx, ids)),
    images: new RowLoader((ids) => loadImages(ctx.db, ids)),
    boardCovers: new DataLoader((ids) => boardCovers(ctx, ids)),
    boardThumbnails: new DataLoader((ids) => recentPinImageIds(ctx, 'board', ids, RECENT_PICTURES)),
    sectionPreviews: new DataLoader((ids) => recentPinImageIds(ctx, 'section', ids, RECENT_PICTURES)),
    promoters: new DataLoader((ids) => promotersOfPins(ctx, ids)),
    sponsorships: new DataLoader((ids) => sponsorshipsOfPins(ctx, ids)),
    firstAdGroups: new DataLoader((ids) => firstAdGroupsOf(ctx, ids)),
    firstAds: new DataLoader((ids) => firstAdsOf(ctx, ids)),
    followedBoards: new DataLoader((ids) => boardsFollowedByViewer(ctx, ids)),
    archivedBoards: new DataLoader((ids) => boardsArchivedByViewer(ctx, ids)),
    collaboratedBoards: new DataLoader((ids) => boardsCollaboratedByViewer(ctx, ids)),
    followedUsers: new DataLoader((ids) => usersFollowedByViewer(ctx, ids)),
    blockedUsers: new DataLoader((ids) => usersBlockedByViewer(ctx, ids)),
    merchantFacts: new DataLoader((ids) => merchantFactsOf(ctx.db, ids)),
    carouselSlides: new DataLoader((ids) => carouselSlidesOf(ctx.db, ids)),
    productTags: new DataLoader((ids) => productTagsOf(ctx, ids)),
  };
}

/**
 * The request's loaders. The HTTP layer makes them with the request's context, and the GraphQL context is a copy
 * of it, so both read one cache; a context made elsewhere (a job, a test) gets its own on first use.
 */
export function loadersOf(ctx: RequestContext): Loaders {
  ctx.loaders ??= createLoaders(ctx);
  return ctx.loaders;
}

/** Loads many keys through a loader, failing as a whole when one fails. */
export function loadAll<V>(loader: DataLoader<string, V>, ids: readonly string[]): Promise<V[]> {
  return Promise.all(ids.map((id) => loader.load(id)));
}
