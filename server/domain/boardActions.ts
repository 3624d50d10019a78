import { sql } from 'kysely';
import { BOARD_BUSY_CODES, BOARD_BUSY_TEXT } from '../../core/boardActions';
import type { Tx } from '../db/database';
import { DomainError } from './errors';

const LOCK_CLASS = 2171;

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

/** Recounts sections' pins and re-derives a board's automatic cover after pins left or arrived. */
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
      // An automatic cover must be a picture still on the board: keep it if so, else take the newest pin's.
      cover_image_id: sql`case
        when has_custom_cover then cover_image_id
        when exists (select 1 from pins where pins.board_id = boards.id and pins.image_id = boards.cover_image_id) then cover_image_id
        else (select image_id from pins where pins.board_id = boards.id order by id desc limit 1)
      end`,
    })
    .where('id', '=', boardId)
    .execute();
}
