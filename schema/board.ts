import {
  boardById,
  boardBySlug,
  createBoard,
  deleteBoard,
  setBoardArchived,
  updateBoard,
} from '../server/domain/boards';
import { loadersOf } from '../server/domain/loaders';
import { listBoardPins } from '../server/domain/pins';
import { listBoardSections, sectionBySlug } from '../server/domain/sections';
import { followBoard, unfollowBoard } from '../server/domain/social';
import { boardCoverImage, boardThumbnailUrls, boardUrlOf } from '../server/views/boards';
import { imageSpec } from '../server/views/images';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { BoardRef, PinRef, SectionRef, UserRef } from './refs';

export const BoardPrivacyEnum = builder.enumType('BoardPrivacy', {
  values: ['public', 'secret', 'protected'] as const,
});

export const BoardAccessEnum = builder.enumType('BoardAccess', { values: ['read', 'write'] as const });

BoardRef.implement({
  // A token reads boards only with boards:read (which of them: see boardReaderOf); the field returning one fails.
  authScopes: { apiScope: 'boards:read' },
  runScopesOnType: true,
  fields: (t) => ({
    entityId: t.exposeString('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    description: t.exposeString('description'),
    privacy: t.field({ type: BoardPrivacyEnum, resolve: (b) => b.privacy }),
    layout: t.exposeString('layout'),
    type: t.string({ resolve: () => 'board' }),
    url: t.string({ resolve: (b, _, ctx) => boardUrlOf(ctx, b) }),
    owner: t.field({
      type: UserRef,
      resolve: (b, _, ctx) => loadersOf(ctx).users.peek(b.owner_id) ?? b.owner_id,
    }),
    pinCount: t.exposeInt('pin_count'),
    sectionCount: t.exposeInt('section_count'),
    followerCount: t.exposeInt('follower_count'),
    isCollaborative: t.boolean({ resolve: (b) => b.collaborator_count > 0 }),
    hasCustomCover: t.boolean({
      description: 'The owner chose the cover, and its pin is still on the board.',
      resolve: async (b, _, ctx) => (await loadersOf(ctx).boardCovers.load(b.id))?.chosen ?? false,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (b) => b.created_at }),
    boardOrderModifiedAt: t.field({ type: 'DateTime', resolve: (b) => b.board_order_modified_at }),
    boardAccess: t.field({
      type: [BoardAccessEnum],
      // Owner or collaborator may write; the collaboration is read through the request's loader, which the
      // board page's own lookup has already primed.
      resolve: async (b, _, ctx) =>
        ctx.viewer && (ctx.viewer.id === b.owner_id || (await loadersOf(ctx).collaboratedBoards.load(b.id)))
          ? (['read', 'write'] as const)
          : (['read'] as const),
    }),
    isOwnedByViewer: t.boolean({ resolve: (b, _, ctx) => ctx.viewer?.id === b.owner_id }),
    archivedByMeAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (b, _, ctx) => loadersOf(ctx).archivedBoards.load(b.id),
    }),
    followedByMe: t.boolean({ resolve: (b, _, ctx) => loadersOf(ctx).followedBoards.load(b.id) }),
    imageCoverUrl: t.string({
      nullable: true,
      description:
        'The board cover at 236x wide, always a picture of a pin on the board now; null for a board with no pins.',
      resolve: async (b, _, ctx) => {
        const image = await boardCoverImage(ctx, b.id);
        return image ? imageSpec(image, '236x').url : null;
      },
    }),
    coverDominantColor: t.string({
      nullable: true,
      resolve: async (b, _, ctx) => (await boardCoverImage(ctx, b.id))?.dominant_color ?? null,
    }),
    images170x: t.stringList({
      description: 'Thumbnails of the newest pins (up to 3) at 170x wide, for board cards.',
      resolve: (b, _, ctx) => boardThumbnailUrls(ctx, b.id),
    }),
    section: t.field({
      type: SectionRef,
      nullable: true,
      description: "One of the board's sections by its slug (the section page's url).",
      args: { slug: t.arg.string({ required: true }) },
      resolve: (b, args, ctx) => sectionBySlug(ctx, b.id, args.slug),
    }),
    sections: t.connection({
      type: SectionRef,
      resolve: (b, args, ctx) =>
        keysetConnection(
          args,
          (page) => listBoardSections(ctx, b.id, page),
          (s) => s.position,
        ),
    }),
    pins: t.connection({
      type: PinRef,
      resolve: (b, args, ctx) =>
        keysetConnection(
          args,
          (page) => listBoardPins(ctx, b.id, page),
          (p) => p.id,
        ),
    }),
  }),
});

builder.queryField('board', (t) =>
  t.field({
    type: BoardRef,
    nullable: true,
    description:
      "A board by its id, or by its owner's username and its slug. Null when missing or not visible.",
    args: {
      id: t.arg.string(),
      username: t.arg.string(),
      slug: t.arg.string(),
    },
    resolve: (_, args, ctx) => {
      if (args.id) return boardById(ctx, args.id);
      if (args.username && args.slug) return boardBySlug(ctx, args.username, args.slug);
      return null;
    },
  }),
);

const CreateBoardInput = builder.inputType('CreateBoardInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    privacy: t.field({ type: BoardPrivacyEnum, defaultValue: 'public' }),
    description: t.string(),
  }),
});

builder.mutationField('createBoard', (t) =>
  t.field({
    type: BoardRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateBoardInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      createBoard(ctx, {
        name: input.name,
        privacy: input.privacy ?? 'public',
        description: input.description ?? '',
      }),
  }),
);

builder.mutationField('followBoard', (t) =>
  t.field({
    type: BoardRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { boardId: t.arg.string({ required: true }), source: t.arg.string() },
    resolve: (_, args, ctx) => followBoard(ctx, args.boardId, args.source ?? 'web'),
  }),
);

builder.mutationField('unfollowBoard', (t) =>
  t.field({
    type: BoardRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { boardId: t.arg.string({ required: true }), source: t.arg.string() },
    resolve: (_, args, ctx) => unfollowBoard(ctx, args.boardId, args.source ?? 'web'),
  }),
);

const UpdateBoardInput = builder.inputType('UpdateBoardInput', {
  fields: (t) => ({
    boardId: t.string({ required: true }),
    name: t.string(),
    description: t.string(),
    privacy: t.field({ type: BoardPrivacyEnum }),
    coverPinId: t.string({ description: "A pin on the board whose picture becomes the board's cover" }),
  }),
});

builder.mutationField('updateBoard', (t) =>
  t.field({
    type: BoardRef,
    description: "Edits a board's name, description, privacy or cover (owner only).",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdateBoardInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      updateBoard(ctx, {
        boardId: input.boardId,
        name: input.name,
        description: input.description,
        privacy: input.privacy === 'secret' ? 'secret' : input.privacy === 'public' ? 'public' : null,
        coverPinId: input.coverPinId,
      }),
  }),
);

builder.mutationField('deleteBoard', (t) =>
  t.field({
    type: 'String',
    description: 'Deletes a board with its sections and pins (owner only); returns its entity id.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { boardId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => deleteBoard(ctx, args.boardId),
  }),
);

builder.mutationField('archiveBoard', (t) =>
  t.field({
    type: BoardRef,
    description:
      'Archives (or, with archived false, restores) a board for you: archived boards leave your picker.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { boardId: t.arg.string({ required: true }), archived: t.arg.boolean({ defaultValue: true }) },
    resolve: (_, args, ctx) => setBoardArchived(ctx, args.boardId, args.archived ?? true),
  }),
);
