import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from './database';

/**
 * The one rule for reading boards (and through them sections and pins): public boards are visible to all;
 * secret and protected boards only to their owner and collaborators. Every read path joins through this.
 */
export function boardVisibleTo(
  eb: ExpressionBuilder<Database, 'boards'>,
  viewerId: string | null,
): Expression<SqlBool> {
  if (!viewerId) return eb('boards.privacy', '=', 'public');
  return eb.or([eb('boards.privacy', '=', 'public'), boardMemberIs(eb, viewerId)]);
}

/** The board's owner or one of its collaborators is this user. */
export function boardMemberIs(
  eb: ExpressionBuilder<Database, 'boards'>,
  userId: string,
): Expression<SqlBool> {
  return eb.or([
    eb('boards.owner_id', '=', userId),
    eb.exists(
      eb
        .selectFrom('board_collaborators')
        .select('board_collaborators.board_id')
        .whereRef('board_collaborators.board_id', '=', 'boards.id')
        .where('board_collaborators.user_id', '=', userId),
    ),
  ]);
}
