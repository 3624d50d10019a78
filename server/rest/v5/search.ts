import { z } from 'zod';
import { searchOwnBoards, searchOwnPins } from '../../domain/search';
import { originOf } from './origin';
import { pageQuery, type V5Route, v5Page, v5Route } from './route';
import { boardAnswer, ignoredQuery, pageOf, pinAnswer } from './schemas';
import { boardsV5, pinsV5 } from './serializers';

const TAG = 'search';
const words = z.string().min(1).max(200).describe('Words to look for in names, titles and descriptions.');

export const searchRoutes: V5Route[] = [
  v5Route({
    method: 'GET',
    path: '/search/boards',
    operationId: 'search_user_boards/get',
    tag: TAG,
    summary: 'Search your boards',
    description:
      'Your boards (owned or collaborated on) whose name or description matches, best match first.',
    scopes: ['boards:read'],
    query: pageQuery.extend({ ...ignoredQuery, query: words }),
    success: { status: 200, description: 'A page of boards.', schema: pageOf(boardAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query, request }) =>
      v5Page(
        query,
        (page) => searchOwnBoards(ctx, query.query, page),
        (board) => board.search_rank,
        (boards) => boardsV5(ctx, originOf(request), boards),
      ),
  }),
  v5Route({
    method: 'GET',
    path: '/search/pins',
    operationId: 'search_user_pins/list',
    tag: TAG,
    summary: 'Search your pins',
    description: 'The pins you saved whose title or description matches, best match first.',
    scopes: ['pins:read'],
    query: pageQuery.extend({ ...ignoredQuery, query: words }),
    success: { status: 200, description: 'A page of pins.', schema: pageOf(pinAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query, request }) =>
      v5Page(
        query,
        (page) => searchOwnPins(ctx, query.query, page),
        (pin) => pin.search_rank,
        (pins) => pinsV5(ctx, originOf(request), pins),
      ),
  }),
];
