import type { BoardPrivacy } from '../db/tables/boards';
import { boardById, boardBySlug, createBoard } from '../domain/boards';
import { notFound } from '../domain/errors';
import { boardPickerFor, touchShortlist } from '../domain/saves';
import { textOf } from './fields';
import type { ResourceTable } from './resourceTypes';
import { boardJson, boardsJson } from './serializers';

function boardPrivacyOption(text: string): BoardPrivacy {
  return text === 'secret' || text === 'protected' ? text : 'public';
}

export const boardResources: ResourceTable = {
  BoardResource: {
    // By id, or by the board page's address (`username` and `slug`): an address from before a rename answers
    // 301 with the board's address now in `redirect_url`.
    get: async (ctx, o) => {
      const id = textOf(o, 'board_id');
      const username = textOf(o, 'username');
      const slug = textOf(o, 'slug');
      const board = id
        ? await boardById(ctx, id)
        : username && slug
          ? await boardBySlug(ctx, username, slug)
          : null;
      if (!board) throw notFound('board');
      return boardJson(ctx, board);
    },
    create: async (ctx, o) => {
      const board = await createBoard(ctx, {
        name: textOf(o, 'name'),
        privacy: boardPrivacyOption(textOf(o, 'privacy')),
        description: textOf(o, 'description'),
      });
      const json = await boardJson(ctx, board);
      return { id: json.id, name: json.name, owner: json.owner };
    },
  },
  BoardPickerBoardsResource: {
    get: async (ctx, o) => {
      const size = Number(textOf(o, 'shortlist_suggestions') || 2);
      const { allBoards, shortlist } = await boardPickerFor(ctx, {
        onlyProtected: textOf(o, 'filter') === 'protected',
        userId: textOf(o, 'user_id') || null,
        username: textOf(o, 'username') || null,
        advertiserId: textOf(o, 'advertiser_id') || null,
        shortlistSize: Number.isFinite(size) ? Math.max(0, Math.min(size, 10)) : 2,
      });
      return {
        all_boards: await boardsJson(ctx, allBoards),
        boards_shortlist: await boardsJson(ctx, shortlist),
      };
    },
  },
  BoardShortlistResource: {
    update: async (ctx, o) => {
      const board = await touchShortlist(ctx, textOf(o, 'board_id'));
      return { id: board.id, name: board.name };
    },
  },
};
