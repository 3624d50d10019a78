import { sql } from 'kysely';
import { BOARD_BUSY_CODES, BOARD_BUSY_TEXT } from '../../core/boardActions';
import { isEntityId } from '../db/ids';
import type { BoardRow } from '../db/tables/boards';
import { requireViewer } from './auth';
import { claimBoard, refreshBoardAfterMove } from './boardActions';
import { boardAccess, boardForWrite } from './boards';
import type { RequestContext } from './context';
import { DomainError, notFound, validationError } from './errors';
import { countPinHashtags, hashtagCountChange } from './hashtags';
import { queuePinMediaForPurge } from './media/mediaPurge';
import { requirePinWriteScope } from './pins';
import { countPublicPins, countPublicSave, publicCountChange } from './userCounts';

export const ALREADY_THERE = 'These Pins are already on that board and section.';

export interface MoveInput {
  pinIds: string[];
  toBoardId: string;
  /** null moves the pins onto the board outside any section. */
  toSectionId: string | null;
}

/**
 * Moves pins of one board to another board or section (owner or collaborator of both). Moving to the same
 * board and the same section is refused; counts and automatic covers of both boards follow in the same
 * transaction, and a second action on a busy board is refused with 2171 or 2172.
 */
export async function movePins(
  ctx: RequestContext,
  input: MoveInput,
): Promise<{ from: BoardRow; to: BoardRow }> {
  requireViewer(ctx);
  const pinIds = [...new Set(input.pinIds)];
  if (pinIds.length === 0) throw validationError('Choose at least one Pin to move.');
  if (pinIds.length > 500) throw validationError('Move at most 500 Pins at once.');
  // One answer for a pin that does not exist and a pin on a board the viewer may not change (secret or not):
  // nothing about other people's pins — whether they exist, which share a board, whether it is busy — may
  // show through before the viewer is known to be allowed to move every one of them.
  if (!pinIds.every(isEntityId)) throw notFound('Pin');
  return ctx.db.transaction().execute(async (tx) => {
    const readPins = () =>
      tx
        .selectFrom('pins')
        .select(['id', 'board_id', 'section_id', 'image_id'])
        .where('id', 'in', pinIds)
        .execute();
    const seen = await readPins();
    if (seen.length !== pinIds.length) throw notFound('Pin');
    for (const boardId of new Set(seen.map((p) => p.board_id))) {
      if ((await boardAccess(tx, ctx, 'pins', boardId)) !== 'write') throw notFound('Pin');
    }
    const fromBoardId = seen[0]!.board_id;
    if (seen.some((p) => p.board_id !== fromBoardId))
      throw validationError('Move Pins from one board at a time.');
    // The target too, before it is claimed: a busy secret board must look like a missing one.
    if (input.toBoardId !== fromBoardId) {
      const access = await boardAccess(tx, ctx, 'pins', input.toBoardId);
      if (access === 'none') throw notFound('board');
      if (access === 'read')
        throw new DomainError('FORBIDDEN', "You don't have permission to add to this board.");
    }
    await claimBoard(tx, fromBoardId, 'source');
    if (input.toBoardId !== fromBoardId) await claimBoard(tx, input.toBoardId, 'target');
    // Read again under the claim: an action that finished just before may have moved them.
    const pins = await readPins();
    if (pins.length !== pinIds.length || pins.some((p) => p.board_id !== fromBoardId)) {
      throw new DomainError('CONFLICT', BOARD_BUSY_TEXT, { apiErrorCode: BOARD_BUSY_CODES.source });
    }
    if (fromBoardId === input.toBoardId && pins.every((p) => p.section_id === input.toSectionId)) {
      throw validationError(ALREADY_THERE);
    }
    const from = await boardForWrite(tx, ctx, fromBoardId, 'pins');
    const to = input.toBoardId === fromBoardId ? from : await boardForWrite(tx, ctx, input.toBoardId, 'pins');
    if (input.toSectionId) {
      const section = isEntityId(input.toSectionId)
        ? await tx
            .selectFrom('board_sections')
            .select('id')
            .where('id', '=', input.toSectionId)
            .where('board_id', '=', to.id)
            .executeTakeFirst()
        : undefined;
      if (!section) throw notFound('section');
    }
    await tx
      .updateTable('pins')
      .set({ board_id: to.id, section_id: input.toSectionId })
      .where('id', 'in', pinIds)
      .execute();
    const countChange = hashtagCountChange(from.privacy, to.privacy);
    if (countChange !== 0) await countPinHashtags(tx, pinIds, countChange);
    await countPublicPins(tx, { pinIds }, publicCountChange(from.privacy, to.privacy));
    const touchedSections = [...new Set([...pins.map((p) => p.section_id), input.toSectionId])];
    await refreshBoardAfterMove(tx, from.id, touchedSections);
    if (to.id !== from.id) await refreshBoardAfterMove(tx, to.id, [input.toSectionId]);
    // Like a save, pins arriving in a section give the board its cover (unless the owner chose one).
    if (input.toSectionId || to.cover_image_id === null) {
      const newest = pins.reduce((a, b) => (BigInt(a.id) > BigInt(b.id) ? a : b));
      await tx
        .updateTable('boards')
        .set({ cover_image_id: newest.image_id, cover_pin_id: newest.id })
        .where('id', '=', to.id)
        .where('has_custom_cover', '=', false)
        .execute();
    }
    await tx
      .updateTable('boards')
      .set({ board_order_modified_at: ctx.now() })
      .where('id', 'in', [from.id, to.id])
      .execute();
    const fromAfter = await tx
      .selectFrom('boards')
      .selectAll()
      .where('id', '=', from.id)
      .executeTakeFirstOrThrow();
    const toAfter =
      to.id === from.id
        ? fromAfter
        : await tx.selectFrom('boards').selectAll().where('id', '=', to.id).executeTakeFirstOrThrow();
    return { from: fromAfter, to: toAfter };
  });
}

/**
 * Deletes a pin: its saver, or the board's owner or collaborators, may. The board's, section's and saver's
 * counts and the automatic cover follow.
 */
export async function deletePin(ctx: RequestContext, pinId: string): Promise<string> {
  const viewer = requireViewer(ctx);
  if (!isEntityId(pinId)) throw notFound('Pin');
  return ctx.db.transaction().execute(async (tx) => {
    const pin = await tx.selectFrom('pins').selectAll().where('id', '=', pinId).executeTakeFirst();
    if (!pin) throw notFound('Pin');
    await requirePinWriteScope(tx, ctx, pin);
    if (pin.pinner_id !== viewer.id) {
      try {
        await boardForWrite(tx, ctx, pin.board_id, 'pins');
      } catch (error) {
        if (error instanceof DomainError && error.code === 'NOT_FOUND') throw notFound('Pin');
        throw new DomainError('FORBIDDEN', "You can't delete this Pin.");
      }
    }
    await claimBoard(tx, pin.board_id, 'source');
    // Locked: a privacy change made meanwhile would count this pin in or out of the public counts twice.
    const board = await tx
      .selectFrom('boards')
      .select('privacy')
      .where('id', '=', pin.board_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (board.privacy === 'public') await countPinHashtags(tx, [pin.id], -1);
    await queuePinMediaForPurge(tx, { pinIds: [pin.id] });
    await tx.deleteFrom('pins').where('id', '=', pin.id).execute();
    await tx
      .updateTable('users')
      .set({
        pin_count: sql`pin_count - 1`,
        ...(board.privacy === 'public' ? { public_pin_count: sql`public_pin_count - 1` } : {}),
      })
      .where('id', '=', pin.pinner_id)
      .execute();
    if (board.privacy === 'public') await countPublicSave(tx, pin.image_id, -1);
    await refreshBoardAfterMove(tx, pin.board_id, [pin.section_id]);
    return pin.id;
  });
}
