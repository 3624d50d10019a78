import { z } from 'zod';
import type { BoardPrivacy } from '../../db/tables/boards';
import { boardById, createBoard, deleteBoard, listOwnBoards, updateBoard } from '../../domain/boards';
import type { RequestContext } from '../../domain/context';
import { notFound } from '../../domain/errors';
import { loadersOf } from '../../domain/loaders';
import { listBoardPins, listSectionPins } from '../../domain/pins';
import { createSection, deleteSection, listBoardSections, renameSection } from '../../domain/sections';
import { originOf } from './origin';
import { pageQuery, type V5Route, v5Page, v5Route } from './route';
import {
  boardAnswer,
  boardCreateBody,
  boardIdParams,
  boardUpdateBody,
  ignoredQuery,
  pageOf,
  pinAnswer,
  sectionAnswer,
  sectionBody,
  sectionParams,
} from './schemas';
import { boardsV5, boardV5, pinsV5, sectionV5 } from './serializers';

const TAG = 'boards';

/** Which privacies each `privacy` filter of GET /boards keeps (none named: all). */
const PRIVACY_FILTERS: Record<string, BoardPrivacy[]> = {
  ALL: [],
  PUBLIC: ['public'],
  SECRET: ['secret'],
  PROTECTED: ['protected'],
  PUBLIC_AND_SECRET: ['public', 'secret'],
};

async function visibleBoard(ctx: RequestContext, boardId: string) {
  const board = await boardById(ctx, boardId);
  if (!board) throw notFound('board');
  return board;
}

/** A section of the board the path names (a section of another board is not found there). */
async function sectionOnBoard(ctx: RequestContext, boardId: string, sectionId: string) {
  await visibleBoard(ctx, boardId);
  const section = await loadersOf(ctx).sections.load(sectionId);
  if (section?.board_id !== boardId) throw notFound('section');
  return section;
}

export const boardRoutes: V5Route[] = [
  v5Route({
    method: 'GET',
    path: '/boards',
    operationId: 'boards/list',
    tag: TAG,
    summary: 'List your boards',
    description:
      'Boards you own or collaborate on, most recently rearranged first. Secret and protected boards are listed ' +
      'only for tokens with boards:read_secret.',
    scopes: ['boards:read'],
    query: pageQuery.extend({
      ...ignoredQuery,
      privacy: z
        .enum(['ALL', 'PUBLIC', 'PROTECTED', 'SECRET', 'PUBLIC_AND_SECRET'])
        .default('ALL')
        .describe('Only boards of this privacy.'),
    }),
    success: { status: 200, description: 'A page of boards.', schema: pageOf(boardAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query, request }) =>
      v5Page(
        query,
        (page) => listOwnBoards(ctx, page, PRIVACY_FILTERS[query.privacy]),
        (board) => board.board_order_modified_at,
        (boards) => boardsV5(ctx, originOf(request), boards),
      ),
  }),
  v5Route({
    method: 'POST',
    path: '/boards',
    operationId: 'boards/create',
    tag: TAG,
    summary: 'Create a board',
    description: 'Makes a board of yours. A name you already use for another board is refused with 409.',
    scopes: ['boards:write'],
    query: z.object(ignoredQuery),
    body: boardCreateBody,
    success: { status: 201, description: 'The new board.', schema: boardAnswer },
    failures: [400, 401, 403, 409],
    handler: async (ctx, { body, request }) => {
      const board = await createBoard(ctx, {
        name: body.name,
        description: body.description ?? '',
        privacy: body.privacy === 'SECRET' ? 'secret' : body.privacy === 'PROTECTED' ? 'protected' : 'public',
      });
      return boardV5(ctx, originOf(request), board);
    },
  }),
  v5Route({
    method: 'GET',
    path: '/boards/{board_id}',
    operationId: 'boards/get',
    tag: TAG,
    summary: 'Get a board',
    description: 'One board the token may see; any other is not found.',
    scopes: ['boards:read'],
    params: boardIdParams,
    query: z.object(ignoredQuery),
    success: { status: 200, description: 'The board.', schema: boardAnswer },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params, request }) =>
      boardV5(ctx, originOf(request), await visibleBoard(ctx, params.board_id)),
  }),
  v5Route({
    method: 'PATCH',
    path: '/boards/{board_id}',
    operationId: 'boards/update',
    tag: TAG,
    summary: 'Change a board',
    description: 'Renames a board of yours, or changes its description or privacy (owner only).',
    scopes: ['boards:write'],
    params: boardIdParams,
    query: z.object(ignoredQuery),
    body: boardUpdateBody,
    success: { status: 200, description: 'The board as it is now.', schema: boardAnswer },
    failures: [400, 401, 403, 404, 409],
    handler: async (ctx, { params, body, request }) => {
      const board = await updateBoard(ctx, {
        boardId: params.board_id,
        name: body.name ?? null,
        description: body.description ?? null,
        privacy: body.privacy === undefined ? null : body.privacy === 'SECRET' ? 'secret' : 'public',
      });
      return boardV5(ctx, originOf(request), board);
    },
  }),
  v5Route({
    method: 'DELETE',
    path: '/boards/{board_id}',
    operationId: 'boards/delete',
    tag: TAG,
    summary: 'Delete a board',
    description: 'Deletes a board of yours with its sections and pins (owner only).',
    scopes: ['boards:write'],
    params: boardIdParams,
    query: z.object(ignoredQuery),
    success: { status: 204, description: 'Deleted.', schema: null },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params }) => {
      await deleteBoard(ctx, params.board_id);
      return null;
    },
  }),
  v5Route({
    method: 'GET',
    path: '/boards/{board_id}/pins',
    operationId: 'boards/list_pins',
    tag: TAG,
    summary: "List a board's pins",
    description: 'The pins on a board the token may see, newest first.',
    scopes: ['boards:read', 'pins:read'],
    params: boardIdParams,
    query: pageQuery.extend(ignoredQuery),
    success: { status: 200, description: 'A page of pins.', schema: pageOf(pinAnswer) },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params, query, request }) => {
      const board = await visibleBoard(ctx, params.board_id);
      return v5Page(
        query,
        (page) => listBoardPins(ctx, board.id, page),
        (pin) => pin.id,
        (pins) => pinsV5(ctx, originOf(request), pins),
      );
    },
  }),
  v5Route({
    method: 'GET',
    path: '/boards/{board_id}/sections',
    operationId: 'board_sections/list',
    tag: TAG,
    summary: "List a board's sections",
    description: 'The sections of a board the token may see, in their order on the board.',
    scopes: ['boards:read'],
    params: boardIdParams,
    query: pageQuery.extend(ignoredQuery),
    success: { status: 200, description: 'A page of sections.', schema: pageOf(sectionAnswer) },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params, query }) => {
      const board = await visibleBoard(ctx, params.board_id);
      return v5Page(
        query,
        (page) => listBoardSections(ctx, board.id, page),
        (section) => section.position,
        async (sections) => sections.map(sectionV5),
      );
    },
  }),
  v5Route({
    method: 'POST',
    path: '/boards/{board_id}/sections',
    operationId: 'board_sections/create',
    tag: TAG,
    summary: 'Add a section',
    description:
      'Adds a section to a board you own or collaborate on. A name already used there is refused with 409.',
    scopes: ['boards:write'],
    params: boardIdParams,
    query: z.object(ignoredQuery),
    body: sectionBody,
    success: { status: 201, description: 'The new section.', schema: sectionAnswer },
    failures: [400, 401, 403, 404, 409],
    handler: async (ctx, { params, body }) =>
      sectionV5(await createSection(ctx, { boardId: params.board_id, name: body.name })),
  }),
  v5Route({
    method: 'PATCH',
    path: '/boards/{board_id}/sections/{section_id}',
    operationId: 'board_sections/update',
    tag: TAG,
    summary: 'Rename a section',
    description: 'Renames a section of a board you own or collaborate on.',
    scopes: ['boards:write'],
    params: sectionParams,
    query: z.object(ignoredQuery),
    body: sectionBody,
    success: { status: 200, description: 'The section as it is now.', schema: sectionAnswer },
    failures: [400, 401, 403, 404, 409],
    handler: async (ctx, { params, body }) => {
      const section = await sectionOnBoard(ctx, params.board_id, params.section_id);
      return sectionV5(await renameSection(ctx, section.id, body.name));
    },
  }),
  v5Route({
    method: 'DELETE',
    path: '/boards/{board_id}/sections/{section_id}',
    operationId: 'board_sections/delete',
    tag: TAG,
    summary: 'Delete a section',
    description: 'Deletes a section; its pins stay on the board outside any section.',
    scopes: ['boards:write'],
    params: sectionParams,
    query: z.object(ignoredQuery),
    success: { status: 204, description: 'Deleted.', schema: null },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params }) => {
      const section = await sectionOnBoard(ctx, params.board_id, params.section_id);
      await deleteSection(ctx, section.id);
      return null;
    },
  }),
  v5Route({
    method: 'GET',
    path: '/boards/{board_id}/sections/{section_id}/pins',
    operationId: 'board_sections/list_pins',
    tag: TAG,
    summary: "List a section's pins",
    description: 'The pins in a section of a board the token may see, newest first.',
    scopes: ['boards:read', 'pins:read'],
    params: sectionParams,
    query: pageQuery.extend(ignoredQuery),
    success: { status: 200, description: 'A page of pins.', schema: pageOf(pinAnswer) },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params, query, request }) => {
      const section = await sectionOnBoard(ctx, params.board_id, params.section_id);
      return v5Page(
        query,
        (page) => listSectionPins(ctx, section.id, page),
        (pin) => pin.id,
        (pins) => pinsV5(ctx, originOf(request), pins),
      );
    },
  }),
];
