import { type RawBuilder, sql } from 'kysely';
import {
  PAID_LINK_NEEDS_LINK,
  SPONSOR_ALREADY_ANSWERED,
  SPONSOR_BLOCKED,
  SPONSOR_NOT_A_BRAND,
  SPONSOR_NOT_APPROVED,
  SPONSOR_NOT_SELF,
  SPONSOR_ORIGINAL_ONLY,
  SPONSOR_OWNER_ONLY,
  SPONSOR_REQUEST_NOT_FOUND,
  SPONSORSHIP_STATUS,
  type SponsorshipAnswer,
} from '../../core/sponsorship';
import { blockedBetween } from '../db/blocks';
import type { Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { applyKeyset, type KeysetOrder, type KeysetPage } from '../db/keyset';
import type { PinSponsorshipRow } from '../db/tables/pinSponsorships';
import type { PinRow } from '../db/tables/pins';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import { boardVisibleTo } from '../db/visibility';
import { requireScope } from './apiTokens';
import { requireViewer } from './auth';
import { type RequestContext, viewerIdOf } from './context';
import { DomainError, validationError } from './errors';

// Paid partnerships and paid links (statuses and texts in core/sponsorship.ts). A partnership is declared on the
// pin it was made for and shared by reference with every save of it; the brand is named only while it approves
// and can be named — a business account, not suspended, with no block between it and the one who reads.

/** A pin's paid partnership as the viewer may see it. */
export interface ShownSponsorship {
  id: string;
  /** The status shown: 3 (ended) in place of 0 or 1 once the brand is suspended, gone or no longer a business. */
  status: number;
  /** Set only when the status shown is approved and the brand may be named to the viewer. */
  brandName: string | null;
  /** The brand asked, as stored: shown only to the creator and the brand (see brandShownTo). */
  brandId: string | null;
  creatorId: string;
}

/**
 * The columns that make a ShownSponsorship, for a query joining `pin_sponsorships` as `s` and the brand's `users`
 * row as `b` (both left joins, so all may be null). Prefixed `<prefix>__…`, as the card query splits its rows.
 */
export function shownSponsorshipColumns(s: string, b: string, viewerId: string | null, prefix: string) {
  const ref = (column: string) => sql.ref(column);
  const available = sql<boolean>`(${ref(`${b}.id`)} is not null and ${ref(`${b}.is_partner`)} and ${ref(`${b}.suspended_at`)} is null)`;
  const status = sql<
    number | null
  >`case when ${ref(`${s}.status`)} in (0, 1) and not ${available} then ${SPONSORSHIP_STATUS.ended} else ${ref(`${s}.status`)} end`;
  const unblocked: RawBuilder<boolean> = viewerId
    ? sql<boolean>`not exists (select 1 from user_blocks where (user_blocks.blocker_id = ${viewerId} and user_blocks.blocked_id = ${ref(`${b}.id`)}) or (user_blocks.blocked_id = ${viewerId} and user_blocks.blocker_id = ${ref(`${b}.id`)}))`
    : sql<boolean>`true`;
  const brandName = sql<
    string | null
  >`case when ${ref(`${s}.status`)} = ${SPONSORSHIP_STATUS.approved} and ${available} and ${unblocked} then coalesce(nullif(${ref(`${b}.business_name`)}, ''), ${ref(`${b}.full_name`)}) end`;
  return [
    sql<string | null>`${ref(`${s}.id`)}`.as(`${prefix}__id`),
    status.as(`${prefix}__status`),
    brandName.as(`${prefix}__brand_name`),
    sql<string | null>`${ref(`${s}.brand_id`)}`.as(`${prefix}__brand_id`),
    sql<string | null>`${ref(`${s}.creator_id`)}`.as(`${prefix}__creator_id`),
  ] as const;
}

/** Reads a ShownSponsorship back out of a row selected with shownSponsorshipColumns. */
export function readShownSponsorship(row: Record<string, unknown>, prefix: string): ShownSponsorship | null {
  const id = row[`${prefix}__id`];
  if (id === null || id === undefined) return null;
  return {
    id: String(id),
    status: Number(row[`${prefix}__status`]),
    brandName: (row[`${prefix}__brand_name`] as string | null) ?? null,
    brandId: row[`${prefix}__brand_id`] == null ? null : String(row[`${prefix}__brand_id`]),
    creatorId: String(row[`${prefix}__creator_id`]),
  };
}

/** Each pin's partnership as the viewer may see it, in one statement (the loader behind `Pin.paidPartnership`). */
export async function sponsorshipsOfPins(
  ctx: RequestContext,
  pinIds: readonly string[],
): Promise<(ShownSponsorship | null)[]> {
  const valid = pinIds.filter((id) => isEntityId(id));
  if (valid.length === 0) return pinIds.map(() => null);
  const rows = await ctx.db
    .selectFrom('pins')
    .innerJoin('pin_sponsorships as s', 's.id', 'pins.sponsorship_id')
    .leftJoin('users as b', 'b.id', 's.brand_id')
    .select('pins.id as pin_id')
    .select(shownSponsorshipColumns('s', 'b', viewerIdOf(ctx), 'sponsor'))
    .where('pins.id', 'in', valid)
    .execute();
  const byPin = new Map(rows.map((row) => [row.pin_id, readShownSponsorship(row, 'sponsor')]));
  return pinIds.map((id) => byPin.get(id) ?? null);
}

/** The creator and the brand see which brand was asked whatever its answer; everyone else once it is named. */
export function brandShownTo(ctx: RequestContext, sponsorship: ShownSponsorship): string | null {
  const viewerId = viewerIdOf(ctx);
  if (!sponsorship.brandId) return null;
  if (viewerId && (viewerId === sponsorship.creatorId || viewerId === sponsorship.brandId)) {
    return sponsorship.brandId;
  }
  return sponsorship.brandName ? sponsorship.brandId : null;
}

/** A pin shows "Paid link" while it has a link marked as paid. */
export function showsPaidLink(pin: PinRow): boolean {
  return pin.paid_link && pin.link !== null;
}

/** Whether the viewer may set this pin's labels: its maker, on the pin they made (not a save of someone's). */
export function maySetPinLabels(ctx: RequestContext, pin: PinRow): boolean {
  const viewerId = viewerIdOf(ctx);
  return viewerId !== null && pin.pinner_id === viewerId && pin.source_pin_id === null;
}

/** What a create or an edit asks of a pin's labels; left out: unchanged. An empty brand id removes the partnership. */
export interface PinLabels {
  paidLink?: boolean;
  brandId?: string | null;
}

export function asksForLabels(labels: PinLabels | undefined): labels is PinLabels {
  return labels !== undefined && (labels.paidLink !== undefined || labels.brandId !== undefined);
}

/** The pin and the saves made from it, at any depth: a label travels to every copy of the content. */
function withSaves(tx: Tx, pinId: string) {
  return tx
    .withRecursive('copies(id)', (db) =>
      db
        .selectFrom('pins')
        .select('pins.id')
        .where('pins.id', '=', pinId)
        .unionAll(
          db.selectFrom('pins').innerJoin('copies', 'copies.id', 'pins.source_pin_id').select('pins.id'),
        ),
    )
    .selectFrom('copies')
    .select('copies.id');
}

/**
 * Refuses a brand the creator may not name: someone who is not a business account (or is suspended, or does not
 * exist — all answered alike), the creator themselves, or an account with a block between the two.
 */
async function checkBrand(tx: Tx, creatorId: string, brandId: string): Promise<void> {
  if (brandId === creatorId) throw validationError(SPONSOR_NOT_SELF, 'sponsorBrandId');
  const brand = isEntityId(brandId)
    ? await tx
        .selectFrom('users')
        .select(['id', 'is_partner'])
        .where('id', '=', brandId)
        .where('suspended_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!brand?.is_partner) throw validationError(SPONSOR_NOT_A_BRAND, 'sponsorBrandId');
  if (await blockedBetween(tx, creatorId, brandId)) throw validationError(SPONSOR_BLOCKED, 'sponsorBrandId');
}

/**
 * Sets a pin's paid-link flag and paid partnership inside the caller's transaction (after any edit of its link,
 * so `pin` is the row as it now is). Only the pin's maker sets them, on the pin they made; asking for what the pin
 * already says changes nothing and is allowed to anyone who may edit it. Naming another brand asks it afresh
 * (pending); an empty brand removes the partnership from the pin and its saves. Saves that kept the pin's link
 * follow its paid-link flag.
 */
export async function applyPinLabels(
  tx: Tx,
  ctx: RequestContext,
  pin: PinRow,
  labels: PinLabels,
): Promise<PinRow> {
  const viewer = requireViewer(ctx);
  const current = pin.sponsorship_id
    ? await tx
        .selectFrom('pin_sponsorships')
        .selectAll()
        .where('id', '=', pin.sponsorship_id)
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  const wantsBrand = labels.brandId === undefined ? undefined : labels.brandId?.trim() || null;
  const linkChange = labels.paidLink !== undefined && labels.paidLink !== pin.paid_link;
  const brandChange = wantsBrand !== undefined && wantsBrand !== (current?.brand_id ?? null);
  if (!linkChange && !brandChange) return pin;
  if (pin.pinner_id !== viewer.id) throw new DomainError('FORBIDDEN', SPONSOR_OWNER_ONLY);
  if (pin.source_pin_id !== null) throw new DomainError('FORBIDDEN', SPONSOR_ORIGINAL_ONLY);
  if (ctx.grant) requireScope(ctx, 'pins:write');
  let updated = pin;
  if (linkChange) {
    if (labels.paidLink && pin.link === null) throw validationError(PAID_LINK_NEEDS_LINK, 'paidLink');
    await tx
      .updateTable('pins')
      .set({ paid_link: labels.paidLink })
      .where('id', 'in', withSaves(tx, pin.id))
      .where((eb) => eb(sql`pins.link`, 'is not distinct from', pin.link))
      .execute();
    updated = { ...updated, paid_link: labels.paidLink === true };
  }
  if (brandChange) {
    if (wantsBrand === null) {
      // The pins pointing at it (this one and its saves) lose it by the foreign key.
      await tx.deleteFrom('pin_sponsorships').where('id', '=', current!.id).execute();
      updated = { ...updated, sponsorship_id: null };
    } else {
      await checkBrand(tx, viewer.id, wantsBrand);
      const asked = { brand_id: wantsBrand, status: SPONSORSHIP_STATUS.pending, requested_at: ctx.now() };
      const row = current
        ? await tx
            .updateTable('pin_sponsorships')
            .set({ ...asked, answered_at: null })
            .where('id', '=', current.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        : await tx
            .insertInto('pin_sponsorships')
            .values({ ...asked, pin_id: pin.id, creator_id: viewer.id })
            .returning('id')
            .executeTakeFirstOrThrow();
      if (!current) {
        await tx
          .updateTable('pins')
          .set({ sponsorship_id: row.id })
          .where('id', 'in', withSaves(tx, pin.id))
          .execute();
      }
      updated = { ...updated, sponsorship_id: row.id };
    }
  }
  return updated;
}

const REQUEST_ORDER: KeysetOrder = {
  sort: 'pin_sponsorships.id',
  id: 'pin_sponsorships.id',
  sortType: 'bigint',
  direction: 'desc',
};

/**
 * The paid partnerships naming the viewer as brand, newest first — only those whose pin the viewer may see, so a
 * pin on a secret board shows to nobody outside it (the creator's board members excepted, as everywhere).
 */
export async function listSponsorshipRequests(
  ctx: RequestContext,
  page: KeysetPage,
): Promise<PinSponsorshipRow[]> {
  const viewer = requireViewer(ctx);
  if (ctx.grant) requireScope(ctx, 'pins:read');
  const query = ctx.db
    .selectFrom('pin_sponsorships')
    .innerJoin('pins', 'pins.id', 'pin_sponsorships.pin_id')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .selectAll('pin_sponsorships')
    .where('pin_sponsorships.brand_id', '=', viewer.id)
    .where((eb) => boardVisibleTo(eb, viewer.id));
  return applyKeyset(query, REQUEST_ORDER, page).execute();
}

const ANSWERS: ReadonlyMap<SponsorshipAnswer, { from: number; to: number }> = new Map([
  ['APPROVE', { from: SPONSORSHIP_STATUS.pending, to: SPONSORSHIP_STATUS.approved }],
  ['REJECT', { from: SPONSORSHIP_STATUS.pending, to: SPONSORSHIP_STATUS.rejected }],
  ['END', { from: SPONSORSHIP_STATUS.approved, to: SPONSORSHIP_STATUS.ended }],
]);

/**
 * The brand answers a request naming it: approves or rejects a pending one, or ends an approval. Only the brand
 * (its account, or someone acting for it) is answered; a request for anyone else, or on a pin the brand may not
 * see, is "not found" like one that does not exist. The status moves in one conditional update, so two answers at
 * once cannot both land.
 */
export async function answerSponsorship(
  ctx: RequestContext,
  requestId: string,
  answer: SponsorshipAnswer,
): Promise<PinSponsorshipRow> {
  const viewer = requireViewer(ctx);
  if (ctx.grant) requireScope(ctx, 'pins:write');
  const move = ANSWERS.get(answer)!;
  const notFound = new DomainError('NOT_FOUND', SPONSOR_REQUEST_NOT_FOUND, { missing: 'request' });
  if (!isEntityId(requestId)) throw notFound;
  return ctx.db.transaction().execute(async (tx) => {
    const request = await tx
      .selectFrom('pin_sponsorships')
      .innerJoin('pins', 'pins.id', 'pin_sponsorships.pin_id')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .selectAll('pin_sponsorships')
      .where('pin_sponsorships.id', '=', requestId)
      .where('pin_sponsorships.brand_id', '=', viewer.id)
      .where((eb) => boardVisibleTo(eb, viewer.id))
      .executeTakeFirst();
    if (!request) throw notFound;
    const answered = await tx
      .updateTable('pin_sponsorships')
      .set({ status: move.to, answered_at: ctx.now() })
      .where('id', '=', request.id)
      .where('status', '=', move.from)
      .returningAll()
      .executeTakeFirst();
    if (answered) return answered;
    throw new DomainError('CONFLICT', answer === 'END' ? SPONSOR_NOT_APPROVED : SPONSOR_ALREADY_ANSWERED);
  });
}

/** A block between a creator and a brand ends their partnerships (pending or approved), inside the block's write. */
export async function endSponsorshipsBetween(
  tx: Tx,
  ctx: RequestContext,
  a: string,
  b: string,
): Promise<void> {
  await tx
    .updateTable('pin_sponsorships')
    .set({ status: SPONSORSHIP_STATUS.ended, answered_at: ctx.now() })
    .where('status', 'in', [SPONSORSHIP_STATUS.pending, SPONSORSHIP_STATUS.approved])
    .where((eb) =>
      eb.or([
        eb.and([eb('creator_id', '=', a), eb('brand_id', '=', b)]),
        eb.and([eb('creator_id', '=', b), eb('brand_id', '=', a)]),
      ]),
    )
    .execute();
}

/**
 * Business accounts a creator may name as a brand, by username or name (prefix of any word), at most `limit`:
 * never themselves, a suspended account, or one with a block between them.
 */
export async function searchBrands(ctx: RequestContext, query: string, limit = 8): Promise<UserRow[]> {
  const viewer = requireViewer(ctx);
  const term = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  if (!term) return [];
  return ctx.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.is_partner', '=', true)
    .where('users.suspended_at', 'is', null)
    .where('users.id', '!=', viewer.id)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(users.username)`, 'like', `${term}%`),
        eb(sql<string>`lower(coalesce(users.business_name, users.full_name))`, 'like', `${term}%`),
        eb(sql<string>`lower(coalesce(users.business_name, users.full_name))`, 'like', `% ${term}%`),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_blocks')
            .select('blocker_id')
            .where((b) =>
              b.or([
                b.and([b('blocker_id', '=', viewer.id), b('blocked_id', '=', b.ref('users.id'))]),
                b.and([b('blocked_id', '=', viewer.id), b('blocker_id', '=', b.ref('users.id'))]),
              ]),
            ),
        ),
      ),
    )
    .orderBy(sql`lower(users.username)`)
    .limit(limit)
    .execute();
}
