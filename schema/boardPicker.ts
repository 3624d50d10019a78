import type { BoardRow } from '../server/db/tables/boards';
import { boardPicker, touchShortlist } from '../server/domain/saves';
import { builder } from './builder';
import { domainErrors } from './errors';
import { BoardRef } from './refs';

const BoardPickerRef = builder
  .objectRef<{ allBoards: BoardRow[]; shortlist: BoardRow[] }>('BoardPicker')
  .implement({
    description: 'The boards the viewer may save to, and the ones they saved to most recently.',
    fields: (t) => ({
      allBoards: t.field({ type: [BoardRef], resolve: (p) => p.allBoards }),
      boardsShortlist: t.field({ type: [BoardRef], resolve: (p) => p.shortlist }),
    }),
  });

builder.queryField('boardPicker', (t) =>
  t.field({
    type: BoardPickerRef,
    authScopes: { loggedIn: true },
    args: { shortlistSuggestions: t.arg.int({ defaultValue: 2 }) },
    resolve: (_, args, ctx) => boardPicker(ctx, Math.max(0, Math.min(args.shortlistSuggestions ?? 2, 10))),
  }),
);

builder.mutationField('markBoardSavedTo', (t) =>
  t.field({
    type: BoardRef,
    description: 'Moves a board to the front of the picker shortlist.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { boardId: t.arg.string({ required: true }) },
    resolve: (_, { boardId }, ctx) => touchShortlist(ctx, boardId),
  }),
);
