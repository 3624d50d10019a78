import { listSectionPins } from '../server/domain/pins';
import {
  createSection,
  deleteSection,
  renameSection,
  reorderSections,
  sectionBySlug,
} from '../server/domain/sections';
import { sectionPreviewImages } from '../server/views/boards';
import { imageSpec } from '../server/views/images';
import { builder } from './builder';
import { domainErrors } from './errors';
import { ImageSpecRef } from './image';
import { keysetConnection } from './pagination';
import { BoardRef, PinRef, SectionRef } from './refs';

SectionRef.implement({
  authScopes: { apiScope: 'boards:read' },
  runScopesOnType: true,
  fields: (t) => ({
    entityId: t.exposeString('id'),
    title: t.exposeString('title'),
    name: t.exposeString('title'),
    slug: t.exposeString('slug'),
    type: t.string({ resolve: () => 'board_section' }),
    pinCount: t.exposeInt('pin_count'),
    board: t.field({ type: BoardRef, resolve: (s) => s.board_id }),
    previewImages: t.field({
      type: [ImageSpecRef],
      description: 'Square thumbnails of the newest pins (up to 3).',
      resolve: async (s, _, ctx) =>
        (await sectionPreviewImages(ctx, s.id)).map((image) => imageSpec(image, '236x')),
    }),
    pins: t.connection({
      type: PinRef,
      resolve: (s, args, ctx) =>
        keysetConnection(
          args,
          (page) => listSectionPins(ctx, s.id, page),
          (p) => p.id,
        ),
    }),
  }),
});

builder.queryField('boardSection', (t) =>
  t.field({
    type: SectionRef,
    nullable: true,
    args: { boardId: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => sectionBySlug(ctx, args.boardId, args.slug),
  }),
);

const CreateSectionInput = builder.inputType('CreateSectionInput', {
  fields: (t) => ({
    boardId: t.string({ required: true }),
    name: t.string({ required: true }),
    nameSource: t.int({ description: '0 typed, 1 a recommendation as is, 2 an edited recommendation' }),
    initialPinIds: t.stringList({ description: 'Pins already on the board to move into the new section' }),
  }),
});

builder.mutationField('createSection', (t) =>
  t.field({
    type: SectionRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateSectionInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      createSection(ctx, {
        boardId: input.boardId,
        name: input.name,
        nameSource: input.nameSource === 1 || input.nameSource === 2 ? input.nameSource : 0,
        initialPinIds: input.initialPinIds ?? [],
      }),
  }),
);

builder.mutationField('renameSection', (t) =>
  t.field({
    type: SectionRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { sectionId: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => renameSection(ctx, args.sectionId, args.name),
  }),
);

builder.mutationField('deleteSection', (t) =>
  t.field({
    type: 'String',
    description: 'Deletes a section; its pins stay on the board. Returns the section entity id.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { sectionId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => deleteSection(ctx, args.sectionId),
  }),
);

builder.mutationField('reorderSections', (t) =>
  t.field({
    type: [SectionRef],
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { boardId: t.arg.string({ required: true }), sectionIds: t.arg.stringList({ required: true }) },
    resolve: (_, args, ctx) => reorderSections(ctx, args.boardId, args.sectionIds),
  }),
);
