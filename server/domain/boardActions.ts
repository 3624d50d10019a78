import { sql } from 'kysely';
import { BOARD_BUSY_CODES, BOARD_BUSY_TEXT } from '../../core/boardActions';
import type { Tx } from '../db/database';
import { DomainError } from './errors';

const LOCK_CLASS = 2171;

/** The board's chosen cover pin is still on it (a deleted pin's id was already set to null). */
const chosenPinOnBoard = sql<boolean>`(has_custom_cover and exists (
  select 1 from pins where pins.id = boards.cover_pin_id and pins.board_id = boards.id))`;

/**
 * Claims the board for this transaction's action, or refuses at once when another action holds it. The claim
 * ends with the transaction.
 */
export async function claimBoard(
  tx: Tx,
  boardId: string,
  role: keyof typeof BOARD_BUSY_CODES,
): Promise<void> {
  const { rows } = await sql<{ claimed: boolean }>`
    select pg_try_advisory_xact_lock(${LOCK_CLASS}, (${boardId}::bigint % 2147483647)::integer) as claimed
  `.execute(tx);
  if (!rows[0]?.claimed) {
    throw new DomainError('CONFLICT', BOARD_BUSY_TEXT, { apiErrorCode: BOARD_BUSY_CODES[role] });
  }
}

/**
 * Recounts sections' pins and re-derives a board's cover after pins left or arrived: a chosen cover whose pin
 * left the board (moved, deleted) is forgotten, and the automatic cover is again a picture on the board.
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
      // A cover must be a picture still on the board: the chosen pin while it is there; else the automatic
      // cover if a pin on the board still shows it, else the newest pin's. (All three read the row as it was.)
      has_custom_cover: sql<boolean>`${chosenPinOnBoard}`,
      cover_pin_id: sql<string | null>`case when ${chosenPinOnBoard} then cover_pin_id end`,
      cover_image_id: sql`case
        when ${chosenPinOnBoard} then cover_image_id
        when exists (select 1 from pins where pins.board_id = boards.id and pins.image_id = boards.cover_image_id) then cover_image_id
        else (select image_id from pins where pins.board_id = boards.id order by id desc limit 1)
      end`,
    })
    .where('id', '=', boardId)
    .execute();
}
