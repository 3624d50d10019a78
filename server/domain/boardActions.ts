import { sql } from 'kysely';
import { BOARD_BUSY_CODES, BOARD_BUSY_TEXT } from '../../core/boardActions';
import type { Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { DomainError, notFound } from './errors';

const LOCK_CLASS = 2171;

/** The board's cover pin is still on it (a deleted pin's id was already set to null). */
const coverPinOnBoard = sql<boolean>`exists (
  select 1 from pins where pins.id = boards.cover_pin_id and pins.board_id = boards.id)`;

/**
 * Claims the board for this transaction's action, or refuses at once when another action holds it. The claim
 * ends with the transaction.
 */
export async function claimBoard(
  tx: Tx,
  boardId: string,
  role: keyof typeof BOARD_BUSY_CODES,
): Promise<void> {
  // The id is cast to bigint in the lock key: one from outside that cannot be a row id is "not found" here.
  if (!isEntityId(boardId)) throw notFound('board');
  const { rows } = await sql<{ claimed: boolean }>`
    select pg_try_advisory_xact_lock(${LOCK_CLASS}, (${boardId}::bigint % 2147483647)::integer) as claimed
  `.execute(tx);
  if (!rows[0]?.claimed) {
    throw new DomainError('CONFLICT', BOARD_BUSY_TEXT, { apiErrorCode: BOARD_BUSY_CODES[role] });
  }
}

/**
 * Recounts sections' pins and re-derives a board's cover after pins left or arrived: a cover whose pin left the
 * board (moved, deleted) gives way to the newest pin's, and a chosen one is forgotten.
 */
export async function refreshBoardAfterMove(
  tx: Tx,
  boardId: string,
  sectionIds: (string | null)[],
): Promise<void> {
  const sections = sectionIds.filter((id): id is string => id !== null);
  if (sections.length > 0) {
    await tx
      .updateTable('board_sections')
      .set({ pin_count: sql`(select count(*)::integer from pins where pins.section_id = board_sections.id)` })
      .where('id', 'in', sections)
      .execute();
  }
  await tx
    .updateTable('boards')
    .set({
      pin_count: sql`(select count(*)::integer from pins where pins.board_id = boards.id)`,
      // A cover must be a pin still on the board: its pin while it is there, else the newest pin (a chosen cover
      // whose pin left is forgotten). All three read the row as it was.
      has_custom_cover: sql<boolean>`has_custom_cover and ${coverPinOnBoard}`,
      cover_pin_id: sql<string | null>`case when ${coverPinOnBoard} then cover_pin_id
        else (select id from pins where pins.board_id = boards.id order by id desc limit 1) end`,
      cover_image_id: sql<string | null>`case when ${coverPinOnBoard} then cover_image_id
        else (select image_id from pins where pins.board_id = boards.id order by id desc limit 1) end`,
    })
    .where('id', '=', boardId)
    .execute();
}
