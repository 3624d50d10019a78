import { boardById } from '../domain/boards';
import type { RequestContext } from '../domain/context';
import { notFound } from '../domain/errors';
import { createSection, listBoardSections, loadSections } from '../domain/sections';
import { listOf, textOf } from './fields';
import type { ResourceTable } from './resourceTypes';
import { sectionJson } from './serializers';

/** Every section of a board the viewer may see, in the order they were made. */
async function boardSections(ctx: RequestContext, boardId: string) {
  const board = await boardById(ctx, boardId);
  if (!board) throw notFound('board');
  const sections = await listBoardSections(ctx, board.id, { limit: 1000, inverted: false });
  return Promise.all(sections.map((section) => sectionJson(ctx, section)));
}

export const sectionResources: ResourceTable = {
  BoardSectionResource: {
    get: async (ctx, o) => {
      const [section] = await loadSections(ctx, [textOf(o, 'section_id')]);
      if (!section) throw notFound('section');
      return sectionJson(ctx, section);
    },
    create: async (ctx, o) => {
      const source = Number(o.name_source ?? 0);
      const section = await createSection(ctx, {
        boardId: textOf(o, 'board_id', 'boardId'),
        name: textOf(o, 'name'),
        nameSource: source === 1 || source === 2 ? source : 0,
        initialPinIds: listOf(o, 'initial_pins'),
      });
      return sectionJson(ctx, section);
    },
  },
  BoardSectionsResource: {
    get: (ctx, o) => boardSections(ctx, textOf(o, 'board_id')),
  },
  BoardSectionsRepinResource: {
    get: (ctx, o) => boardSections(ctx, textOf(o, 'board_id')),
  },
};
