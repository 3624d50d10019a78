import { linkDomain } from '../core/links';
import { loadersOf } from '../server/domain/loaders';
import { loadVideos } from '../server/domain/media/videos';
import { deletePin, movePins } from '../server/domain/moves';
import { pinOffsiteUrl } from '../server/domain/offsite';
import { listFollowingFeed, listHomeFeed, mayEditPin, pinById, updatePin } from '../server/domain/pins';
import { productOfPin } from '../server/domain/products';
import { withPromotedPin } from '../server/domain/promote';
import {
  alreadySavedBoard,
  boardTitleSuggestions,
  createPinFromPayload,
  repin,
} from '../server/domain/saves';
import type { PinLabels } from '../server/domain/sponsorships';
import { officialAccountsForLinks } from '../server/domain/users';
import { imageSpec } from '../server/views/images';
import { builder } from './builder';
import { domainErrors } from './errors';
import { ImageSpecRef, withImage } from './image';
import { keysetConnection } from './pagination';
import { PinProductInput, PinProductRef } from './pinProduct';
import { ProductTagInput } from './productTag';
import { BoardRef, ImageRef, PinRef, SectionRef, UserRef } from './refs';
import { VideoRef } from './video';

PinRef.implement({
  // A token reads pins only with pins:read (which of them: see pinReaderOf); the field returning one fails.
  authScopes: { apiScope: 'pins:read' },
  runScopesOnType: true,
  fields: (t) => ({
    entityId: t.exposeString('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    link: t.exposeString('link', { nullable: true }),
    linkDomain: t.string({ nullable: true, resolve: (p) => (p.link ? linkDomain(p.link) : null) }),
    canEdit: t.boolean({
      description: 'Whether the viewer may edit or delete this pin (its saver, or the board’s people).',
      resolve: (p, _, ctx) => mayEditPin(ctx, p),
    }),
    offsiteUrl: t.string({
      nullable: true,
      description: 'The link through /offsite/, which checks it before leaving Tackboard.',
      resolve: (p, _, ctx) => pinOffsiteUrl(ctx, p),
    }),
    /** The account that lists the link's domain as its website, offered to follow after a save. */
    linkDomainOfficialUser: t.loadable({
      type: UserRef,
      nullable: true,
      // Keyed by the link ('' for none): a loader key cannot be null.
      load: (links: string[], ctx) => officialAccountsForLinks(ctx, links),
      resolve: (p) => p.link ?? '',
    }),
    altText: t.exposeString('alt_text'),
    product: t.field({
      type: PinProductRef,
      nullable: true,
      description: 'What the linked thing costs, for a product pin; null for other pins.',
      resolve: (p) => productOfPin(p),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.created_at }),
    image: t.field({
      type: ImageRef,
      resolve: (p, _, ctx) => loadersOf(ctx).images.peek(p.image_id) ?? p.image_id,
    }),
    aggregateSaveCount: t.int({
      description:
        'How many pins on public boards show this picture: the saves signed-out visitors see. Secret and protected boards never count.',
      resolve: (p, _, ctx) => withImage(ctx, p.image_id, (image) => image!.public_save_count),
    }),
    dominantColor: t.string({
      resolve: (p, _, ctx) => withImage(ctx, p.image_id, (image) => image!.dominant_color),
    }),
    imageSpec_236x: t.field({
      type: ImageSpecRef,
      resolve: (p, _, ctx) => withImage(ctx, p.image_id, (image) => imageSpec(image!, '236x')),
    }),
    imageSpec_474x: t.field({
      type: ImageSpecRef,
      resolve: (p, _, ctx) => withImage(ctx, p.image_id, (image) => imageSpec(image!, '474x')),
    }),
    imageSpec_736x: t.field({
      type: ImageSpecRef,
      resolve: (p, _, ctx) => withImage(ctx, p.image_id, (image) => imageSpec(image!, '736x')),
    }),
    imageSpec_orig: t.field({
      type: ImageSpecRef,
      resolve: (p, _, ctx) => withImage(ctx, p.image_id, (image) => imageSpec(image!, 'originals')),
    }),
    pinnedToBoard: t.field({
      type: BoardRef,
      nullable: true,
      description:
        'The board the pin is on; null when this request may not read that board (a token with pins:read_secret ' +
        'but not boards:read_secret, for a pin on a secret board), so the pin shows without revealing its board.',
      // A board the list primed is returned as it is (no load); the rest load by id, refused ones as null.
      resolve: (p, _, ctx) => loadersOf(ctx).boards.peek(p.board_id) ?? p.board_id,
    }),
    section: t.field({
      type: SectionRef,
      nullable: true,
      resolve: (p, _, ctx) => (p.section_id && loadersOf(ctx).sections.peek(p.section_id)) || p.section_id,
    }),
    pinner: t.field({
      type: UserRef,
      resolve: (p, _, ctx) => loadersOf(ctx).users.peek(p.pinner_id) ?? p.pinner_id,
    }),
    /** The pin this one was saved from, when it is a repin the viewer may see. */
    repinnedFrom: t.field({ type: PinRef, nullable: true, resolve: (p) => p.source_pin_id }),
    /** The video a video pin plays; its cover frame is the pin's image. Null for picture pins. */
    video: t.loadable({
      type: VideoRef,
      nullable: true,
      // Keyed by the pin's own video id: a page of picture pins asks the database nothing.
      load: (videoIds: string[], ctx) => loadVideos(ctx.db, videoIds),
      resolve: (p) => p.video_id,
    }),
    /** The viewer's board that already holds this picture ("Psst! You already saved this Pin to …"). */
    alreadySavedTo: t.field({
      type: BoardRef,
      nullable: true,
      resolve: (p, _, ctx) => alreadySavedBoard(ctx, p),
    }),
    boardTitleSuggestions: t.stringList({
      description: 'Names for a new board to save this pin to, none of them already used by the viewer.',
      resolve: (p, _, ctx) => boardTitleSuggestions(ctx, p.id),
    }),
  }),
});

builder.queryField('pin', (t) =>
  t.field({
    type: PinRef,
    nullable: true,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_, { id }, ctx) => pinById(ctx, id),
  }),
);

builder.queryField('homeFeed', (t) =>
  t.connection({
    type: PinRef,
    description:
      'Every pin the viewer may see, newest first; a forward page also shows one promoted pin (Pin.isPromoted).',
    resolve: async (_, args, ctx) => {
      const organic = await keysetConnection(
        args,
        (page) => listHomeFeed(ctx, page),
        (p) => p.feedKey,
      );
      if (args.last != null || args.before != null) return organic;
      return { ...organic, edges: await withPromotedPin(ctx, organic.edges) };
    },
  }),
);

builder.queryField('followingFeed', (t) =>
  t.connection({
    type: PinRef,
    description: 'Pins on boards the viewer follows and by people they follow, newest first.',
    authScopes: { loggedIn: true },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => listFollowingFeed(ctx, page),
        (p) => p.id,
      ),
  }),
);

const SavePinInput = builder.inputType('SavePinInput', {
  fields: (t) => ({
    pinId: t.string({ required: true }),
    boardId: t.string({ required: true }),
    sectionId: t.string(),
    description: t.string(),
  }),
});

builder.mutationField('savePin', (t) =>
  t.field({
    type: PinRef,
    description: 'Saves (repins) a pin onto one of your boards or one of its sections; returns the new pin.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: SavePinInput, required: true }) },
    resolve: async (_, { input }, ctx) => (await repin(ctx, input)).pin,
  }),
);

const CreatePinInput = builder.inputType('CreatePinInput', {
  fields: (t) => ({
    boardId: t.string({ required: true }),
    sectionId: t.string(),
    title: t.string(),
    description: t.string(),
    link: t.string(),
    altText: t.string(),
    imageBase64: t.string({ description: 'A base64 image data url' }),
    imageUrl: t.string({ description: 'A link to an image, fetched by the server now' }),
    mediaUploadId: t.string({
      description: 'A succeeded upload of yours (registerUpload), picture or video',
    }),
    method: t.string({ description: 'uploaded, pinbuilder, scraped or button' }),
    guid: t.string(),
    color: t.string(),
    product: t.field({ type: PinProductInput, description: 'Makes it a product pin.' }),
    productTags: t.field({
      type: [ProductTagInput],
      description: 'Your own product pins to tag on it (business accounts; at most 10).',
    }),
    paidLink: t.boolean({ description: 'The link is paid (an affiliate link): the pin says "Paid link".' }),
    sponsorBrandId: t.string({
      description: 'A business account to ask to approve a paid partnership on the new pin.',
    }),
  }),
});

/** The labels a create or an edit asks for: a field left out (or null) stays as it is. */
function labelsOf(input: { paidLink?: boolean | null; sponsorBrandId?: string | null }): PinLabels {
  return {
    ...(input.paidLink != null ? { paidLink: input.paidLink } : {}),
    ...(input.sponsorBrandId != null ? { brandId: input.sponsorBrandId } : {}),
  };
}

builder.mutationField('createPin', (t) =>
  t.field({
    type: PinRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreatePinInput, required: true }) },
    resolve: async (_, { input }, ctx) =>
      (await createPinFromPayload(ctx, { ...input, labels: labelsOf(input) })).pin,
  }),
);

const MovePinsInput = builder.inputType('MovePinsInput', {
  fields: (t) => ({
    pinIds: t.stringList({ required: true }),
    toBoardId: t.string({ required: true }),
    toSectionId: t.string({ description: 'Omit to move the pins onto the board outside any section' }),
  }),
});

const MovedPinsRef = builder
  .objectRef<{ fromBoardId: string; toBoardId: string; pinIds: string[] }>('MovedPins')
  .implement({
    fields: (t) => ({
      fromBoard: t.field({ type: BoardRef, nullable: true, resolve: (m) => m.fromBoardId }),
      toBoard: t.field({ type: BoardRef, nullable: true, resolve: (m) => m.toBoardId }),
      pins: t.field({ type: [PinRef], resolve: (m) => m.pinIds }),
    }),
  });

builder.mutationField('movePins', (t) =>
  t.field({
    type: MovedPinsRef,
    description:
      'Moves pins of one board to another board or section. A board busy with another action answers 2171/2172.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: MovePinsInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const { from, to } = await movePins(ctx, {
        pinIds: input.pinIds,
        toBoardId: input.toBoardId,
        toSectionId: input.toSectionId ?? null,
      });
      return { fromBoardId: from.id, toBoardId: to.id, pinIds: input.pinIds };
    },
  }),
);

const UpdatePinInput = builder.inputType('UpdatePinInput', {
  description:
    'Fields left out stay as they are; an empty link removes it, and a null product makes it no product.',
  fields: (t) => ({
    pinId: t.string({ required: true }),
    title: t.string(),
    description: t.string(),
    link: t.string(),
    altText: t.string(),
    product: t.field({ type: PinProductInput }),
    productTags: t.field({
      type: [ProductTagInput],
      description:
        'The whole list of product tags (the pin’s owner, a business); an empty list removes them.',
    }),
    paidLink: t.boolean({ description: 'Marks the link as paid, or not (the pin’s maker only).' }),
    sponsorBrandId: t.string({
      description:
        'The business account the pin is a paid partnership with (asked afresh when it changes); empty removes the ' +
        'partnership (the pin’s maker only).',
    }),
  }),
});

builder.mutationField('updatePin', (t) =>
  t.field({
    type: PinRef,
    description:
      "Edits a pin's title, description, link, alt text and product (its saver, or the board's people), and its " +
      'paid link and paid partnership (its maker).',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdatePinInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      updatePin(ctx, input.pinId, {
        ...(input.title != null ? { title: input.title } : {}),
        ...(input.description != null ? { description: input.description } : {}),
        ...(input.link !== undefined ? { link: input.link } : {}),
        ...(input.altText != null ? { altText: input.altText } : {}),
        ...(input.product !== undefined ? { product: input.product } : {}),
        ...(input.productTags != null ? { productTags: input.productTags } : {}),
        labels: labelsOf(input),
      }),
  }),
);

builder.mutationField('deletePin', (t) =>
  t.field({
    type: 'String',
    description: "Deletes a pin (its saver, or the board's people). Returns the pin's entity id.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { pinId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => deletePin(ctx, args.pinId),
  }),
);
