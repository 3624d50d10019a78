import type { RequestContext } from '../domain/context';
import { notFound, validationError } from '../domain/errors';
import { movePins } from '../domain/moves';
import { loadSections } from '../domain/sections';
import { listOf, textOf } from './fields';
import type { ResourceTable } from './resourceTypes';

async function sectionBoardId(ctx: RequestContext, sectionId: string): Promise<string> {
  const [section] = await loadSections(ctx, [sectionId]);
  if (!section) throw notFound('section');
  return section.board_id;
}

async function moved(ctx: RequestContext, pinIds: string[], toBoardId: string, toSectionId: string | null) {
  const { from, to } = await movePins(ctx, { pinIds, toBoardId, toSectionId });
  return { pin_ids: pinIds, from_board_id: from.id, board_id: to.id, section_id: toSectionId };
}

export const moveResources: ResourceTable = {
  /** Move pins to a board (and optionally a section of it). */
  BulkEditResource: {
    update: (ctx, o) =>
      moved(ctx, listOf(o, 'pin_ids'), textOf(o, 'board_id'), textOf(o, 'section_id') || null),
  },
  /** Move pins from a board (and section) to a new board and section. */
  BulkEditSelectAllResource: {
    update: (ctx, o) => {
      const pinIds = listOf(o, 'pin_ids');
      if (pinIds.length === 0) throw validationError('Choose at least one Pin to move.');
      return moved(ctx, pinIds, textOf(o, 'new_board_id', 'board_id'), textOf(o, 'new_section_id') || null);
    },
  },
  /** Add pins of the section's board into the section. */
  BoardSectionEditResource: {
    update: async (ctx, o) => {
      const sectionId = textOf(o, 'section_id');
      return moved(ctx, listOf(o, 'pins'), await sectionBoardId(ctx, sectionId), sectionId);
    },
  },
  /** Take pins out of a section: they stay on the board. */
  BoardSectionPinsResource: {
    delete: async (ctx, o) => {
      const sectionId = textOf(o, 'section_id');
      return moved(ctx, listOf(o, 'pins'), await sectionBoardId(ctx, sectionId), null);
    },
  },
};
