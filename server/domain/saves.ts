import { SHORTLIST_SUGGESTIONS } from '../../core/boardPicker';
import { ADVERTISER_NOT_ACTED_FOR } from '../../core/business';
import { parseHashtags } from '../../core/hashtags';
import { pinCreateMethod, QUICK_CREATES_LAYOUT } from '../../core/pinCreate';
import type { ProductRequest } from '../../core/product';
import type { ProductTagRequest } from '../../core/productTags';
import { isEntityId } from '../db/ids';
import type { BoardRow } from '../db/tables/boards';
import type { PinRow } from '../db/tables/pins';
import { boardMemberIs, boardVisibleTo } from '../db/visibility';
import { countPromotedSave } from './adSaves';
import { boardReaderOf } from './apiTokens';
import { requireViewer } from './auth';
import { boardForWrite } from './boards';
import { actingSubject } from './business';
import { isActingAs, type RequestContext, type Viewer } from './context';
import { DomainError, notFound } from './errors';
import { requirePinCreationAllowed } from './experiments';
import { attachVideo, pinVideoId, resolvePinMedia } from './media/pinMedia';
import { insertPin, pinById } from './pins';
import { copiedProductColumns, productColumns } from './products';
import { checkedProductTags, writeProductTags } from './productTags';
import { applyPinLabels, asksForLabels, type PinLabels } from './sponsorships';
import { loadUsers, userByUsername } from './users';

export interface SaveResult {
  pin: PinRow;
  board: BoardRow;
}

/**
 * Saves (repins) a pin the viewer can see onto one of their boards or a section of it. The new pin points at
 * the pin it came from and shares its image; its text and link travel with it unless a description is given.
 */
export async function repin(
  ctx: RequestContext,
  input: { pinId: string; boardId: string; sectionId?: string | null; description?: string | null },
): Promise<SaveResult> {
  requireViewer(ctx);
  const source = await pinById(ctx, input.pinId);
  if (!source) throw notFound('Pin');
  const videoId = await pinVideoId(ctx.db, source.id);
  return ctx.db.transaction().execute(async (tx) => {
    const saved = await insertPin(tx, ctx, {
      boardId: input.boardId,
      sectionId: input.sectionId ?? null,
      imageId: source.image_id,
      sourcePinId: source.id,
      title: source.title,
      description: input.description ?? source.description,
      link: source.link,
      altText: source.alt_text,
      method: 'repin',
      color: source.color,
      product: copiedProductColumns(source),
      carouselId: source.carousel_id,
      // The labels are the content's: a save shows the paid partnership and the paid link of its source.
      sponsorshipId: source.sponsorship_id,
      paidLink: source.paid_link,
    });
    await countPromotedSave(tx, ctx, source);
    return { ...saved, pin: await attachVideo(tx, saved.pin, videoId) };
  });
}

/** The pin-create payload, as the REST shim and GraphQL receive it. */
export interface PinCreatePayload {
  boardId: string;
  sectionId?: string | null;
  description?: string | null;
  link?: string | null;
  title?: string | null;
  imageBase64?: string | null;
  imageUrl?: string | null;
  mediaUploadId?: string | null;
  method?: string | null;
  pinId?: string | null;
  guid?: string | null;
  color?: string | null;
  isRemovable?: boolean | null;
  altText?: string | null;
  /** What the pinned thing costs, when it is something to buy. */
  product?: ProductRequest | null;
  /** A business's own product pins to tag on the new pin (shop the pin). */
  productTags?: readonly ProductTagRequest[] | null;
  /** The new pin's paid-link flag and the brand it is a paid partnership with (a new pin only, not a save). */
  labels?: PinLabels;
}

function normalizeColor(color: string | null | undefined): string | null {
  if (!color) return null;
  const hex = color.trim().replace(/^#?/, '#').toLowerCase();
  return /^#[0-9a-f]{6}$/.test(hex)
    ? hex
    : /^#[0-9a-f]{3}$/.test(hex)
      ? hex.replace(/[0-9a-f]/g, (c) => c + c)
      : null;
}

/**
 * Creates a pin from the pin-create payload: a repin when it names a pin (repin is used when the
 * pin has an entity id), otherwise a new pin from a finished upload, image data or an image link. The image is
 * processed before the transaction opens, so a bad image changes nothing, and an image stored for a pin that
 * then could not be made is taken back.
 */
export async function createPinFromPayload(
  ctx: RequestContext,
  payload: PinCreatePayload,
): Promise<SaveResult> {
  requireViewer(ctx);
  if (payload.pinId) {
    return repin(ctx, {
      pinId: payload.pinId,
      boardId: payload.boardId,
      sectionId: payload.sectionId ?? null,
      description: payload.description ?? null,
    });
  }
  requirePinCreationAllowed(ctx, { web: Boolean(payload.imageUrl) && !payload.mediaUploadId });
  // Check the board and the product first, so a doomed request does not fetch or process an image.
  const product = productColumns(payload.product);
  await ctx.db.transaction().execute((tx) => boardForWrite(tx, ctx, payload.boardId, 'pins'));
  const tags = payload.productTags?.length
    ? await checkedProductTags(ctx, ctx.db, payload.productTags, null)
    : [];
  const media = await resolvePinMedia(ctx, payload);
  if (media.videoId) requirePinCreationAllowed(ctx, { video: true });
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const saved = await insertPin(tx, ctx, {
        boardId: payload.boardId,
        sectionId: payload.sectionId ?? null,
        imageId: media.imageId,
        title: payload.title ?? '',
        description: payload.description ?? '',
        link: payload.link ?? null,
        altText: payload.altText ?? '',
        method: pinCreateMethod(payload.method ?? 'uploaded', payload.guid),
        color: normalizeColor(payload.color),
        isRemovable: payload.isRemovable ?? true,
        product,
      });
      if (tags.length > 0) await writeProductTags(tx, saved.pin.id, tags);
      const labelled = asksForLabels(payload.labels)
        ? { ...saved, pin: await applyPinLabels(tx, ctx, saved.pin, payload.labels) }
        : saved;
      return { ...labelled, pin: await attachVideo(tx, labelled.pin, media.videoId) };
    });
  } catch (error) {
    await media.discard();
    throw error;
  }
}

/** A board offered in the picker, with whether the viewer has archived it and when they last saved to it. */
export interface PickerBoards {
  allBoards: BoardRow[];
  shortlist: BoardRow[];
}

/**
 * The boards the viewer may save to: owned or collaborated, not archived by the viewer, most
 * recently rearranged first; and the shortlist of the boards they saved to most recently. New empty boards are
 * listed too (the client shows a placeholder cover). Protected boards only while acting for a business.
 */
export async function boardPicker(
  ctx: RequestContext,
  shortlistSize = SHORTLIST_SUGGESTIONS,
  onlyProtected = false,
): Promise<PickerBoards> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db
    .selectFrom('boards')
    .leftJoin('board_user_states as state', (join) =>
      join.onRef('state.board_id', '=', 'boards.id').on('state.user_id', '=', viewer.id),
    )
    .selectAll('boards')
    .select('state.last_saved_at')
    .where((eb) => boardMemberIs(eb, viewer.id))
    // Protected boards are for saving while acting for a business (pins for ads that stay off its profile).
    .$if(!isActingAs(ctx), (qb) => qb.where('boards.privacy', '!=', 'protected'))
    .$if(onlyProtected, (qb) => qb.where('boards.privacy', '=', 'protected'))
    // A token that may not read secret boards lists the public ones only.
    .$if(boardReaderOf(ctx) === null, (qb) => qb.where('boards.privacy', '=', 'public'))
    .where('state.archived_at', 'is', null)
    .orderBy('boards.board_order_modified_at', 'desc')
    .orderBy('boards.id', 'desc')
    .execute();
  const allBoards = rows.map(({ last_saved_at: _, ...board }) => board);
  const shortlist = rows
    .filter((r) => r.last_saved_at !== null)
    .sort((a, b) => b.last_saved_at!.getTime() - a.last_saved_at!.getTime())
    .slice(0, shortlistSize)
    .map(({ last_saved_at: _, ...board }) => board);
  return { allBoards, shortlist };
}

export interface BoardPickerQuery {
  /** `protected`: only the protected boards (what is saved for a business's ads); otherwise every board. */
  onlyProtected: boolean;
  /** Whose boards, by id or username; the viewer's own when neither is given. */
  userId?: string | null;
  username?: string | null;
  /** The boards of the profile owning this advertiser: one the signed-in person may act for. */
  advertiserId?: string | null;
  shortlistSize: number;
}

/**
 * The legacy board picker's boards for its filters. The viewer's own picker by default; an advertiser's (the
 * boards of the profile that owns it) only when the signed-in person may act for that profile, as the acting-as
 * header would; another person's boards as their profile shows them — what the viewer may see, never protected
 * ones, and with no shortlist, which is the viewer's own.
 */
export async function boardPickerFor(ctx: RequestContext, query: BoardPickerQuery): Promise<PickerBoards> {
  const viewer = requireViewer(ctx);
  if (query.advertiserId) {
    const subject = await advertiserProfile(ctx, query.advertiserId);
    return boardPicker({ ...ctx, viewer: subject }, query.shortlistSize, query.onlyProtected);
  }
  let ownerId = viewer.id;
  if (query.userId) {
    const [user] = await loadUsers(ctx, [query.userId]);
    if (!user) throw notFound('person');
    ownerId = user.id;
  } else if (query.username) {
    const user = await userByUsername(ctx, query.username);
    if (!user) throw notFound('person');
    ownerId = user.id;
  }
  if (ownerId === viewer.id) return boardPicker(ctx, query.shortlistSize, query.onlyProtected);
  // Protected boards are never shown to anyone but those acting for their business.
  if (query.onlyProtected) return { allBoards: [], shortlist: [] };
  const allBoards = await ctx.db
    .selectFrom('boards')
    .selectAll('boards')
    .where((eb) => boardMemberIs(eb, ownerId))
    .where('boards.privacy', '!=', 'protected')
    .where((eb) => boardVisibleTo(eb, boardReaderOf(ctx)))
    .orderBy('boards.board_order_modified_at', 'desc')
    .orderBy('boards.id', 'desc')
    .execute();
  return { allBoards, shortlist: [] };
}

/**
 * The profile owning an advertiser, when the signed-in person may act for it (their own account, or a business
 * that lets them act). A missing advertiser and someone else's answer alike, so ids reveal nothing.
 */
async function advertiserProfile(ctx: RequestContext, advertiserId: string): Promise<Viewer> {
  const person = ctx.actor ?? requireViewer(ctx);
  const advertiser = isEntityId(advertiserId)
    ? await ctx.db
        .selectFrom('advertisers')
        .innerJoin('users', 'users.id', 'advertisers.owner_id')
        .select(['users.id', 'users.username'])
        .where('advertisers.id', '=', advertiserId)
        .executeTakeFirst()
    : undefined;
  const refused = new DomainError('FORBIDDEN', ADVERTISER_NOT_ACTED_FOR);
  if (!advertiser) throw refused;
  if (advertiser.id === ctx.viewer?.id) return ctx.viewer;
  try {
    return await actingSubject(ctx.db, person, advertiser.id);
  } catch (error) {
    // Not the acting-as header's refusal: the client must not drop the profile it acts for over a filter.
    if (error instanceof DomainError) throw refused;
    throw error;
  }
}

/** Marks a board as the one last saved to (the board shortlist resource). */
export async function touchShortlist(ctx: RequestContext, boardId: string): Promise<BoardRow> {
  const viewer = requireViewer(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const board = await boardForWrite(tx, ctx, boardId, 'pins');
    await tx
      .insertInto('board_user_states')
      .values({ board_id: board.id, user_id: viewer.id, last_saved_at: ctx.now(), archived_at: null })
      .onConflict((oc) => oc.columns(['board_id', 'user_id']).doUpdateSet({ last_saved_at: ctx.now() }))
      .execute();
    return board;
  });
}

/**
 * Board name suggestions for saving a pin: its title, its hashtags and the names of boards it is saved on,
 * de-duplicated, without the names of the viewer's own boards.
 */
export async function boardTitleSuggestions(
  ctx: RequestContext,
  pinId: string,
  limit = 6,
): Promise<string[]> {
  const pin = await pinById(ctx, pinId);
  if (!pin) throw notFound('Pin');
  const viewerId = ctx.viewer?.id ?? null;
  const readerId = boardReaderOf(ctx);
  const savedOn = await ctx.db
    .selectFrom('pins')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .select('boards.name')
    .distinct()
    .where('pins.image_id', '=', pin.image_id)
    .where((eb) => boardVisibleTo(eb, readerId))
    .limit(20)
    .execute();
  const own = viewerId
    ? await ctx.db
        .selectFrom('boards')
        .select('name')
        .where('owner_id', '=', viewerId)
        .where((eb) => boardVisibleTo(eb, readerId))
        .execute()
    : [];
  const taken = new Set(own.map((b) => b.name.toLowerCase()));
  // Hashtags become suggestions of their own; the title is offered without them.
  const candidates = [
    pin.title.replace(/#[^\s#]+/gu, ' '),
    ...parseHashtags(`${pin.title} ${pin.description}`),
    ...savedOn.map((b) => b.name),
  ];
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const raw of candidates) {
    const title = raw.trim().replace(/\s+/g, ' ').slice(0, 50);
    const key = title.toLowerCase();
    if (!title || seen.has(key) || taken.has(key)) continue;
    seen.add(key);
    suggestions.push(title.charAt(0).toUpperCase() + title.slice(1));
    if (suggestions.length >= limit) break;
  }
  return suggestions;
}

/**
 * The board the viewer already saved this pin's picture to, for "Psst! You already saved this Pin to …";
 * boards with the quick_creates layout do not count.
 */
export async function alreadySavedBoard(ctx: RequestContext, pin: PinRow): Promise<BoardRow | null> {
  if (!ctx.viewer) return null;
  const row = await ctx.db
    .selectFrom('pins')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .selectAll('boards')
    .where('pins.pinner_id', '=', ctx.viewer.id)
    .where('pins.image_id', '=', pin.image_id)
    .where('boards.layout', '!=', QUICK_CREATES_LAYOUT)
    .where((eb) => boardVisibleTo(eb, boardReaderOf(ctx)))
    .orderBy('pins.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
