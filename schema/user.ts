import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import { profilePath } from '../core/paths';
import type { UserRow } from '../server/db/tables/users';
import { listProfileBoards } from '../server/domain/boards';
import { loadersOf } from '../server/domain/loaders';
import { listUserPins } from '../server/domain/pins';
import { blockUser, followUser, unblockUser, unfollowUser } from '../server/domain/social';
import { userCountsFor } from '../server/domain/userCounts';
import { userByUsername } from '../server/domain/users';
import { avatarUrl } from '../server/views/images';
import { builder } from './builder';
import type { GraphQLContext } from './context';
import { domainErrors } from './errors';
import { withImage } from './image';
import { keysetConnection } from './pagination';
import { BoardRef, PinRef, UserRef } from './refs';

/** One loader per request for the counts its people show this viewer, shared by both count fields. */
const countsLoader = createContextCache(
  (ctx: GraphQLContext) =>
    new DataLoader((users: readonly UserRow[]) => userCountsFor(ctx, users), { cacheKeyFn: (u) => u.id }),
);

UserRef.implement({
  fields: (t) => ({
    entityId: t.exposeString('id'),
    username: t.exposeString('username'),
    fullName: t.exposeString('full_name'),
    firstName: t.string({ resolve: (u) => u.full_name.split(' ')[0] ?? '' }),
    about: t.exposeString('about'),
    url: t.string({ resolve: (u) => profilePath(u.username) }),
    /** Only the account holder sees their email. */
    email: t.string({ nullable: true, resolve: (u, _, ctx) => (ctx.viewer?.id === u.id ? u.email : null) }),
    imageSmallUrl: t.string({
      nullable: true,
      resolve: (u, _, ctx) => withImage(ctx, u.image_id, (image) => avatarUrl(image, '75x75')),
    }),
    imageMediumUrl: t.string({
      nullable: true,
      resolve: (u, _, ctx) => withImage(ctx, u.image_id, (image) => avatarUrl(image, '170x')),
    }),
    imageLargeUrl: t.string({
      nullable: true,
      resolve: (u, _, ctx) => withImage(ctx, u.image_id, (image) => avatarUrl(image, '474x')),
    }),
    pinCount: t.int({
      description: 'Pins saved to boards the viewer may see (all of them for the account holder).',
      resolve: async (u, _, ctx) => (await countsLoader(ctx).load(u)).pinCount,
    }),
    boardCount: t.int({
      description: 'Boards owned that the viewer may see (all of them for the account holder).',
      resolve: async (u, _, ctx) => (await countsLoader(ctx).load(u)).boardCount,
    }),
    followerCount: t.exposeInt('follower_count'),
    followingCount: t.exposeInt('following_count'),
    isViewer: t.boolean({ resolve: (u, _, ctx) => ctx.viewer?.id === u.id }),
    followedByMe: t.boolean({ resolve: (u, _, ctx) => loadersOf(ctx).followedUsers.load(u.id) }),
    blockedByMe: t.boolean({ resolve: (u, _, ctx) => loadersOf(ctx).blockedUsers.load(u.id) }),
    boards: t.connection({
      type: BoardRef,
      resolve: (u, args, ctx) =>
        keysetConnection(
          args,
          (page) => listProfileBoards(ctx, u.id, page),
          (b) => b.board_order_modified_at,
        ),
    }),
    pins: t.connection({
      type: PinRef,
      resolve: (u, args, ctx) =>
        keysetConnection(
          args,
          (page) => listUserPins(ctx, u.id, page),
          (p) => p.id,
        ),
    }),
  }),
});

builder.queryField('user', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    args: { username: t.arg.string({ required: true }) },
    resolve: (_, { username }, ctx) => userByUsername(ctx, username),
  }),
);

builder.mutationField('followUser', (t) =>
  t.field({
    type: UserRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { userId: t.arg.string({ required: true }), source: t.arg.string() },
    resolve: (_, args, ctx) => followUser(ctx, args.userId, args.source ?? 'web'),
  }),
);

builder.mutationField('unfollowUser', (t) =>
  t.field({
    type: UserRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { userId: t.arg.string({ required: true }), source: t.arg.string() },
    resolve: (_, args, ctx) => unfollowUser(ctx, args.userId, args.source ?? 'web'),
  }),
);

builder.mutationField('blockUser', (t) =>
  t.field({
    type: UserRef,
    description:
      'Blocks a person: follows both ways end, and neither can follow, invite or save to the other.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      userId: t.arg.string({ required: true }),
      source: t.arg.string(),
      context: t.arg.string(),
    },
    resolve: (_, args, ctx) =>
      blockUser(ctx, args.userId, { source: args.source ?? 'web', context: args.context ?? '' }),
  }),
);

builder.mutationField('unblockUser', (t) =>
  t.field({
    type: UserRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => unblockUser(ctx, args.userId),
  }),
);
