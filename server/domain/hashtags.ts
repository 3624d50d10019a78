import { sql } from 'kysely';
import { HASHTAG_SUGGESTION_LIMIT, hashtagKeys, hashtagPrefix } from '../../core/hashtags';
import type { Tx } from '../db/database';
import type { BoardPrivacy } from '../db/tables/boards';
import type { RequestContext } from './context';

/** A hashtag suggestion, as the autocomplete shows it. */
export interface HashtagSuggestion {
  query: string;
  pinCount: number;
}

/** Only pins on public boards count, so a secret board's tags never appear in anyone's suggestions. */
function counts(privacy: BoardPrivacy): boolean {
  return privacy === 'public';
}

/**
 * Moves pin counts by `delta` per use. One tag at a time in tag order, so two transactions touching the same tags
 * always lock them in the same order and never deadlock.
 */
async function shiftCounts(tx: Tx, uses: Map<string, number>, delta: 1 | -1): Promise<void> {
  for (const tag of [...uses.keys()].sort()) {
    const n = uses.get(tag)!;
    if (n === 0) continue;
    await tx
      .updateTable('hashtags')
      .set({ pin_count: sql`greatest(pin_count + ${delta * n}, 0)` })
      .where('tag', '=', tag)
      .execute();
  }
}

async function usesOf(
  tx: Tx,
  scope: { pinIds: readonly string[] } | { boardId: string },
): Promise<Map<string, number>> {
  if ('pinIds' in scope && scope.pinIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom('pin_hashtags')
    .innerJoin('pins', 'pins.id', 'pin_hashtags.pin_id')
    .select(['pin_hashtags.tag', sql<number>`count(*)::int`.as('n')])
    .where((eb) =>
      'pinIds' in scope ? eb('pins.id', 'in', scope.pinIds) : eb('pins.board_id', '=', scope.boardId),
    )
    .groupBy('pin_hashtags.tag')
    .execute();
  return new Map(rows.map((r) => [r.tag, r.n]));
}

/** Records a pin's tags (title and description) inside the transaction that wrote it. */
export async function indexPinHashtags(
  tx: Tx,
  pin: { id: string; title: string; description: string },
  privacy: BoardPrivacy,
): Promise<void> {
  const wanted = hashtagKeys(`${pin.title} ${pin.description}`);
  const had = await tx.selectFrom('pin_hashtags').select('tag').where('pin_id', '=', pin.id).execute();
  const hadTags = new Set(had.map((r) => r.tag));
  const added = [...wanted.keys()].filter((tag) => !hadTags.has(tag));
  const removed = [...hadTags].filter((tag) => !wanted.has(tag));
  if (added.length > 0) {
    await tx
      .insertInto('hashtags')
      .values(added.sort().map((tag) => ({ tag, display: wanted.get(tag)! })))
      .onConflict((oc) => oc.column('tag').doNothing())
      .execute();
    await tx
      .insertInto('pin_hashtags')
      .values(added.map((tag) => ({ pin_id: pin.id, tag })))
      .execute();
  }
  if (removed.length > 0) {
    await tx.deleteFrom('pin_hashtags').where('pin_id', '=', pin.id).where('tag', 'in', removed).execute();
  }
  if (counts(privacy)) {
    await shiftCounts(tx, new Map(added.map((tag) => [tag, 1])), 1);
    await shiftCounts(tx, new Map(removed.map((tag) => [tag, 1])), -1);
  }
}

/** Pins leave (delete) or join the counted pins: call before deleting them, or after moving them. */
export async function countPinHashtags(tx: Tx, pinIds: readonly string[], delta: 1 | -1): Promise<void> {
  await shiftCounts(tx, await usesOf(tx, { pinIds }), delta);
}

/** A whole board's pins leave or join the counted pins (its privacy changed, or it is being deleted). */
export async function countBoardHashtags(tx: Tx, boardId: string, delta: 1 | -1): Promise<void> {
  await shiftCounts(tx, await usesOf(tx, { boardId }), delta);
}

/** Whether pins moving from one board to another change their tags' counts, and which way. */
export function hashtagCountChange(from: BoardPrivacy, to: BoardPrivacy): 1 | -1 | 0 {
  if (counts(from) === counts(to)) return 0;
  return counts(to) ? 1 : -1;
}

/**
 * Up to 5 hashtags starting with the term, most used on public boards first. Tags nobody uses
 * publicly any more are left out.
 */
export async function hashtagSuggestions(ctx: RequestContext, term: string): Promise<HashtagSuggestion[]> {
  const prefix = hashtagPrefix(term);
  if (!prefix) return [];
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await ctx.db
    .selectFrom('hashtags')
    .select(['display', 'pin_count'])
    .where('tag', 'like', `${escaped}%`)
    .where('pin_count', '>', 0)
    .orderBy('pin_count', 'desc')
    .orderBy('tag')
    .limit(HASHTAG_SUGGESTION_LIMIT)
    .execute();
  return rows.map((r) => ({ query: `#${r.display}`, pinCount: r.pin_count }));
}
