import { z } from 'zod';
import { requireViewer } from '../../domain/auth';
import { notFound } from '../../domain/errors';
import { loadersOf } from '../../domain/loaders';
import { followUser, listFollowedBoards, listFollowedPeople } from '../../domain/social';
import { userByUsername } from '../../domain/users';
import { originOf } from './origin';
import { pageQuery, type V5Route, v5Page, v5Route } from './route';
import {
  accountAnswer,
  boardAnswer,
  followBody,
  ignoredQuery,
  ignoredText,
  pageOf,
  usernameParams,
  userSummaryAnswer,
} from './schemas';
import { accountV5, boardsV5, userSummaryV5 } from './serializers';

const TAG = 'user_account';
const followingQuery = pageQuery.extend({
  ...ignoredQuery,
  feed_type: ignoredText,
  explicit_following: ignoredText,
});

export const userAccountRoutes: V5Route[] = [
  v5Route({
    method: 'GET',
    path: '/user_account',
    operationId: 'user_account/get',
    tag: TAG,
    summary: 'Your account',
    description: 'The person the token acts for: name, kind of account and counts.',
    scopes: ['user_accounts:read'],
    query: z.object(ignoredQuery),
    success: { status: 200, description: 'The account.', schema: accountAnswer },
    failures: [401, 403],
    handler: async (ctx, { request }) => {
      const user = await loadersOf(ctx).users.load(requireViewer(ctx).id);
      if (!user) throw notFound('person');
      return accountV5(ctx, originOf(request), user);
    },
  }),
  v5Route({
    method: 'GET',
    path: '/user_account/followers',
    operationId: 'followers/list',
    tag: TAG,
    summary: 'Who follows you',
    description: 'The people following you, newest follower first.',
    scopes: ['user_accounts:read'],
    query: pageQuery,
    success: { status: 200, description: 'A page of people.', schema: pageOf(userSummaryAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query }) =>
      v5Page(
        query,
        (page) => listFollowedPeople(ctx, requireViewer(ctx).id, 'followers', page),
        (user) => user.followed_at,
        async (users) => users.map(userSummaryV5),
      ),
  }),
  v5Route({
    method: 'GET',
    path: '/user_account/following',
    operationId: 'user_following/get',
    tag: TAG,
    summary: 'Whom you follow',
    description: 'The people you follow, newest follow first.',
    scopes: ['user_accounts:read'],
    query: followingQuery,
    success: { status: 200, description: 'A page of people.', schema: pageOf(userSummaryAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query }) =>
      v5Page(
        query,
        (page) => listFollowedPeople(ctx, requireViewer(ctx).id, 'following', page),
        (user) => user.followed_at,
        async (users) => users.map(userSummaryV5),
      ),
  }),
  v5Route({
    method: 'GET',
    path: '/user_account/following/boards',
    operationId: 'boards_user_follows/list',
    tag: TAG,
    summary: 'Boards you follow',
    description: 'The boards you follow that the token may see, newest follow first.',
    scopes: ['user_accounts:read', 'boards:read'],
    query: followingQuery,
    success: { status: 200, description: 'A page of boards.', schema: pageOf(boardAnswer) },
    failures: [400, 401, 403],
    handler: (ctx, { query, request }) =>
      v5Page(
        query,
        (page) => listFollowedBoards(ctx, requireViewer(ctx).id, page),
        (board) => board.followed_at,
        (boards) => boardsV5(ctx, originOf(request), boards),
      ),
  }),
  v5Route({
    method: 'POST',
    path: '/user_account/following/{username}',
    operationId: 'follow_user/update',
    tag: TAG,
    summary: 'Follow someone',
    description: 'Follows the person with this username. Following someone twice is one follow.',
    scopes: ['user_accounts:write'],
    params: usernameParams,
    body: followBody,
    success: { status: 200, description: 'The person now followed.', schema: userSummaryAnswer },
    failures: [400, 401, 403, 404],
    handler: async (ctx, { params }) => {
      const user = await userByUsername(ctx, params.username);
      if (!user) throw notFound('person');
      return userSummaryV5(await followUser(ctx, user.id, 'api'));
    },
  }),
];
